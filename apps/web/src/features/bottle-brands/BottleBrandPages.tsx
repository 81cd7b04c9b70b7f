import { BOTTLE_BRAND_TEXTS as T } from '@ability/domain';
import { Checkbox, Input, Row, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { type BottleBrand, type BottleBrandInput, bottleBrandHooks } from '../../api/bottle-brands';
import { useEdition } from '../../app/edition';
import { FieldCol } from '../../shared/FieldCol';
import { ListPage } from '../../shared/ListPage';
import { type RecordForm, recordPages } from '../../shared/RecordFormPages';
import { UnitsSelect } from '../../shared/UnitsSelect';
import { requiredRule } from '../../shared/formRules';
import { useRegisterList } from '../../shared/useRegisterList';

/** The register's resource, texts and hooks: its list's and its form's. */
const register = { resource: 'bottle_brands', texts: T, hooks: bottleBrandHooks } as const;

function BottleBrandListPage() {
  const { listProps, editPath, actionsColumn } = useRegisterList<BottleBrand>({ ...register, name: (r) => r.name });

  const columns: ColumnsType<BottleBrand> = [
    { title: T.columns.id, dataIndex: 'id', width: 70 },
    { title: T.columns.name, dataIndex: 'name', render: (name: string, r) => <Link to={editPath(r)}>{name}</Link> },
    {
      title: T.columns.active,
      dataIndex: 'active',
      render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{active ? T.yes : T.no}</Tag>,
    },
    actionsColumn,
  ];

  return <ListPage<BottleBrand> {...listProps} columns={columns} />;
}

interface BottleBrandFormValues {
  name: string;
  active: boolean;
  resale_ids: number[];
}

/** The fields, the same for create and edit. */
function BottleBrandFields() {
  const edition = useEdition();
  const options = bottleBrandHooks.useOptions();
  return (
    <Row gutter={16}>
      <FieldCol md={14} name="name" label={T.fields.name} rules={[requiredRule]}>
        <Input maxLength={80} autoFocus />
      </FieldCol>
      <FieldCol md={10} name="active" valuePropName="checked" label=" ">
        <Checkbox>{T.fields.active}</Checkbox>
      </FieldCol>
      <FieldCol md={18} name="resale_ids" label={edition.units}>
        <UnitsSelect multiple units={options.data?.resales} />
      </FieldCol>
    </Row>
  );
}

const form: RecordForm<BottleBrand, BottleBrandFormValues, BottleBrandInput> = {
  ...register,
  initialValues: { name: '', active: true, resale_ids: [] },
  errorFieldMap: { resales: ['resale_ids'] },
  toForm: (r) => ({ name: r.name, active: r.active, resale_ids: r.resale_ids }),
  toInput: (v) => ({ name: v.name, active: !!v.active, resale_ids: v.resale_ids ?? [] }),
  fields: () => <BottleBrandFields />,
};

/** The screens (`lazyPages` in app/registry.ts): the list, and the create and edit of one form. */
export const bottleBrandPages = recordPages(BottleBrandListPage, form);

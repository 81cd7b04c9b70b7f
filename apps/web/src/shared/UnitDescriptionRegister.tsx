import { Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { UnitDescription, UnitDescriptionInput } from '../api/groups';
import type { RegisterHooks } from '../api/registers';
import { useEdition } from '../app/edition';
import { ListPage } from './ListPage';
import { type RecordForm, type RecordFormTexts, RecordEditPage, RecordNewPage } from './RecordFormPages';
import { UnitField } from './UnitsSelect';
import { type RegisterListTexts, useRegisterList } from './useRegisterList';
import { requiredRule } from './formRules';

/**
 * Registers that are a description in one unit (customer groups /grupos and sectors /setores): the same
 * list (Descrição, Revenda/Loja, Ações) and the same form (unit and description).
 */
export interface UnitDescriptionRegisterProps {
  path: string;
  apiPath: string;
  resource: 'groups' | 'sectors';
  texts: RegisterListTexts & RecordFormTexts & { columns: { description: string }; fields: { description: string } };
  hooks: RegisterHooks<UnitDescription, UnitDescriptionInput>;
}

export function UnitDescriptionListPage({ path, apiPath, resource, texts, hooks }: UnitDescriptionRegisterProps) {
  const edition = useEdition();
  const { listProps, editLink, actionsColumn } = useRegisterList<UnitDescription>({
    path,
    apiPath,
    resource,
    texts,
    hooks,
    name: (r) => r.description,
  });
  const columns: ColumnsType<UnitDescription> = [
    { title: texts.columns.description, dataIndex: 'description', render: editLink },
    { title: edition.unit, dataIndex: ['resale', 'name'], render: (n?: string) => n ?? '-' },
    actionsColumn,
  ];
  return <ListPage<UnitDescription> {...listProps} columns={columns} />;
}

interface Values {
  description: string;
  resale_id?: number;
}

function Fields({ hooks, label }: { hooks: UnitDescriptionRegisterProps['hooks']; label: string }) {
  const options = hooks.useOptions();
  return (
    <>
      <UnitField units={options.data?.resales} />
      <Form.Item name="description" label={label} rules={[requiredRule]}>
        <Input maxLength={120} autoFocus />
      </Form.Item>
    </>
  );
}

function formOf(p: UnitDescriptionRegisterProps): RecordForm<UnitDescription, Values, UnitDescriptionInput> {
  return {
    texts: p.texts,
    listPath: p.path,
    resource: p.resource,
    initialValues: {},
    errorFieldMap: { resale: ['resale_id'] },
    toForm: (r) => ({ description: r.description, resale_id: r.resale_id }),
    toInput: (v) => ({ description: v.description, resale_id: v.resale_id! }),
    hooks: p.hooks,
    fields: () => <Fields hooks={p.hooks} label={p.texts.fields.description} />,
  };
}

export function UnitDescriptionNewPage(p: UnitDescriptionRegisterProps) {
  return <RecordNewPage form={formOf(p)} />;
}

export function UnitDescriptionEditPage(p: UnitDescriptionRegisterProps) {
  return <RecordEditPage form={formOf(p)} />;
}

/** The list, create and edit screens of one such register (its API path is `/{resource}`). */
export function unitDescriptionPages(
  resource: UnitDescriptionRegisterProps['resource'],
  path: string,
  texts: UnitDescriptionRegisterProps['texts'],
  hooks: UnitDescriptionRegisterProps['hooks'],
) {
  const register = {
    path,
    apiPath: `/${resource}`,
    resource,
    texts: { ...texts, columns: { ...texts.columns } },
    hooks,
  };
  return {
    ListPage: () => <UnitDescriptionListPage {...register} />,
    NewPage: () => <UnitDescriptionNewPage {...register} />,
    EditPage: () => <UnitDescriptionEditPage {...register} />,
  };
}

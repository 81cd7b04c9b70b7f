import { EMPLOYEE_ROLE_LABELS, EMPLOYEE_TEXTS, type EmployeeRole } from '@ability/domain';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { type Employee, useDeleteEmployee, useEmployeeList, useEmployeeOptions } from '../../api/employees';
import { useEdition } from '../../app/edition';
import { ConfirmDelete } from '../../shared/ConfirmDelete';
import { ListPage } from '../../shared/ListPage';
import { UnitsSelect } from '../../shared/UnitsSelect';
import { addressCell } from '../../shared/cells';
import { useNotify } from '../../shared/notify';
import { errorReason } from '../../shared/serverErrors';
import { useListState } from '../../shared/useListState';

const texts = EMPLOYEE_TEXTS;
const LIST = '/funcionarios';
const ROLE_COLORS: Record<EmployeeRole, string> = { deliverer: 'blue', attendant: 'purple' };
const editPath = (e: Employee) => `${LIST}/${e.id}/editar`;

export function EmployeeListPage() {
  const edition = useEdition();
  const navigate = useNavigate();
  const notify = useNotify();
  const state = useListState('employees', {
    query: undefined as string | undefined,
    resale_id: undefined as string | undefined,
  });
  const query = { page: state.page, query: state.values.query, resale_id: state.values.resale_id };
  const list = useEmployeeList(query);
  const options = useEmployeeOptions();
  const remove = useDeleteEmployee();

  const onDelete = async (e: Employee) => {
    try {
      await remove.mutateAsync(e.id);
      notify.success(texts.removed(e.name));
    } catch (err) {
      notify.error(texts.removeError(e.name), errorReason(err));
    }
  };

  const columns: ColumnsType<Employee> = [
    { title: texts.columns.id, dataIndex: 'id', width: 70 },
    { title: texts.columns.name, dataIndex: 'name', render: (name: string, e) => <Link to={editPath(e)}>{name}</Link> },
    { title: texts.columns.address, dataIndex: 'address', render: addressCell },
    {
      title: texts.columns.role,
      dataIndex: 'role',
      width: 120,
      render: (role: EmployeeRole) => <Tag color={ROLE_COLORS[role]}>{EMPLOYEE_ROLE_LABELS[role]}</Tag>,
    },
    {
      title: texts.columns.actions,
      key: 'actions',
      width: 100,
      render: (_, e) => (
        <Space size={0}>
          <ConfirmDelete onConfirm={() => onDelete(e)} label={`Remover ${e.name}`} />
          <Tooltip title="Editar">
            <Link to={editPath(e)} aria-label={`Editar ${e.name}`}>
              <Button type="text" size="small" icon={<EditOutlined />} />
            </Link>
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <ListPage<Employee>
      title={texts.listTitle}
      total={list.data?.total}
      actions={
        <Link to={`${LIST}/novo`}>
          <Button type="primary" icon={<PlusOutlined />}>
            {texts.createButton}
          </Button>
        </Link>
      }
      search={{
        placeholder: texts.searchPlaceholder,
        value: state.values.query,
        onSearch: (v) => state.set({ ...state.values, query: v }),
      }}
      filters={
        <Form layout="inline">
          <Form.Item label={edition.unit} htmlFor="employees-unit-filter">
            <UnitsSelect
              id="employees-unit-filter"
              units={options.data?.resales}
              value={state.values.resale_id ? Number(state.values.resale_id) : undefined}
              onChange={(v) => state.set({ ...state.values, resale_id: v ? String(v) : undefined })}
              placeholder={`Todas as ${edition.unitLower}s`}
              style={{ minWidth: 260 }}
            />
          </Form.Item>
        </Form>
      }
      activeFilters={state.values.resale_id ? 1 : 0}
      onClear={state.values.resale_id || state.values.query ? state.reset : undefined}
      columns={columns}
      rows={list.data?.rows}
      rowKey="id"
      loading={list.isFetching}
      loadingText={texts.loading}
      emptyText={texts.empty}
      page={state.page}
      perPage={list.data?.perPage ?? 25}
      onPageChange={(page) => state.set({ ...state.values, page })}
      onRowOpen={(e) => navigate(editPath(e))}
      exportOf={{ path: '/employees', query }}
    />
  );
}

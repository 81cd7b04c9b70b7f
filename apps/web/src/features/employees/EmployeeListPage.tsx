import { EMPLOYEE_ROLE_LABELS, EMPLOYEE_TEXTS as T, type EmployeeRole } from '@ability/domain';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Employee, employeeHooks } from '../../api/employees';
import { useEdition } from '../../app/edition';
import { ListPage } from '../../shared/ListPage';
import { addressCell } from '../../shared/cells';
import { useRegisterList } from '../../shared/useRegisterList';
import { EMPLOYEES_PATH } from './paths';

const ROLE_COLORS: Record<EmployeeRole, string> = { deliverer: 'blue', attendant: 'purple' };

export function EmployeeListPage() {
  const edition = useEdition();
  const { listProps, editLink, actionsColumn } = useRegisterList<Employee>({
    path: EMPLOYEES_PATH,
    apiPath: '/employees',
    resource: 'employees',
    texts: T,
    hooks: employeeHooks,
    name: (e) => e.name,
    unitFilter: { placeholder: `Todas as ${edition.unitLower}s` },
  });

  const columns: ColumnsType<Employee> = [
    { title: T.columns.id, dataIndex: 'id', width: 70 },
    { title: T.columns.name, dataIndex: 'name', render: editLink },
    { title: T.columns.address, dataIndex: 'address', render: addressCell },
    {
      title: T.columns.role,
      dataIndex: 'role',
      width: 120,
      render: (role: EmployeeRole) => <Tag color={ROLE_COLORS[role]}>{EMPLOYEE_ROLE_LABELS[role]}</Tag>,
    },
    actionsColumn,
  ];

  return <ListPage<Employee> {...listProps} columns={columns} />;
}

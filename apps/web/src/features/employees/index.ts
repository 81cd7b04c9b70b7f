import { EMPLOYEE_TEXTS } from '@ability/domain';
import { IdcardOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { EMPLOYEES_PATH as PATH } from './paths';

const EmployeeListPage = lazy(() => import('./EmployeeListPage').then((m) => ({ default: m.EmployeeListPage })));
const EmployeeNewPage = lazy(() => import('./EmployeeFormPages').then((m) => ({ default: m.EmployeeNewPage })));
const EmployeeEditPage = lazy(() => import('./EmployeeFormPages').then((m) => ({ default: m.EmployeeEditPage })));

const list = { label: EMPLOYEE_TEXTS.menu, path: PATH };

export const employeesRoutes: FeatureRoute[] = [
  {
    path: PATH,
    component: EmployeeListPage,
    resource: 'employees',
    action: 'read',
    breadcrumb: () => [{ label: EMPLOYEE_TEXTS.menu }],
    menu: { label: () => EMPLOYEE_TEXTS.menu, group: 'registers', order: 10, icon: IdcardOutlined },
  },
  {
    path: `${PATH}/novo`,
    component: EmployeeNewPage,
    resource: 'employees',
    action: 'write',
    breadcrumb: () => [list, { label: EMPLOYEE_TEXTS.newCrumb }],
  },
  {
    path: `${PATH}/:id/editar`,
    component: EmployeeEditPage,
    resource: 'employees',
    action: 'write',
    breadcrumb: () => [list, { label: EMPLOYEE_TEXTS.editTitle }],
  },
];

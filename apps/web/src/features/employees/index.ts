import { EMPLOYEE_TEXTS } from '@ability/domain';
import { IdcardOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { type FeatureRoute, registerRoutes } from '../../app/features';
import { EMPLOYEES_PATH as PATH } from './paths';

const EmployeeListPage = lazy(() => import('./EmployeeListPage').then((m) => ({ default: m.EmployeeListPage })));
const EmployeeNewPage = lazy(() => import('./EmployeeFormPages').then((m) => ({ default: m.EmployeeNewPage })));
const EmployeeEditPage = lazy(() => import('./EmployeeFormPages').then((m) => ({ default: m.EmployeeEditPage })));

export const employeesRoutes: FeatureRoute[] = registerRoutes('employees', PATH, EMPLOYEE_TEXTS, {
  pages: { list: EmployeeListPage, create: EmployeeNewPage, edit: EmployeeEditPage },
  menu: { group: 'registers', order: 10, icon: IdcardOutlined },
});

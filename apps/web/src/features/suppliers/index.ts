import { SUPPLIER_TEXTS as T } from '@ability/domain';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { SUPPLIERS_PATH as PATH } from './paths';

const SupplierListPage = lazy(() => import('./SupplierListPage').then((m) => ({ default: m.SupplierListPage })));
const SupplierNewPage = lazy(() => import('./SupplierFormPages').then((m) => ({ default: m.SupplierNewPage })));
const SupplierEditPage = lazy(() => import('./SupplierFormPages').then((m) => ({ default: m.SupplierEditPage })));

export const suppliersRoutes: FeatureRoute[] = [
  {
    path: PATH,
    component: SupplierListPage,
    resource: 'suppliers',
    action: 'read',
    breadcrumb: () => [{ label: T.menu }],
    menu: { label: () => T.menu, group: 'registers', order: 40, icon: ShoppingCartOutlined },
  },
  {
    path: `${PATH}/novo`,
    component: SupplierNewPage,
    resource: 'suppliers',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.newCrumb }],
  },
  {
    path: `${PATH}/:id/editar`,
    component: SupplierEditPage,
    resource: 'suppliers',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.editTitle }],
  },
];

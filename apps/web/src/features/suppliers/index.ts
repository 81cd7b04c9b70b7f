import { SUPPLIER_TEXTS as T } from '@ability/domain';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { type FeatureRoute, registerRoutes } from '../../app/features';
import { SUPPLIERS_PATH as PATH } from './paths';

const SupplierListPage = lazy(() => import('./SupplierListPage').then((m) => ({ default: m.SupplierListPage })));
const SupplierNewPage = lazy(() => import('./SupplierFormPages').then((m) => ({ default: m.SupplierNewPage })));
const SupplierEditPage = lazy(() => import('./SupplierFormPages').then((m) => ({ default: m.SupplierEditPage })));

export const suppliersRoutes: FeatureRoute[] = registerRoutes('suppliers', PATH, T, {
  pages: { list: SupplierListPage, create: SupplierNewPage, edit: SupplierEditPage },
  menu: { group: 'registers', order: 40, icon: ShoppingCartOutlined },
});

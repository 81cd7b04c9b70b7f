import { PRODUCT_TEXTS as T } from '@ability/domain';
import { AppstoreOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { PRODUCTS_PATH as PATH } from './paths';

const ProductListPage = lazy(() => import('./ProductListPage').then((m) => ({ default: m.ProductListPage })));
const ProductNewPage = lazy(() => import('./ProductFormPages').then((m) => ({ default: m.ProductNewPage })));
const ProductEditPage = lazy(() => import('./ProductFormPages').then((m) => ({ default: m.ProductEditPage })));

export const productsRoutes: FeatureRoute[] = [
  {
    path: PATH,
    component: ProductListPage,
    resource: 'products',
    action: 'read',
    breadcrumb: () => [{ label: T.menu }],
    menu: { label: () => T.menu, group: 'registers', order: 15, icon: AppstoreOutlined },
  },
  {
    path: `${PATH}/novo`,
    component: ProductNewPage,
    resource: 'products',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.newCrumb }],
  },
  {
    path: `${PATH}/:id/editar`,
    component: ProductEditPage,
    resource: 'products',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.editTitle }],
  },
];

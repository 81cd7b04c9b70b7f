import { PRODUCT_TEXTS as T } from '@ability/domain';
import { AppstoreOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { type FeatureRoute, registerRoutes } from '../../app/features';
import { PRODUCTS_PATH as PATH } from './paths';

const ProductListPage = lazy(() => import('./ProductListPage').then((m) => ({ default: m.ProductListPage })));
const ProductNewPage = lazy(() => import('./ProductFormPages').then((m) => ({ default: m.ProductNewPage })));
const ProductEditPage = lazy(() => import('./ProductFormPages').then((m) => ({ default: m.ProductEditPage })));

export const productsRoutes: FeatureRoute[] = registerRoutes('products', PATH, T, {
  pages: { list: ProductListPage, create: ProductNewPage, edit: ProductEditPage },
  menu: { group: 'registers', order: 15, icon: AppstoreOutlined },
});

import { SALE_TEXTS as T } from '@ability/domain';
import { HomeOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { menuRoute } from '../../shared/menuRoute';

const SaleListPage = lazy(() => import('./SaleListPage').then((m) => ({ default: m.SaleListPage })));
const SaleHomePage = lazy(() => import('./SaleHomePage').then((m) => ({ default: m.SaleHomePage })));
const SaleNewPage = lazy(() => import('./SaleFormPages').then((m) => ({ default: m.SaleNewPage })));
const SaleEditPage = lazy(() => import('./SaleFormPages').then((m) => ({ default: m.SaleEditPage })));

const crumbs = [{ label: T.menu, path: '/vendas' }];

/** The sales list is the home screen (/; a deliverer's on a phone is /entregas) and /vendas; the form at /vendas/novo[/{phone}] and /vendas/{id}/editar. */
export const salesRoutes: FeatureRoute[] = [
  menuRoute('sales', '/', SaleHomePage, { label: 'Início', order: 0, icon: HomeOutlined }, { crumbs: [] }),
  menuRoute('sales', '/vendas', SaleListPage, { label: T.menu, order: 1, icon: ShoppingCartOutlined }),
  {
    path: '/vendas/novo',
    component: SaleNewPage,
    resource: 'sales',
    action: 'write',
    breadcrumb: () => [...crumbs, { label: T.newCrumb }],
  },
  {
    path: '/vendas/novo/:phone',
    component: SaleNewPage,
    resource: 'sales',
    action: 'write',
    breadcrumb: () => [...crumbs, { label: T.newCrumb }],
  },
  {
    path: '/vendas/:id/editar',
    component: SaleEditPage,
    resource: 'sales',
    action: 'write',
    breadcrumb: () => [...crumbs, { label: T.editTitle }],
  },
];

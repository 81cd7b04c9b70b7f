import { DELIVERY_TEXTS as D } from '@ability/domain';
import { CarOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { menuRoute } from '../../shared/menuRoute';

const DeliveriesPage = lazy(() => import('./DeliveriesPage').then((m) => ({ default: m.DeliveriesPage })));

/** 'Minhas entregas': the deliverer's open sales as cards for a phone; in the deliverer's menu only. */
export const deliveriesRoutes: FeatureRoute[] = [
  menuRoute('sales', '/entregas', DeliveriesPage, { label: D.menu, order: 2, icon: CarOutlined, roles: ['deliverer'] }),
];

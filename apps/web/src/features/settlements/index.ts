import { SETTLEMENT_TEXTS as T } from '@ability/domain';
import { AuditOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { menuRoute } from '../../shared/menuRoute';
import { SETTLEMENTS_PATH } from './paths';

const SettlementPage = lazy(() => import('./SettlementPage').then((m) => ({ default: m.SettlementPage })));

const menu = { label: T.menu, group: 'finance', order: 15, icon: AuditOutlined } as const;

/** 'Acerto': the office settles a deliverer's day; the deliverer's view is on 'Minhas entregas'. */
export const settlementsRoutes: FeatureRoute[] = [
  menuRoute('settlements', SETTLEMENTS_PATH, SettlementPage, menu, { action: 'write' }),
];

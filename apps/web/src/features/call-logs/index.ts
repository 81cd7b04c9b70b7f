import { CALL_LOG_TEXTS } from '@ability/domain';
import { PhoneOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { menuRoute } from '../../shared/menuRoute';

const CallLogListPage = lazy(() => import('./CallLogListPage').then((m) => ({ default: m.CallLogListPage })));

/** Call log: open to any signed-in user, in the menu of admins and attendants. */
export const callLogsRoutes: FeatureRoute[] = [
  menuRoute(
    'call_logs',
    '/registro-de-chamadas',
    CallLogListPage,
    { label: CALL_LOG_TEXTS.menu, order: 80, icon: PhoneOutlined },
    { crumbs: [{ label: CALL_LOG_TEXTS.listTitle }] },
  ),
];

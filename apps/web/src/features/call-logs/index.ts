import { CALL_LOG_TEXTS } from '@ability/domain';
import { PhoneOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';

const CallLogListPage = lazy(() => import('./CallLogListPage').then((m) => ({ default: m.CallLogListPage })));

/** Call log (seeds 002 §2): open to any signed-in user, in the menu of admins and attendants. */
export const callLogsRoutes: FeatureRoute[] = [
  {
    path: '/registro-de-chamadas',
    component: CallLogListPage,
    resource: 'call_logs',
    action: 'read',
    breadcrumb: () => [{ label: CALL_LOG_TEXTS.listTitle }],
    menu: { label: () => CALL_LOG_TEXTS.menu, order: 80, icon: PhoneOutlined },
  },
];

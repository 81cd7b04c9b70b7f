import { PAYABLE_TEXTS as T } from '@ability/domain';
import { FallOutlined } from '@ant-design/icons';
import { type FeatureRoute, registerRoutes } from '../../app/features';
import { payableKind as kind } from '../bills/kinds';
import { billPages } from '../bills/pages';

export const payablesRoutes: FeatureRoute[] = registerRoutes('payables', kind.path, T, {
  pages: billPages(kind),
  menu: { group: 'finance', order: 30, icon: FallOutlined },
  newSegment: 'nova',
});

import { RECEIVABLE_TEXTS as T } from '@ability/domain';
import { RiseOutlined } from '@ant-design/icons';
import { type FeatureRoute, registerRoutes } from '../../app/features';
import { receivableKind as kind } from '../bills/kinds';
import { billPages } from '../bills/pages';

export const receivablesRoutes: FeatureRoute[] = registerRoutes('receivables', kind.path, T, {
  pages: billPages(kind),
  menu: { group: 'finance', order: 20, icon: RiseOutlined },
  newSegment: 'nova',
});

import { PAYABLE_TEXTS as T } from '@ability/domain';
import { FallOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import { type FeatureRoute, registerRoutes } from '../../app/features';
import { payableKind as kind } from '../bills/kinds';

const List = lazy(() =>
  import('../bills/BillListPage').then((m) => ({ default: () => createElement(m.BillListPage, { kind }) })),
);
const New = lazy(() =>
  import('../bills/BillFormPages').then((m) => ({ default: () => createElement(m.BillNewPage, { kind }) })),
);
const Edit = lazy(() =>
  import('../bills/BillFormPages').then((m) => ({ default: () => createElement(m.BillEditPage, { kind }) })),
);

export const payablesRoutes: FeatureRoute[] = registerRoutes('payables', kind.path, T, {
  pages: { list: List, create: New, edit: Edit },
  menu: { group: 'finance', order: 30, icon: FallOutlined },
  newSegment: 'nova',
});

import { RECEIVABLE_TEXTS as T } from '@ability/domain';
import { RiseOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import { type FeatureRoute, registerRoutes } from '../../app/features';
import { receivableKind as kind } from '../bills/kinds';

const List = lazy(() =>
  import('../bills/BillListPage').then((m) => ({ default: () => createElement(m.BillListPage, { kind }) })),
);
const New = lazy(() =>
  import('../bills/BillFormPages').then((m) => ({ default: () => createElement(m.BillNewPage, { kind }) })),
);
const Edit = lazy(() =>
  import('../bills/BillFormPages').then((m) => ({ default: () => createElement(m.BillEditPage, { kind }) })),
);

export const receivablesRoutes: FeatureRoute[] = registerRoutes('receivables', kind.path, T, {
  pages: { list: List, create: New, edit: Edit },
  menu: { group: 'finance', order: 20, icon: RiseOutlined },
  newSegment: 'nova',
});

import { RECEIVABLE_TEXTS as T } from '@ability/domain';
import { RiseOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
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

export const receivablesRoutes: FeatureRoute[] = [
  {
    path: kind.path,
    component: List,
    resource: 'receivables',
    action: 'read',
    breadcrumb: () => [{ label: T.menu }],
    menu: { label: () => T.menu, group: 'finance', order: 20, icon: RiseOutlined },
  },
  {
    path: `${kind.path}/nova`,
    component: New,
    resource: 'receivables',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: kind.path }, { label: T.newCrumb }],
  },
  {
    path: `${kind.path}/:id/editar`,
    component: Edit,
    resource: 'receivables',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: kind.path }, { label: T.editTitle }],
  },
];

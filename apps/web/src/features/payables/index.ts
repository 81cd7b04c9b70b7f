import { PAYABLE_TEXTS as T } from '@ability/domain';
import { FallOutlined } from '@ant-design/icons';
import { createElement, lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
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

export const payablesRoutes: FeatureRoute[] = [
  {
    path: kind.path,
    component: List,
    resource: 'payables',
    action: 'read',
    breadcrumb: () => [{ label: T.menu }],
    menu: { label: () => T.menu, group: 'finance', order: 30, icon: FallOutlined },
  },
  {
    path: `${kind.path}/nova`,
    component: New,
    resource: 'payables',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: kind.path }, { label: T.newCrumb }],
  },
  {
    path: `${kind.path}/:id/editar`,
    component: Edit,
    resource: 'payables',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: kind.path }, { label: T.editTitle }],
  },
];

import { createElement, lazy } from 'react';
import type { BillKind } from './kinds';

/** The list, new and edit pages of a kind of bill, each loaded on demand. */
export const billPages = (kind: BillKind) => ({
  list: lazy(() => import('./BillListPage').then((m) => ({ default: () => createElement(m.BillListPage, { kind }) }))),
  create: lazy(() =>
    import('./BillFormPages').then((m) => ({ default: () => createElement(m.BillNewPage, { kind }) })),
  ),
  edit: lazy(() => import('./BillFormPages').then((m) => ({ default: () => createElement(m.BillEditPage, { kind }) }))),
});

import { ADJUSTMENT_TEXTS as A, EMPTIES_TEXTS, ENTRY_TEXTS, STOCK_TEXTS } from '@ability/domain';
import { DropboxOutlined, ImportOutlined, InboxOutlined, SwapOutlined } from '@ant-design/icons';
import { type ComponentType, lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { menuRoute } from '../../shared/menuRoute';
import { EMPTIES_PATH } from '../empties/paths';
import { APPOINTMENTS_PATH, ENTRIES_PATH, STOCK_PATH } from './paths';

const StockPage = lazy(() => import('./StockPage').then((m) => ({ default: m.StockPage })));
const EntryListPage = lazy(() => import('./EntryListPage').then((m) => ({ default: m.EntryListPage })));
const EntryFormPage = lazy(() => import('./EntryFormPage').then((m) => ({ default: m.EntryFormPage })));
const AppointmentListPage = lazy(() =>
  import('./AppointmentListPage').then((m) => ({ default: m.AppointmentListPage })),
);
const AppointmentFormPage = lazy(() =>
  import('./AppointmentFormPage').then((m) => ({ default: m.AppointmentFormPage })),
);

/** An entry of the 'Estoque' group of the menu. */
const EmptiesPage = lazy(() => import('../empties/EmptiesPage').then((m) => ({ default: m.EmptiesPage })));
const DestrocaWorksheetPage = lazy(() =>
  import('../empties/DestrocaWorksheetPage').then((m) => ({ default: m.DestrocaWorksheetPage })),
);

const stockMenu = (label: string, order: number, icon: ComponentType) =>
  ({ label, order, icon, group: 'stock' }) as const;

const stockCrumb = { label: STOCK_TEXTS.menu, path: STOCK_PATH };

/** Stock control, product entries and stock adjustments: admins and attendants. */
export const stockRoutes: FeatureRoute[] = [
  menuRoute('stock', STOCK_PATH, StockPage, stockMenu(STOCK_TEXTS.title, 10, DropboxOutlined), {
    crumbs: [{ label: STOCK_TEXTS.menu }],
  }),
  menuRoute('product_entries', ENTRIES_PATH, EntryListPage, stockMenu(ENTRY_TEXTS.menu, 20, ImportOutlined), {
    crumbs: [stockCrumb, { label: ENTRY_TEXTS.menu }],
  }),
  {
    path: `${ENTRIES_PATH}/novo`,
    component: EntryFormPage,
    resource: 'product_entries',
    action: 'write',
    breadcrumb: () => [stockCrumb, { label: ENTRY_TEXTS.menu, path: ENTRIES_PATH }, { label: ENTRY_TEXTS.newCrumb }],
  },
  menuRoute('stock_appointments', APPOINTMENTS_PATH, AppointmentListPage, stockMenu(A.menu, 30, SwapOutlined), {
    crumbs: [stockCrumb, { label: A.menu }],
  }),
  {
    path: `${APPOINTMENTS_PATH}/novo`,
    component: AppointmentFormPage,
    resource: 'stock_appointments',
    action: 'write',
    breadcrumb: () => [stockCrumb, { label: A.menu, path: APPOINTMENTS_PATH }, { label: A.newCrumb }],
  },
  menuRoute('stock', EMPTIES_PATH, EmptiesPage, stockMenu(EMPTIES_TEXTS.screen.menu, 40, InboxOutlined), {
    crumbs: [stockCrumb, { label: EMPTIES_TEXTS.screen.title }],
  }),
  {
    path: `${EMPTIES_PATH}/destroca/:supplierId`,
    component: DestrocaWorksheetPage,
    resource: 'stock',
    action: 'read',
    breadcrumb: () => [
      stockCrumb,
      { label: EMPTIES_TEXTS.screen.title, path: EMPTIES_PATH },
      { label: EMPTIES_TEXTS.screen.worksheetTitle },
    ],
  },
];

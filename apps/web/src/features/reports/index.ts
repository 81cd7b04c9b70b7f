import { COMODATO_TEXTS, REPORT_TEXTS as T } from '@ability/domain';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import {
  AVERAGE_PRICE_PATH,
  COMODATO_PATH,
  DAILY_CLOSING_PATH,
  PAYMENT_METHOD_PER_SELLER_PATH,
  PRODUCT_PER_SELLER_PATH,
} from './paths';

const DailyClosingPage = lazy(() => import('./DailyClosingPage').then((m) => ({ default: m.DailyClosingPage })));
const AveragePricePage = lazy(() => import('./AveragePricePage').then((m) => ({ default: m.AveragePricePage })));
const ProductPerSellerPage = lazy(() =>
  import('./SellerReportPages').then((m) => ({ default: m.ProductPerSellerPage })),
);
const PaymentMethodPerSellerPage = lazy(() =>
  import('./SellerReportPages').then((m) => ({ default: m.PaymentMethodPerSellerPage })),
);

const ComodatoReportPage = lazy(() => import('./ComodatoReportPage').then((m) => ({ default: m.ComodatoReportPage })));

const crumbs = (label: string) => () => [{ label: T.menu }, { label }];

/** The four reports (seeds 002 §2), in the 'Relatórios' menu group as the permission table allows. */
export const reportsRoutes: FeatureRoute[] = [
  {
    path: DAILY_CLOSING_PATH,
    component: DailyClosingPage,
    resource: 'report_daily_closing',
    action: 'read',
    breadcrumb: crumbs(T.dailyClosing),
    menu: { label: () => T.dailyClosing, group: 'reports', order: 10 },
  },
  {
    path: PRODUCT_PER_SELLER_PATH,
    component: ProductPerSellerPage,
    resource: 'report_product_per_seller',
    action: 'read',
    breadcrumb: crumbs(T.productPerSeller),
    menu: { label: () => T.productPerSeller, group: 'reports', order: 20 },
  },
  {
    path: PAYMENT_METHOD_PER_SELLER_PATH,
    component: PaymentMethodPerSellerPage,
    resource: 'report_payment_method_per_seller',
    action: 'read',
    breadcrumb: crumbs(T.paymentMethodPerSeller),
    menu: { label: () => T.paymentMethodPerSeller, group: 'reports', order: 30 },
  },
  {
    path: AVERAGE_PRICE_PATH,
    component: AveragePricePage,
    resource: 'report_average_price',
    action: 'read',
    breadcrumb: crumbs(T.averagePrice),
    menu: { label: () => T.averagePrice, group: 'reports', order: 40 },
  },
  {
    path: COMODATO_PATH,
    component: ComodatoReportPage,
    resource: 'report_comodato',
    action: 'read',
    breadcrumb: crumbs(COMODATO_TEXTS.title),
    menu: { label: () => COMODATO_TEXTS.title, group: 'reports', order: 50 },
  },
];

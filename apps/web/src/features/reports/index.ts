import { COMODATO_TEXTS, GAS_DO_POVO_REPORT_TEXTS, REPORT_TEXTS as T, type Resource } from '@ability/domain';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
import { menuRoute } from '../../shared/menuRoute';
import {
  AVERAGE_PRICE_PATH,
  COMODATO_PATH,
  DAILY_CLOSING_PATH,
  GAS_DO_POVO_REPORT_PATH,
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

const GasDoPovoReportPage = lazy(() =>
  import('./GasDoPovoReportPage').then((m) => ({ default: m.GasDoPovoReportPage })),
);

const ComodatoReportPage = lazy(() => import('./ComodatoReportPage').then((m) => ({ default: m.ComodatoReportPage })));

/** A report: in the 'Relatórios' menu group, its crumbs the group and its title. */
const report = (resource: Resource, path: string, page: FeatureRoute['component'], label: string, order: number) =>
  menuRoute(resource, path, page, { label, group: 'reports', order }, { crumbs: [{ label: T.menu }, { label }] });

/** The four reports, in the 'Relatórios' menu group as the permission table allows. */
export const reportsRoutes: FeatureRoute[] = [
  report('report_daily_closing', DAILY_CLOSING_PATH, DailyClosingPage, T.dailyClosing, 10),
  report('report_product_per_seller', PRODUCT_PER_SELLER_PATH, ProductPerSellerPage, T.productPerSeller, 20),
  report(
    'report_payment_method_per_seller',
    PAYMENT_METHOD_PER_SELLER_PATH,
    PaymentMethodPerSellerPage,
    T.paymentMethodPerSeller,
    30,
  ),
  report('report_average_price', AVERAGE_PRICE_PATH, AveragePricePage, T.averagePrice, 40),
  report('report_comodato', COMODATO_PATH, ComodatoReportPage, COMODATO_TEXTS.title, 50),
  report('report_gas_do_povo', GAS_DO_POVO_REPORT_PATH, GasDoPovoReportPage, GAS_DO_POVO_REPORT_TEXTS.title, 60),
];

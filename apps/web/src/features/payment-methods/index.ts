import { PAYMENT_METHOD_TEXTS as T } from '@ability/domain';
import { CreditCardOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { type FeatureRoute, registerRoutes } from '../../app/features';
import { PAYMENT_METHODS_PATH as PATH } from './paths';

const PaymentMethodListPage = lazy(() =>
  import('./PaymentMethodListPage').then((m) => ({ default: m.PaymentMethodListPage })),
);
const PaymentMethodNewPage = lazy(() =>
  import('./PaymentMethodFormPages').then((m) => ({ default: m.PaymentMethodNewPage })),
);
const PaymentMethodEditPage = lazy(() =>
  import('./PaymentMethodFormPages').then((m) => ({ default: m.PaymentMethodEditPage })),
);

export const paymentMethodsRoutes: FeatureRoute[] = registerRoutes('payment_methods', PATH, T, {
  pages: { list: PaymentMethodListPage, create: PaymentMethodNewPage, edit: PaymentMethodEditPage },
  menu: { group: 'registers', order: 20, icon: CreditCardOutlined },
});

import { PAYMENT_METHOD_TEXTS as T } from '@ability/domain';
import { CreditCardOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/features';
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

export const paymentMethodsRoutes: FeatureRoute[] = [
  {
    path: PATH,
    component: PaymentMethodListPage,
    resource: 'payment_methods',
    action: 'read',
    breadcrumb: () => [{ label: T.menu }],
    menu: { label: () => T.menu, group: 'registers', order: 20, icon: CreditCardOutlined },
  },
  {
    path: `${PATH}/novo`,
    component: PaymentMethodNewPage,
    resource: 'payment_methods',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.newCrumb }],
  },
  {
    path: `${PATH}/:id/editar`,
    component: PaymentMethodEditPage,
    resource: 'payment_methods',
    action: 'write',
    breadcrumb: () => [{ label: T.menu, path: PATH }, { label: T.editTitle }],
  },
];

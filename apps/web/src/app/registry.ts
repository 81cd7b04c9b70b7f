import { ACCOUNT_TEXTS, BANK_TEXTS, PAYMENT_METHOD_TEXTS, SUPPLIER_TEXTS, VEHICLE_TEXTS } from '@ability/domain';
import {
  ApartmentOutlined,
  BankOutlined,
  CarOutlined,
  CreditCardOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { employeesRoutes } from '../features/employees';
import { productsRoutes } from '../features/products';
import { resalesRoutes } from '../features/resales';
import { stockRoutes } from '../features/stock';
import { usersRoutes } from '../features/users';
import { customersRoutes } from '../features/customers';
import { groupsRoutes } from '../features/groups';
import { sectorsRoutes } from '../features/sectors';
import { payablesRoutes } from '../features/payables';
import { receivablesRoutes } from '../features/receivables';
import { transactionsRoutes } from '../features/transactions';
import { callLogsRoutes } from '../features/call-logs';
import { settingsRoutes } from '../features/settings';
import { salesRoutes } from '../features/sales';
import { deliveriesRoutes } from '../features/deliveries';
import { reportsRoutes } from '../features/reports';
import { dashboardRoutes } from '../features/dashboard';
import { settlementsRoutes } from '../features/settlements';
import { type FeatureRoute, lazyPages, registerRoutes } from './features';

/** Every feature's routes: the router and the side menu are built from this list. */
export const featureRoutes: FeatureRoute[] = [
  ...salesRoutes,
  ...deliveriesRoutes,
  ...dashboardRoutes,
  ...settlementsRoutes,
  ...employeesRoutes,
  ...registerRoutes('payment_methods', '/metodos-de-pagamento', PAYMENT_METHOD_TEXTS, {
    pages: lazyPages(() => import('../features/payment-methods/PaymentMethodPages').then((m) => m.paymentMethodPages)),
    menu: { group: 'registers', order: 20, icon: CreditCardOutlined },
  }),
  ...registerRoutes('vehicles', '/veiculos', VEHICLE_TEXTS, {
    pages: lazyPages(() => import('../features/vehicles/VehiclePages').then((m) => m.vehiclePages)),
    menu: { group: 'registers', order: 30, icon: CarOutlined },
  }),
  ...registerRoutes('suppliers', '/fornecedores', SUPPLIER_TEXTS, {
    pages: lazyPages(() => import('../features/suppliers/SupplierPages').then((m) => m.supplierPages)),
    menu: { group: 'registers', order: 40, icon: ShoppingCartOutlined },
  }),
  ...resalesRoutes,
  ...usersRoutes,
  ...customersRoutes,
  ...groupsRoutes,
  ...sectorsRoutes,
  ...productsRoutes,
  ...stockRoutes,
  ...transactionsRoutes,
  ...receivablesRoutes,
  ...payablesRoutes,
  ...registerRoutes('accounts', '/plano-de-contas', ACCOUNT_TEXTS, {
    pages: lazyPages(() => import('../features/accounts/AccountPages').then((m) => m.accountPages)),
    menu: { group: 'finance', order: 40, icon: ApartmentOutlined },
  }),
  ...registerRoutes('banks', '/bancos', BANK_TEXTS, {
    pages: lazyPages(() => import('../features/banks/BankPages').then((m) => m.bankPages)),
    menu: { group: 'finance', order: 50, icon: BankOutlined },
  }),
  ...callLogsRoutes,
  ...settingsRoutes,
  ...reportsRoutes,
];

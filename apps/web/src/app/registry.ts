import {
  ACCOUNT_TEXTS,
  BANK_TEXTS,
  EMPLOYEE_TEXTS,
  PAYMENT_METHOD_TEXTS,
  PRODUCT_TEXTS,
  SUPPLIER_TEXTS,
  USER_TEXTS,
  VEHICLE_TEXTS,
  BOTTLE_BRAND_TEXTS,
  GAS_DO_POVO_PRICE_TEXTS,
} from '@ability/domain';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  CarOutlined,
  CreditCardOutlined,
  IdcardOutlined,
  ShoppingCartOutlined,
  UserOutlined,
  TagsOutlined,
  DollarOutlined,
} from '@ant-design/icons';
import { resalesRoutes } from '../features/resales';
import { stockRoutes } from '../features/stock';
import { customersRoutes } from '../features/customers';
import { groupsRoutes } from '../features/groups';
import { sectorsRoutes } from '../features/sectors';
import { payablesRoutes } from '../features/payables';
import { receivablesRoutes } from '../features/receivables';
import { transactionsRoutes } from '../features/transactions';
import { callLogsRoutes } from '../features/call-logs';
import { settingsRoutes } from '../features/settings';
import { salesRoutes } from '../features/sales';
import { fiscalRoutes } from '../features/fiscal';
import { deliveriesRoutes } from '../features/deliveries';
import { reportsRoutes } from '../features/reports';
import { dashboardRoutes } from '../features/dashboard';
import { settlementsRoutes } from '../features/settlements';
import { gasDoPovoRoutes } from '../features/gas-do-povo';
import { type FeatureRoute, lazyPages, registerRoutes } from './features';

/** Every feature's routes: the router and the side menu are built from this list. */
export const featureRoutes: FeatureRoute[] = [
  ...salesRoutes,
  ...fiscalRoutes,
  ...deliveriesRoutes,
  ...dashboardRoutes,
  ...settlementsRoutes,
  ...registerRoutes('employees', '/funcionarios', EMPLOYEE_TEXTS, {
    pages: lazyPages(() => import('../features/employees/EmployeePages').then((m) => m.employeePages)),
    menu: { group: 'registers', order: 10, icon: IdcardOutlined },
  }),
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
  ...registerRoutes('users', '/usuarios', USER_TEXTS, {
    pages: lazyPages(() => import('../features/users/UserPages').then((m) => m.userPages)),
    menu: { group: 'registers', order: 60, icon: UserOutlined },
  }),
  ...customersRoutes,
  ...groupsRoutes,
  ...sectorsRoutes,
  ...registerRoutes('products', '/produtos', PRODUCT_TEXTS, {
    pages: lazyPages(() => import('../features/products/ProductPages').then((m) => m.productPages)),
    menu: { group: 'registers', order: 15, icon: AppstoreOutlined },
  }),
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
  ...registerRoutes('bottle_brands', '/marcas', BOTTLE_BRAND_TEXTS, {
    pages: lazyPages(() => import('../features/bottle-brands/BottleBrandPages').then((m) => m.bottleBrandPages)),
    menu: { group: 'registers', order: 90, icon: TagsOutlined },
    newSegment: 'nova',
  }),
  ...registerRoutes('gas_do_povo_prices', '/gas-do-povo/precos', GAS_DO_POVO_PRICE_TEXTS, {
    pages: lazyPages(() =>
      import('../features/gas-do-povo-prices/GasDoPovoPricePages').then((m) => m.gasDoPovoPricePages),
    ),
    menu: { group: 'finance', order: 60, icon: DollarOutlined },
  }),
  ...gasDoPovoRoutes,
  ...callLogsRoutes,
  ...settingsRoutes,
  ...reportsRoutes,
];

import { VEHICLE_TEXTS } from '@ability/domain';
import { CarOutlined } from '@ant-design/icons';
import { employeesRoutes } from '../features/employees';
import { paymentMethodsRoutes } from '../features/payment-methods';
import { productsRoutes } from '../features/products';
import { resalesRoutes } from '../features/resales';
import { stockRoutes } from '../features/stock';
import { usersRoutes } from '../features/users';
import { suppliersRoutes } from '../features/suppliers';
import { customersRoutes } from '../features/customers';
import { groupsRoutes } from '../features/groups';
import { sectorsRoutes } from '../features/sectors';
import { accountsRoutes } from '../features/accounts';
import { banksRoutes } from '../features/banks';
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
  ...paymentMethodsRoutes,
  ...registerRoutes('vehicles', '/veiculos', VEHICLE_TEXTS, {
    pages: lazyPages(() => import('../features/vehicles/VehiclePages').then((m) => m.vehiclePages)),
    menu: { group: 'registers', order: 30, icon: CarOutlined },
  }),
  ...suppliersRoutes,
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
  ...accountsRoutes,
  ...banksRoutes,
  ...callLogsRoutes,
  ...settingsRoutes,
  ...reportsRoutes,
];

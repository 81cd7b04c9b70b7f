import { employeesRoutes } from '../features/employees';
import { homeRoutes } from '../features/home';
import { paymentMethodsRoutes } from '../features/payment-methods';
import { resalesRoutes } from '../features/resales';
import { usersRoutes } from '../features/users';
import { suppliersRoutes } from '../features/suppliers';
import { vehiclesRoutes } from '../features/vehicles';
import type { FeatureRoute } from './features';

/** Every feature's routes: the router and the side menu are built from this list. */
export const featureRoutes: FeatureRoute[] = [
  ...homeRoutes,
  ...employeesRoutes,
  ...paymentMethodsRoutes,
  ...vehiclesRoutes,
  ...suppliersRoutes,
  ...resalesRoutes,
  ...usersRoutes,
];

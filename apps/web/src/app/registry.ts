import { homeRoutes } from '../features/home';
import { paymentMethodsRoutes } from '../features/payment-methods';
import { resalesRoutes } from '../features/resales';
import { suppliersRoutes } from '../features/suppliers';
import { vehiclesRoutes } from '../features/vehicles';
import type { FeatureRoute } from './features';

/** Every feature's routes: the router and the side menu are built from this list. */
export const featureRoutes: FeatureRoute[] = [
  ...homeRoutes,
  ...resalesRoutes,
  ...paymentMethodsRoutes,
  ...vehiclesRoutes,
  ...suppliersRoutes,
];

import { employeesRoutes } from '../features/employees';
import { homeRoutes } from '../features/home';
import { resalesRoutes } from '../features/resales';
import { usersRoutes } from '../features/users';
import type { FeatureRoute } from './features';

/** Every feature's routes: the router and the side menu are built from this list. */
export const featureRoutes: FeatureRoute[] = [...homeRoutes, ...employeesRoutes, ...resalesRoutes, ...usersRoutes];

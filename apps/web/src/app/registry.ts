import { homeRoutes } from '../features/home';
import { resalesRoutes } from '../features/resales';
import type { FeatureRoute } from './features';

/** Every feature's routes: the router and the side menu are built from this list. */
export const featureRoutes: FeatureRoute[] = [...homeRoutes, ...resalesRoutes];

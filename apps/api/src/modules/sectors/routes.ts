import { sectors } from './service';

/** /sectors: list (search, unit filter, export), options, get, create, update, delete. */
export const sectorsRoutes = sectors.routes;

import { groups } from './service';

/** /groups: list (search, unit filter, export), options, get, create, update, delete. */
export const groupsRoutes = groups.routes;

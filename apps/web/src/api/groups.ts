import { registerHooks } from './registers';
import type { components } from './schema.gen';

/** A customer group or sector: a description in one unit. */
export type UnitDescription = components['schemas']['Group'] | components['schemas']['Sector'];

export interface UnitDescriptionInput {
  description: string;
  resale_id: number;
}

export const groupHooks = registerHooks<UnitDescription, UnitDescriptionInput>({ path: '/groups', wrapper: 'group' });
export const sectorHooks = registerHooks<UnitDescription, UnitDescriptionInput>({
  path: '/sectors',
  wrapper: 'sector',
});

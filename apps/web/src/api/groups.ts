import { type UnitRef, registerHooks } from './registers';

/** A customer group or sector: a description in one unit. */
export interface UnitDescription {
  id: number;
  description: string;
  resale_id: number;
  resale: UnitRef | null;
}

export interface UnitDescriptionInput {
  description: string;
  resale_id: number;
}

export const groupHooks = registerHooks<UnitDescription, UnitDescriptionInput>({ path: '/groups', wrapper: 'group' });
export const sectorHooks = registerHooks<UnitDescription, UnitDescriptionInput>({
  path: '/sectors',
  wrapper: 'sector',
});

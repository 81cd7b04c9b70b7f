import { CYLINDER_CAPACITIES, EMPTY_ACCOUNTS, EMPTY_CAUSES, EMPTY_STATES, TIED_BRAND_POLICIES } from '@ability/domain';
import { pgEnum } from 'drizzle-orm/pg-core';

/** The empties' enums (packages/domain empties/rules.ts), apart so products.ts and empties.ts both take them. */
export const cylinderCapacity = pgEnum('cylinder_capacity', CYLINDER_CAPACITIES);
export const emptyState = pgEnum('empty_state', EMPTY_STATES);
export const emptyAccount = pgEnum('empty_account', EMPTY_ACCOUNTS);
export const emptyCause = pgEnum('empty_cause', EMPTY_CAUSES);
export const tiedBrandPolicy = pgEnum('tied_brand_policy', TIED_BRAND_POLICIES);

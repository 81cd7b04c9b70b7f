import type { AccountGroup, AccountMovement } from '@ability/domain';
import { type UnitRef, registerHooks } from './registers';

export interface Account {
  id: number;
  description: string;
  movement: AccountMovement;
  group: AccountGroup;
  category_id: number;
  category: { id: number; name: string };
  resale_id: number;
  resale: UnitRef;
}

export interface AccountInput {
  description: string;
  movement: AccountMovement;
  group: AccountGroup;
  category_id: number | null;
  /** A new category, created inline. */
  category_name: string | null;
  resale_id: number;
}

export interface AccountOptions {
  categories: { id: number; name: string }[];
  resales: UnitRef[];
}

export const accountHooks = registerHooks<Account, AccountInput, AccountOptions>({
  path: '/accounts',
  wrapper: 'account',
  alsoInvalidate: { onSave: [['/accounts', 'options'], ['/transactions'], ['/receivables'], ['/payables']] },
});

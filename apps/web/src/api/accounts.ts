import type { AccountGroup, AccountMovement } from '@ability/domain';
import { registerHooks } from './registers';
import type { components } from './schema.gen';

export type Account = components['schemas']['Account'];

export interface AccountInput {
  description: string;
  movement: AccountMovement;
  group: AccountGroup;
  category_id: number | null;
  /** A new category, created inline. */
  category_name: string | null;
  resale_id: number;
}

export type AccountOptions = components['schemas']['AccountOptions'];

export const accountHooks = registerHooks<Account, AccountInput, AccountOptions>({
  path: '/accounts',
  wrapper: 'account',
  alsoInvalidate: { onSave: [['/accounts', 'options'], ['/transactions'], ['/receivables'], ['/payables']] },
});

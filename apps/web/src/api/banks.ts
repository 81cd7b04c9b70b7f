import type { BankType } from '@ability/domain';
import { registerHooks } from './registers';
import type { components } from './schema.gen';

export type Bank = components['schemas']['Bank'];

export interface BankInput {
  type_bank: BankType;
  description: string;
  ag: string | null;
  account: string | null;
  init_balance_cents?: number;
  resale_id: number;
}

export const bankHooks = registerHooks<Bank, BankInput>({ path: '/banks', wrapper: 'bank' });

import type { BankType } from '@ability/domain';
import { type UnitRef, registerHooks } from './registers';

export interface Bank {
  id: number;
  type_bank: BankType;
  description: string;
  ag: string | null;
  account: string | null;
  init_balance_cents: number;
  balance_cents: number;
  resale_id: number;
  resale: UnitRef;
}

export interface BankInput {
  type_bank: BankType;
  description: string;
  ag: string | null;
  account: string | null;
  init_balance_cents?: number;
  resale_id: number;
}

export const bankHooks = registerHooks<Bank, BankInput>({ path: '/banks', wrapper: 'bank' });

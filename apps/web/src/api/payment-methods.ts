import type { CardType } from '@ability/domain';
import { registerHooks, type UnitsRecord } from './registers';

export interface PaymentMethod extends UnitsRecord {
  description: string;
  status: boolean;
  is_card: boolean;
  card_type: CardType;
  delivery_time: number;
  adm_tax: number;
  default: boolean;
}

export interface PaymentMethodInput {
  description: string;
  /** Sent as the form has it: "true"/"false". */
  status: 'true' | 'false';
  is_card: boolean;
  card_type: CardType;
  delivery_time: number;
  adm_tax: number;
  default: boolean;
  resale_ids: number[];
}

export const paymentMethodHooks = registerHooks<PaymentMethod, PaymentMethodInput>({
  path: '/payment_methods',
  wrapper: 'payment_method',
});

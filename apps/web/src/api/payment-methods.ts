import type { CardType } from '@ability/domain';
import { registerHooks } from './registers';
import type { components } from './schema.gen';

export type PaymentMethod = components['schemas']['PaymentMethod'];

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

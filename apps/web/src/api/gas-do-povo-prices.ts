import { type CreateBody, registerHooks } from './registers';
import type { components } from './schema.gen';

export type GasDoPovoPrice = components['schemas']['GasDoPovoPrice'];
export type GasDoPovoPriceInput = CreateBody<'/api/gas_do_povo_prices', 'gas_do_povo_price'>;

export const gasDoPovoPriceHooks = registerHooks<GasDoPovoPrice, GasDoPovoPriceInput>({
  path: '/gas_do_povo_prices',
  wrapper: 'gas_do_povo_price',
});

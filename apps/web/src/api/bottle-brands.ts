import { type CreateBody, registerHooks } from './registers';
import type { components } from './schema.gen';

export type BottleBrand = components['schemas']['BottleBrand'];
export type BottleBrandInput = CreateBody<'/api/bottle_brands', 'bottle_brand'>;

export const bottleBrandHooks = registerHooks<BottleBrand, BottleBrandInput>({
  path: '/bottle_brands',
  wrapper: 'bottle_brand',
});

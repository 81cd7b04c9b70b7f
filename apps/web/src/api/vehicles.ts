import type { FuelType } from '@ability/domain';
import { registerHooks } from './registers';
import type { components } from './schema.gen';

export type Vehicle = components['schemas']['Vehicle'];

/** What a vehicle's form sends. */
export interface VehicleInput {
  /** Upper-case letters and digits: ABC1234 or BRA2E19. */
  license_plate: string;
  brand: string | null;
  model: string | null;
  fuel_type: FuelType;
  resale_ids: number[];
}

export const vehicleHooks = registerHooks<Vehicle, VehicleInput>({ path: '/vehicles', wrapper: 'vehicle' });

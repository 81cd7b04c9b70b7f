import type { FuelType } from '@ability/domain';
import { registerHooks, type UnitsRecord } from './registers';

/** What a vehicle's record holds and its form sends alike. */
interface VehicleFields {
  /** Upper-case letters and digits: ABC1234 or BRA2E19. */
  license_plate: string;
  brand: string | null;
  model: string | null;
  fuel_type: FuelType;
}

export interface Vehicle extends UnitsRecord, VehicleFields {}

export interface VehicleInput extends VehicleFields {
  resale_ids: number[];
}

export const vehicleHooks = registerHooks<Vehicle, VehicleInput>({ path: '/vehicles', wrapper: 'vehicle' });

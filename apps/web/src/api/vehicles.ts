import type { FuelType } from '@ability/domain';
import { registerHooks, type UnitsRecord } from './registers';

export interface Vehicle extends UnitsRecord {
  /** Upper-case letters and digits: ABC1234 or BRA2E19. */
  license_plate: string;
  brand: string | null;
  model: string | null;
  fuel_type: FuelType;
}

export interface VehicleInput {
  license_plate: string;
  brand: string | null;
  model: string | null;
  fuel_type: FuelType;
  resale_ids: number[];
}

const hooks = registerHooks<Vehicle, VehicleInput>({ path: '/vehicles', wrapper: 'vehicle' });

export const vehicleKeys = hooks.keys;
export const useVehicleList = hooks.useList;
export const useVehicle = hooks.useOne;
export const useVehicleOptions = hooks.useOptions;
export const useSaveVehicle = hooks.useSave;
export const useDeleteVehicle = hooks.useDelete;

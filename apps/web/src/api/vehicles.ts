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

export const vehicleHooks = registerHooks<Vehicle, VehicleInput>({ path: '/vehicles', wrapper: 'vehicle' });

export const vehicleKeys = vehicleHooks.keys;
export const useVehicleList = vehicleHooks.useList;
export const useVehicle = vehicleHooks.useOne;
export const useVehicleOptions = vehicleHooks.useOptions;
export const useSaveVehicle = vehicleHooks.useSave;
export const useDeleteVehicle = vehicleHooks.useDelete;

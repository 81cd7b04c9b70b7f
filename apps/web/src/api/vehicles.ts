import { type CreateBody, registerHooks } from './registers';
import type { components } from './schema.gen';

export type Vehicle = components['schemas']['Vehicle'];

/** What a vehicle's form sends (the plate in upper-case letters and digits: ABC1234 or BRA2E19). */
export type VehicleInput = CreateBody<'/api/vehicles', 'vehicle'>;

export const vehicleHooks = registerHooks<Vehicle, VehicleInput>({ path: '/vehicles', wrapper: 'vehicle' });

import { isValidLicensePlate } from '@brazilian-utils/brazilian-utils/is-valid-license-plate';
import { formatPlate } from '../masks';

/** What is stored: upper-case letters and digits only ("abc-1234" → "ABC1234"). */
export function normalizePlate(value: string | null | undefined): string {
  return String(value ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** The old Brazilian plate AAA9999 or the Mercosul plate AAA9A99 (mask and case ignored): @brazilian-utils' check. */
export function isValidPlate(value: string | null | undefined): boolean {
  return isValidLicensePlate(normalizePlate(value));
}

/** How a vehicle is named in messages: model and plate ("Cargo 816 - ABC-1234"). */
export function vehicleName(v: { model?: string | null; license_plate: string }): string {
  return [v.model?.trim(), formatPlate(v.license_plate)].filter(Boolean).join(' - ');
}

import { onlyDigits } from '@ability/domain';
import type { components } from '../api/schema.gen';

/** What the API answers and takes of an address alike. */
export interface AddressAttributes {
  patio: string | null;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  zipcode: string | null;
  reference: string | null;
  city_id: number | null;
}

/** An address as the records answer it. */
export type AddressRecord = components['schemas']['Address'];

/** What the address block of a form holds. */
export interface AddressFormValues {
  zipcode?: string;
  patio?: string;
  number?: string;
  complement?: string;
  neighborhood?: string;
  reference?: string;
  city_id?: number | null;
}

export function addressToForm(a: AddressRecord | null | undefined): AddressFormValues {
  if (!a) return {};
  return {
    zipcode: a.zipcode ?? undefined,
    patio: a.patio ?? undefined,
    number: a.number ?? undefined,
    complement: a.complement ?? undefined,
    neighborhood: a.neighborhood ?? undefined,
    reference: a.reference ?? undefined,
    city_id: a.city_id,
  };
}

/** On submit the address travels as address_attributes, city_id taken from the chosen city (null if none). */
export function formToAddress(v: AddressFormValues | undefined): AddressAttributes {
  return {
    zipcode: onlyDigits(v?.zipcode) || null,
    patio: v?.patio || null,
    number: v?.number || null,
    complement: v?.complement || null,
    neighborhood: v?.neighborhood || null,
    reference: v?.reference || null,
    city_id: v?.city_id ?? null,
  };
}

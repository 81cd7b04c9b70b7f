import { formatAddress, onlyDigits } from '@ability/domain';
import { useSyncExternalStore } from 'react';
import type { AddressRecord } from '../../shared/address';

/** A phone stored as digits (DDD + number), dialled with Brazil's country code. */
export const telUrl = (phone: string) => `tel:+55${onlyDigits(phone)}`;

/** The address as a map search: street, number, neighbourhood, city (the reference point stays on the card). */
export const mapsQuery = (a: AddressRecord) => formatAddress({ ...a, complement: null });

/** Google Maps' search link (opens the app on a phone). */
export const mapsUrl = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

const subscribe = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};

/** Whether the browser says it is online (re-renders when that changes). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

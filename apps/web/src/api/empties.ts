import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BottleBrand } from './bottle-brands';
import { api, apiList } from './client';
import { DELIVERIES_HEADER } from './offlineCaches';
import type { components } from './schema.gen';

export type CustomerEmpties = components['schemas']['CustomerEmpties'];
export type PlaceEmpties = components['schemas']['PlaceEmpties'];
export type EmptyBrands = components['schemas']['EmptyBrands'];

export const emptiesKeys = {
  all: ['empties'] as const,
  customer: (id: number) => ['empties', 'customer', id] as const,
  brands: (resaleId: number | undefined) => ['empties', 'brands', resaleId ?? 'all'] as const,
  flags: ['empties', 'flags'] as const,
};

/**
 * The active bottle brands of the user's units and each unit's flag (GET /empties/brands, any role that
 * sells): the deliverer's brand buttons and the sale form's tied-brand warning. Sent as the deliveries' view,
 * so the service worker keeps it for the card without network.
 */
export function useEmptyBrands() {
  return useQuery({
    queryKey: emptiesKeys.flags,
    queryFn: () => api<EmptyBrands>('/empties/brands', { headers: { [DELIVERIES_HEADER]: 'deliveries' } }),
    staleTime: 5 * 60_000,
  });
}

/** The empties a customer owes and the cylinders they hold on loan, by brand (GET /empties/customers/:id). */
export function useCustomerEmpties(customerId: number | null | undefined) {
  return useQuery({
    queryKey: emptiesKeys.customer(customerId ?? 0),
    queryFn: () =>
      api<CustomerEmpties>(`/empties/customers/${customerId}`, { headers: { [DELIVERIES_HEADER]: 'deliveries' } }),
    enabled: !!customerId,
  });
}

/** The active bottle brands of a unit (every unit's when none is given), for the brand selects. */
export function useBottleBrands(resaleId?: number) {
  return useQuery({
    queryKey: emptiesKeys.brands(resaleId),
    queryFn: async () =>
      (await apiList<BottleBrand>('/bottle_brands', { query: resaleId ? { resale_id: resaleId } : {} })).rows.filter(
        (b) => b.active,
      ),
    staleTime: 60_000,
  });
}

export type EmptyMoves = components['schemas']['EmptyMoves'];
export type EmptyMove = EmptyMoves['data'][number];
export type EmptyDistributor = components['schemas']['EmptyDistributors'][number];
export type PlaceBalance = PlaceEmpties['balances'][number];

const placeKeys = {
  places: (resaleId: number) => ['empties', 'places', resaleId] as const,
  moves: (resaleId: number, date: string, page: number) => ['empties', 'moves', resaleId, date, page] as const,
  distributors: (resaleId: number) => ['empties', 'distributors', resaleId] as const,
};

/** A unit's fulls and empties per place (depot and vehicles), brand, capacity and state (GET /empties/places). */
export function usePlaceEmpties(resaleId: number | undefined) {
  return useQuery({
    queryKey: placeKeys.places(resaleId ?? 0),
    queryFn: () => api<PlaceEmpties>('/empties/places', { query: { resale_id: resaleId } }),
    enabled: !!resaleId,
  });
}

/** A unit's movements of one day, a page at a time (GET /empties/moves). */
export function useEmptyMoves(resaleId: number | undefined, date: string, page: number) {
  return useQuery({
    queryKey: placeKeys.moves(resaleId ?? 0, date, page),
    queryFn: () => api<EmptyMoves>('/empties/moves', { query: { resale_id: resaleId, date, page } }),
    enabled: !!resaleId,
    placeholderData: keepPreviousData,
  });
}

/** The unit's distributors with the empties of their brand held at the depot (GET /empties/distributors). */
export function useEmptyDistributors(resaleId: number | undefined) {
  return useQuery({
    queryKey: placeKeys.distributors(resaleId ?? 0),
    queryFn: () => api<EmptyDistributor[]>('/empties/distributors', { query: { resale_id: resaleId } }),
    enabled: !!resaleId,
  });
}

/** A write of the places (a count, a load or unload, a destroca): one key per attempt, the lists refreshed. */
function usePlaceWrite<B>(path: string, wrapper: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: B; key: string }) =>
      api<unknown>(path, { method: 'POST', body: { [wrapper]: body }, headers: { 'Idempotency-Key': key } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: emptiesKeys.all }),
  });
}

export interface CountBody {
  resale_id: number;
  vehicle_id?: number | null;
  reason?: string | null;
  lines: { brand_id: number | null; capacity: string; state: string; counted: number }[];
}
export const useRecordCount = () => usePlaceWrite<CountBody>('/empties/counts', 'count');
export const useRecordTransfer = () =>
  usePlaceWrite<{
    resale_id: number;
    vehicle_id: number;
    direction: 'load' | 'unload';
    brand_id: number | null;
    capacity: string;
    state: string;
    quantity: number;
  }>('/empties/transfers', 'transfer');
export const useRecordDestroca = () =>
  usePlaceWrite<{
    resale_id: number;
    supplier_id: number;
    capacity: string;
    quantity: number;
    brand_in?: number | null;
  }>('/empties/destrocas', 'destroca');

import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import type { components } from './schema.gen';

export type GasDoPovoUnitStatus = components['schemas']['GasDoPovoUnitStatus'];

/** Where a unit stands in Gás do Povo today: enrolled, its UF and the reference price in force. */
export function useGasDoPovoStatus(resaleId: number | undefined) {
  return useQuery({
    queryKey: ['gas_do_povo', 'units', resaleId ?? 0],
    queryFn: () => api<GasDoPovoUnitStatus>(`/gas_do_povo/units/${resaleId}`),
    enabled: !!resaleId,
    staleTime: 60_000,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { components } from './schema.gen';

export type ProductFiscalReply = components['schemas']['ProductFiscal'];
export type ProductFiscalData = NonNullable<ProductFiscalReply['fiscal']>;

/** A product's fiscal data queries; a product save (which carries `fiscal`) drops them (api/products.ts). */
export const productFiscalKeys = { all: ['product-fiscal'] as const, one: (id: number) => ['product-fiscal', id] };

/** GET /products/{id}/fiscal: the saved data, or the preset the description suggests. */
export function useProductFiscal(id: number | undefined) {
  return useQuery({
    queryKey: productFiscalKeys.one(id ?? 0),
    queryFn: () => api<ProductFiscalReply>(`/products/${id}/fiscal`),
    enabled: !!id,
  });
}

export type FiscalSettings = components['schemas']['FiscalSettings'];
export type FiscalSettingsInput = Omit<
  FiscalSettings,
  'resale_id' | 'csc_token_set' | 'sefaz_demo' | 'certificate' | 'nuvem_client_secret_set'
> & {
  csc_token?: string | null;
  /** Write-only; null keeps the stored one. */
  nuvem_client_secret?: string | null;
  certificate?: { pfx_base64: string; password: string } | null;
};

const settingsKey = (resaleId: number) => ['fiscal-settings', resaleId];

/** GET /resales/{id}/fiscal_settings: no secret comes back, only whether the CSC is set and the certificate's holder. */
export function useFiscalSettings(resaleId: number | undefined) {
  return useQuery({
    queryKey: settingsKey(resaleId ?? 0),
    queryFn: () => api<FiscalSettings>(`/resales/${resaleId}/fiscal_settings`),
    enabled: !!resaleId,
  });
}

export function useSaveFiscalSettings(resaleId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FiscalSettingsInput) =>
      api<FiscalSettings>(`/resales/${resaleId}/fiscal_settings`, { method: 'PUT', body: { fiscal_settings: body } }),
    onSuccess: (saved) => qc.setQueryData(settingsKey(resaleId), saved),
  });
}

export type FiscalConnectionTest = components['schemas']['FiscalConnectionTest'];

/** POST /resales/{id}/fiscal_settings/test_connection ('Testar conexão'): SEFAZ's status answer or the problem. */
export function useTestFiscalConnection(resaleId: number) {
  return useMutation({
    mutationFn: () =>
      api<FiscalConnectionTest>(`/resales/${resaleId}/fiscal_settings/test_connection`, { method: 'POST' }),
  });
}

import { useQuery } from '@tanstack/react-query';
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

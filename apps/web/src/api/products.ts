import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiList } from './client';
import { type ProductFiscalData, productFiscalKeys } from './fiscal';
import { registerHooks } from './registers';
import type { components } from './schema.gen';

export type ProductStock = Product['stock'];

export type Product = components['schemas']['Product'];

export interface ProductInput {
  description: string;
  resale_id: number;
  bottle_id: number | null;
  category_id: number | null;
  price_cents: number;
  default: boolean;
  gas_do_povo_eligible?: boolean;
  /** The cylinder capacity it refills (or is, with is_cylinder); null: not a gas product. */
  capacity?: Product['capacity'];
  is_cylinder?: boolean;
  stock_attributes: { minimum: number };
  /** Sent when the form's 'Fiscal' section holds data (features/fiscal). */
  fiscal?: ProductFiscalData;
}

export type ProductOption = ProductOptions['products'][number];

export type Category = components['schemas']['Category'];

export type ProductOptions = components['schemas']['ProductOptions'];

export const productHooks = registerHooks<Product, ProductInput, ProductOptions>({
  path: '/products',
  wrapper: 'product',
  alsoInvalidate: { onSave: [productFiscalKeys.all] },
});

export const productKeys = productHooks.keys;
export const useProductOptions = productHooks.useOptions;

/** The stock counts of the whole filter (header Stock-Summary). */
export type StockTotals = Product['stock'];

/**
 * The stock screen: a page of the filter's products with the counts of the whole filter (header
 * Stock-Summary), so a unit with thousands of products answers a page, not all of them.
 */
export function useStock(q: { resale_id?: number; product_id?: number; page: number }) {
  return useQuery({
    queryKey: [...productKeys.all, 'stock', q],
    queryFn: async () => {
      const list = await apiList<Product>('/products', { query: q });
      const totals = JSON.parse(list.headers.get('Stock-Summary') ?? 'null') as StockTotals | null;
      return { ...list, totals };
    },
    placeholderData: (previous) => previous,
  });
}

/** Categories have no screen: the product form creates one inline. */
export function useCreateCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (category: { name: string; resale_id: number }) =>
      api<Category>('/categories', { method: 'POST', body: { category } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: productKeys.options() }),
  });
}

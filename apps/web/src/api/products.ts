import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiList } from './client';
import { type UnitRef, registerHooks } from './registers';

export interface ProductStock {
  platform: number;
  lending: number;
  defect: number;
  minimum: number;
  total: number;
}

export interface Product {
  id: number;
  description: string;
  price_cents: number;
  resale_id: number;
  resale: UnitRef;
  bottle_id: number | null;
  bottle: { id: number; description: string } | null;
  category_id: number | null;
  category: { id: number; name: string } | null;
  default: boolean;
  stock: ProductStock;
}

export interface ProductInput {
  description: string;
  resale_id: number;
  bottle_id: number | null;
  category_id: number | null;
  price_cents: number;
  default: boolean;
  stock_attributes: { minimum: number };
}

export interface ProductOption {
  id: number;
  description: string;
  price_cents: number;
  resale_id: number;
  default: boolean;
  bottle_id: number | null;
  bottle: { id: number; description: string } | null;
  category_id: number | null;
}

export interface Category {
  id: number;
  name: string;
  resale_id: number;
}

export interface ProductOptions {
  resales: UnitRef[];
  products: ProductOption[];
  categories: Category[];
}

export const productHooks = registerHooks<Product, ProductInput, ProductOptions>({
  path: '/products',
  wrapper: 'product',
});

export const productKeys = productHooks.keys;
export const useProduct = productHooks.useOne;
export const useProductOptions = productHooks.useOptions;
export const useSaveProduct = productHooks.useSave;

/** The stock counts of the whole filter (header Stock-Summary). */
export type StockTotals = Product['stock'];

/**
 * The stock screen: a page of the filter's products with the counts of the whole filter (header
 * Stock-Summary), so a unit with thousands of products answers a page, not all of them (issue 26).
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

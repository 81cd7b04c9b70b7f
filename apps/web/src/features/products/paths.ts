export const PRODUCTS_PATH = '/produtos';

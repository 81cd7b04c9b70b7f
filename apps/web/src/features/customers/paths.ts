export const CUSTOMERS_PATH = '/clientes';
export const SALE_NEW_PATH = '/vendas/novo';

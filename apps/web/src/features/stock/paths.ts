export const STOCK_PATH = '/estoque';
export const ENTRIES_PATH = '/estoque/entradas';
export const APPOINTMENTS_PATH = '/estoque/apontamentos';

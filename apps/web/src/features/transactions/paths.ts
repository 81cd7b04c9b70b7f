export const TRANSACTIONS_PATH = '/transacoes';

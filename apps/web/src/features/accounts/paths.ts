export const ACCOUNTS_PATH = '/plano-de-contas';

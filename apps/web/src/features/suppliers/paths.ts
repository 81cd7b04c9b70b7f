export const SUPPLIERS_PATH = '/fornecedores';

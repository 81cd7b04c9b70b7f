export const BANKS_PATH = '/bancos';

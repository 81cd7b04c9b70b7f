export const SECTORS_PATH = '/setores';

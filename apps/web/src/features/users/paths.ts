export const USERS_PATH = '/usuarios';

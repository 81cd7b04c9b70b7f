export const GROUPS_PATH = '/grupos';

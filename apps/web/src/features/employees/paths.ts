export const EMPLOYEES_PATH = '/funcionarios';

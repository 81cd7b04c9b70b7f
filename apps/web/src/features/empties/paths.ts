/** The 'Vasilhames' screen (under Estoque) and its destroca worksheet. */
export const EMPTIES_PATH = '/estoque/vasilhames';

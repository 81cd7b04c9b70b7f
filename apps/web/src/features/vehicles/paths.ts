export const VEHICLES_PATH = '/veiculos';

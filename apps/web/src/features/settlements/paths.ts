export const SETTLEMENTS_PATH = '/acerto';

import { api } from './client';
import type { components } from './schema.gen';

export type City = components['schemas']['City'];

export type CepAddress = components['schemas']['CepAddress'];

export const searchCities = (startsWith: string) => api<City[]>('/cities', { query: { starts_with: startsWith } });
export const lookupCep = (cep: string) => api<CepAddress>(`/cep/${cep}`);

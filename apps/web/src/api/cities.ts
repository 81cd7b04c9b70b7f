import { api } from './client';

export interface City {
  id: number;
  name: string;
  state_acronym: string;
  state_name: string;
}

export interface CepAddress {
  zipcode: string;
  patio: string;
  complement: string;
  neighborhood: string;
  city_id: number | null;
  city: City | null;
}

export const searchCities = (startsWith: string) => api<City[]>('/cities', { query: { starts_with: startsWith } });
export const lookupCep = (cep: string) => api<CepAddress>(`/cep/${cep}`);

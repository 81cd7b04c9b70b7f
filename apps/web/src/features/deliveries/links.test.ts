import { describe, expect, it } from 'vitest';
import type { AddressRecord } from '../../shared/address';
import { mapsQuery, mapsUrl, telUrl } from './links';

describe('deliverer links', () => {
  it('dials a stored phone with the country code', () => {
    expect(telUrl('19997055505')).toBe('tel:+5519997055505');
    expect(telUrl('(19) 3307-7652')).toBe('tel:+551933077652');
  });
  it('searches the address on Google Maps, without the apartment (it stays on the card, with the reference)', () => {
    const a: AddressRecord = {
      id: 1,
      patio: 'Rua Coronel Quirino',
      number: '1335',
      complement: 'apto 3',
      neighborhood: 'Cambuí',
      zipcode: '13025001',
      reference: 'em frente à praça',
      references: 'em frente à praça',
      city_id: 1,
      city: { id: 1, name: 'Campinas', state_acronym: 'SP', state_name: 'São Paulo' },
    };
    const q = mapsQuery(a);
    expect(q).toBe('Rua Coronel Quirino, 1335 - Cambuí, Campinas/SP - 13.025-001');
    expect(mapsUrl(q)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Rua%20Coronel%20Quirino%2C%201335%20-%20Cambu%C3%AD%2C%20Campinas%2FSP%20-%2013.025-001',
    );
  });
});

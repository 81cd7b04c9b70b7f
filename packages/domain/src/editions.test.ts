import { describe, expect, it } from 'vitest';
import { EDITIONS, editionForHost, editionInfo, isEdition } from './editions';

describe('editionForHost', () => {
  it('is the manager edition when the host name contains "gestor"', () => {
    expect(editionForHost('abilitygestor.com.br')).toBe('manager');
    expect(editionForHost('GESTOR.example.com:3000')).toBe('manager');
    expect(editionForHost('app.abilitygestor.com.br')).toBe('manager');
  });

  it('is the gas edition otherwise', () => {
    expect(editionForHost('abilitygas.com.br')).toBe('gas');
    expect(editionForHost('localhost:3000')).toBe('gas');
    expect(editionForHost(undefined)).toBe('gas');
    expect(editionForHost(null)).toBe('gas');
  });

  it('ignores the port', () => {
    expect(editionForHost('localhost:gestor')).toBe('gas');
  });

  it('lets a valid override win over the host', () => {
    expect(editionForHost('abilitygestor.com.br', 'gas')).toBe('gas');
    expect(editionForHost('abilitygas.com.br', 'manager')).toBe('manager');
  });

  it('ignores an unknown override', () => {
    expect(editionForHost('abilitygestor.com.br', 'other')).toBe('manager');
    expect(editionForHost('abilitygas.com.br', '')).toBe('gas');
  });
});

describe('editionInfo', () => {
  it('names the unit per edition', () => {
    expect(editionInfo('gas')).toMatchObject({ title: 'AbilityGás', unit: 'Revenda', unitsPath: '/revendas' });
    expect(editionInfo('manager')).toMatchObject({ title: 'AbilityGestor', unit: 'Loja', unitsPath: '/lojas' });
  });

  it('recognises editions', () => {
    for (const e of EDITIONS) expect(isEdition(e)).toBe(true);
    expect(isEdition('gestor')).toBe(false);
    expect(isEdition(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { COMODATO_TEXTS, CUSTOMER_TEXTS } from './customers/labels';
import { countOf } from './messages';

describe('countOf', () => {
  it('is singular for 1 only (0 is plural in pt-BR)', () => {
    expect(countOf(1, 'cliente', 'clientes')).toBe('1 cliente');
    expect(countOf(0, 'cliente', 'clientes')).toBe('0 clientes');
    expect(countOf(14, 'vasilhame', 'vasilhames')).toBe('14 vasilhames');
  });

  it('makes the counted texts read as sentences, not "(s)"', () => {
    expect(COMODATO_TEXTS.total(14, 1)).toBe('14 vasilhames com 1 cliente');
    expect(COMODATO_TEXTS.customerHeld(1)).toBe('1 vasilhame em comodato');
    expect(CUSTOMER_TEXTS.importReport(2, 0, 1)).toBe('2 criados, 0 atualizados, 1 linha com erro.');
    expect(CUSTOMER_TEXTS.importProgress(1, 3)).toBe('1 de 3 linhas processadas');
  });
});

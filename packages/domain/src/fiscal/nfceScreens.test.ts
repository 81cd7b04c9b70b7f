import { describe, expect, it } from 'vitest';
import { NFCE_FILTER_VALUES, NFCE_SCREEN_TEXTS, nfceRejectionFix } from './nfceScreens';

describe('nfceRejectionFix', () => {
  it("points an item's code to the product's fiscal data", () => {
    expect(nfceRejectionFix('778')).toBe('product'); // NCM inexistente
    expect(nfceRejectionFix('806')).toBe('product'); // CEST
    expect(nfceRejectionFix('1101')).toBe('product'); // IBS/CBS
  });
  it("points the issuer's data and the certificate to the unit's settings", () => {
    expect(nfceRejectionFix('209')).toBe('unit'); // IE do emitente inválida
    expect(nfceRejectionFix('207')).toBe('unit'); // CNPJ do emitente inválido
    expect(nfceRejectionFix('280')).toBe('unit'); // certificado
  });
  it('names no fix for other codes or none', () => {
    expect(nfceRejectionFix('225')).toBeNull();
    expect(nfceRejectionFix(null)).toBeNull();
    expect(nfceRejectionFix('')).toBeNull();
  });
});

describe('the filter', () => {
  it('has a label for each state and for a sale without a note', () => {
    for (const v of NFCE_FILTER_VALUES) expect(NFCE_SCREEN_TEXTS.filterLabels[v]).toBeTruthy();
    expect(NFCE_FILTER_VALUES).toContain('sem_nfce');
  });
});

describe('a note the job could not build', () => {
  it('shows no number and the reason instead of a SEFAZ code', () => {
    expect(NFCE_SCREEN_TEXTS.number(null, null)).toBe('Sem número (não montada)');
    expect(NFCE_SCREEN_TEXTS.number(1, 42)).toBe('Série 1 · Nº 42');
    expect(NFCE_SCREEN_TEXTS.rejectedBy(null, 'O produto "X" não tem dados fiscais.')).toBe(
      'Nota não montada: O produto "X" não tem dados fiscais.',
    );
    expect(NFCE_SCREEN_TEXTS.rejectedBy('778', 'Rejeição: Informado NCM inexistente')).toBe(
      'SEFAZ 778: Rejeição: Informado NCM inexistente',
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalCents,
  decimalE4,
  defaultPaymentCode,
  issuesNfceOn,
  monoIcmsFigures,
  nfcePresence,
  paymentCodeFor,
} from './nfce';

const method = (description: string, extra: Partial<Parameters<typeof defaultPaymentCode>[0]> = {}) => ({
  id: 7,
  description,
  is_card: false,
  card_type: 'other' as const,
  ...extra,
});

describe('NFC-e payment codes (tPag)', () => {
  it('defaults by what a method is: cash, PIX, cards, cheque, others with their description', () => {
    expect(defaultPaymentCode(method('Dinheiro'))).toEqual({ tPag: '01' });
    expect(defaultPaymentCode(method('PIX (QR)'))).toEqual({ tPag: '17' });
    expect(defaultPaymentCode(method('Crédito', { is_card: true, card_type: 'credit' }))).toEqual({ tPag: '03' });
    expect(defaultPaymentCode(method('Débito', { is_card: true, card_type: 'debit' }))).toEqual({ tPag: '04' });
    expect(defaultPaymentCode(method('Cheque pré'))).toEqual({ tPag: '02' });
    expect(defaultPaymentCode(method('Fiado'))).toEqual({ tPag: '99', xPag: 'Fiado' });
  });

  it('a Gás do Povo redemption is 99 "Gás do Povo" until the unit sets another code', () => {
    const gdp = method('Gás do Povo', { gas_do_povo: true });
    expect(paymentCodeFor(gdp)).toEqual({ tPag: '99', xPag: 'Gás do Povo' });
    expect(paymentCodeFor(gdp, { gas_do_povo: { tPag: '05' } })).toEqual({ tPag: '05' });
    expect(paymentCodeFor(method('Fiado'), { '7': { tPag: '05' } })).toEqual({ tPag: '05' });
    expect(paymentCodeFor(method('Fiado'), { '7': { tPag: '99' } })).toEqual({ tPag: '99', xPag: 'Fiado' });
  });
});

describe('NFC-e decimals and the single-stage ICMS', () => {
  it('cents and ×10⁴ values print as the layout decimals, read back to the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (c) => {
        expect(decimalCents(c)).toMatch(/^\d+\.\d{2}$/);
        expect(Math.round(Number(decimalCents(c)) * 100)).toBe(c);
        expect(Math.round(Number(decimalE4(c)) * 10_000)).toBe(c);
      }),
    );
    expect(decimalCents(5)).toBe('0.05');
    expect(decimalE4(130_000)).toBe('13.0000');
    expect(decimalE4(1_000_000, 2)).toBe('100.00');
    expect(() => decimalE4(12_345, 2)).toThrow();
  });

  it('two P13 at R$ 1,3939/kg: 26 kg, R$ 36,24 (36.2414 rounded)', () => {
    expect(monoIcmsFigures(2, 130_000, 13_939)).toEqual({ taxableE4: 260_000, icmsCents: 3624 });
  });

  it('the ICMS is kg × rate rounded half up to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 900_000 }),
        fc.nat(100_000),
        (q, kg, r) => {
          const { taxableE4, icmsCents } = monoIcmsFigures(q, kg, r);
          expect(taxableE4).toBe(q * kg);
          expect(Math.abs(icmsCents - (q * kg * r) / 1_000_000)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});

describe('NFC-e presence (indPres)', () => {
  it('a walk-in sale at the counter is 1; one that went out, and every order, is home delivery (4)', () => {
    const at = new Date();
    expect(nfcePresence({ channel: 'door', in_transit_at: null })).toBe(1);
    expect(nfcePresence({ channel: 'pos', in_transit_at: null })).toBe(1);
    expect(nfcePresence({ channel: 'door', in_transit_at: at })).toBe(4);
    expect(nfcePresence({ channel: 'disk', in_transit_at: null })).toBe(4);
    expect(nfcePresence({ channel: 'whatsapp', in_transit_at: at })).toBe(4);
    expect(nfcePresence({ channel: 'business', in_transit_at: null })).toBe(4);
  });
});

describe('issuesNfceOn (when the unit issues)', () => {
  it('save: every live sale; delivered: delivered or finished; manual: never; canceled and refused: never', () => {
    for (const status of ['created', 'delayed', 'in_transit', 'delivered', 'finished', 'canceled', 'rejected']) {
      const live = status !== 'canceled' && status !== 'rejected';
      expect(issuesNfceOn('save', status)).toBe(live);
      expect(issuesNfceOn('delivered', status)).toBe(status === 'delivered' || status === 'finished');
      expect(issuesNfceOn('manual', status)).toBe(false);
    }
  });
});

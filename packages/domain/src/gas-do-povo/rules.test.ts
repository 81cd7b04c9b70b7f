import { describe, expect, it } from 'vitest';
import type { ReferencePrice } from './prices';
import {
  checkGasDoPovoSale,
  GAS_DO_POVO_ERRORS as E,
  type GasDoPovoSaleCheck,
  gasDoPovoReceiptRequired,
  normalizeNsu,
} from './rules';

const prices: ReferencePrice[] = [{ uf: 'PE', price_cents: 8967, starts_on: '2025-11-24', ends_on: null }];
const base: GasDoPovoSaleCheck = {
  unit: 'A revenda "Centro"',
  enrolled: true,
  uf: 'PE',
  date: '2026-11-28',
  prices,
  lines: [
    { product: 'P13', eligible: true, quantity: 1 },
    { product: 'Frete', eligible: false, quantity: 1 },
  ],
  redemptions: [{ nsu: '123 456', validation: 'cpf_sms', cpf_last4: '1234', value_cents: null }],
  usedNsus: new Set(['999']),
};
const refusal = (over: Partial<GasDoPovoSaleCheck>) => {
  const r = checkGasDoPovoSale({ ...base, ...over });
  return r.ok ? null : r.error;
};
const redemption = base.redemptions[0]!;

describe('checkGasDoPovoSale', () => {
  it('accepts one refill of an eligible product at the price in force', () => {
    expect(checkGasDoPovoSale(base)).toEqual({ ok: true, price_cents: 8967 });
    expect(refusal({ redemptions: [{ ...redemption, value_cents: 8967 }] })).toBeNull();
  });

  it('refuses a unit not enrolled, without UF or without price in force', () => {
    expect(refusal({ enrolled: false })).toBe('A revenda "Centro" não está credenciada no Gás do Povo.');
    expect(refusal({ uf: null })).toBe(E.noUf('A revenda "Centro"'));
    expect(refusal({ uf: 'MT' })).toBe('Não há preço de referência do Gás do Povo em vigor para MT em 28/11/2026.');
    expect(refusal({ date: '2025-11-23' })).toBe(E.noPrice('PE', '2025-11-23'));
  });

  it('refuses a product not eligible', () => {
    expect(refusal({ lines: [{ product: 'Água 20L', eligible: false, quantity: 1 }] })).toBe(
      'O produto "Água 20L" não é elegível ao Gás do Povo.',
    );
  });

  it('refuses a second refill on one redemption, and two redemptions on a sale', () => {
    expect(refusal({ lines: [{ product: 'P13', eligible: true, quantity: 2 }] })).toBe(E.oneRefill);
    expect(
      refusal({
        lines: [
          { product: 'P13', eligible: true, quantity: 1 },
          { product: 'P13 Liquigás', eligible: true, quantity: 1 },
        ],
      }),
    ).toBe(E.oneRefill);
    expect(refusal({ redemptions: [redemption, { ...redemption, nsu: '2' }] })).toBe(E.oneRedemption);
  });

  it('refuses a typed value', () => {
    expect(refusal({ redemptions: [{ ...redemption, value_cents: 9000 }] })).toBe(
      'O valor do Gás do Povo não é digitado: é o preço de referência em vigor (R$ 89,67).',
    );
  });

  it('refuses an NSU missing or already used in the unit, however typed', () => {
    expect(refusal({ redemptions: [{ ...redemption, nsu: ' - ' }] })).toBe(E.nsuRequired);
    expect(refusal({ redemptions: [{ ...redemption, nsu: '9.9-9' }] })).toBe(
      'O NSU 999 já foi usado em outro resgate do Gás do Povo desta unidade.',
    );
    expect(normalizeNsu(' ab-12 ')).toBe('AB12');
  });

  it('refuses a missing validation or CPF digits (only the last four: LGPD)', () => {
    expect(refusal({ redemptions: [{ ...redemption, validation: 'pix' }] })).toBe(E.validationRequired);
    expect(refusal({ redemptions: [{ ...redemption, cpf_last4: '12345678901' }] })).toBe(E.cpfLast4);
    expect(refusal({ redemptions: [{ ...redemption, cpf_last4: null }] })).toBe(E.cpfLast4);
  });
});

describe('an order whose redemption waits for the door', () => {
  const none = { nsu: null, validation: null, cpf_last4: null, value_cents: null };
  it('is accepted without the receipt while pending, priced as always', () => {
    expect(checkGasDoPovoSale({ ...base, pending: true, redemptions: [none] })).toEqual({
      ok: true,
      price_cents: 8967,
    });
  });
  it('is refused without the receipt once handed over', () => {
    expect(refusal({ redemptions: [none] })).toBe(E.nsuRequired);
  });
  it('still checks the rest while pending: the product, the unit, a receipt typed in part', () => {
    expect(refusal({ pending: true, redemptions: [none], enrolled: false })).toBe(E.notEnrolled(base.unit));
    expect(refusal({ pending: true, redemptions: [{ ...none, nsu: '42' }] })).toBe(E.validationRequired);
  });
});

describe('gasDoPovoReceiptRequired', () => {
  it('asks the receipt once the sale is handed over, not while the order waits for the door', () => {
    expect(gasDoPovoReceiptRequired('delivered')).toBe(true);
    expect(gasDoPovoReceiptRequired('finished')).toBe(true);
    for (const s of ['created', 'in_transit', 'delayed'] as const) expect(gasDoPovoReceiptRequired(s)).toBe(false);
  });
});

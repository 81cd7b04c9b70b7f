import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpfWithCheckDigits } from '../validators';
import { hasValidCrc, parseTlv, tlvValue } from './emv';
import { PIX_LIMITS, buildPixPayload, pixAmount, pixMerchantName, pixText, pixTxid, readPixPayload } from './pix';

const MANUAL_KEY = '123e4567-e12b-12d1-a456-426655440000';
const MANUAL_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('buildPixPayload', () => {
  it("builds the Banco Central manual's static example exactly", () => {
    expect(buildPixPayload({ key: MANUAL_KEY, name: 'Fulano de Tal', city: 'BRASILIA' })).toBe(MANUAL_STATIC);
    expect(
      buildPixPayload({ key: MANUAL_KEY, name: 'Fulano de Tal', city: 'BRASILIA', amountCents: 0, txid: '' }),
    ).toBe(MANUAL_STATIC);
  });

  it('puts the amount in 54 with a dot and two decimals, and the order number as txid', () => {
    const payload = buildPixPayload({
      key: '+5511987654321',
      name: 'Gás Bom Distribuidora Ltda',
      city: 'São José dos Campos',
      amountCents: 12345,
      txid: 4321,
    });
    const fields = parseTlv(payload)!;
    expect(fields.map((f) => f.id)).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(tlvValue(fields, '54')).toBe('123.45');
    expect(tlvValue(fields, '59')).toBe('Gas Bom Distribuidora Ltd'); // 25
    expect(tlvValue(fields, '60')).toBe('Sao Jose dos Ca'); // 15
    expect(tlvValue(fields, '62')).toBe('05044321');
    expect(tlvValue(fields, '26')).toBe('0014br.gov.bcb.pix0114+5511987654321');
    expect(hasValidCrc(payload)).toBe(true);
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
  });

  it('writes the amount in reais from integer cents', () => {
    expect(pixAmount(1)).toBe('0.01');
    expect(pixAmount(10)).toBe('0.10');
    expect(pixAmount(11000)).toBe('110.00');
    expect(pixAmount(999_999_999_999)).toBe('9999999999.99');
    expect(() => pixAmount(1_000_000_000_000)).toThrow(RangeError);
    expect(() => pixAmount(-1)).toThrow(RangeError);
    expect(() => pixAmount(1.5)).toThrow(RangeError);
  });

  it('txid: letters and digits only, at most 25, "***" when none', () => {
    expect(pixTxid(null)).toBe('***');
    expect(pixTxid('  ')).toBe('***');
    expect(pixTxid('Pedido nº 12.345-ç')).toBe('Pedidon12345c');
    expect(pixTxid('x'.repeat(30))).toHaveLength(25);
  });

  it('names and cities lose accents and anything outside ASCII', () => {
    expect(pixText('Açaí & Gás  Conceição', 25)).toBe('Acai & Gas Conceicao');
    expect(pixText('  São Paulo  ', 15)).toBe('Sao Paulo');
    expect(pixText('Gás 🔥', 25)).toBe('Gas');
  });

  it('the description fills what is left of field 26, never more than 99 characters', () => {
    const payload = buildPixPayload({
      key: MANUAL_KEY,
      name: 'Loja',
      city: 'Recife',
      description: 'Pedido 12 — obrigado! '.repeat(9),
    });
    const account = tlvValue(parseTlv(payload), '26')!;
    expect(account).toHaveLength(99);
    expect(tlvValue(parseTlv(account), '02')).toMatch(/^Pedido 12 obrigado!/);
    const longKey = `${'a'.repeat(66)}@gasbom.com`;
    const full = buildPixPayload({ key: longKey, name: 'Loja', city: 'Recife', description: 'sem espaço' });
    expect(tlvValue(parseTlv(tlvValue(parseTlv(full), '26')!), '02')).toBeUndefined();
  });

  it('refuses a payload it could not write correctly', () => {
    expect(() => buildPixPayload({ key: '', name: 'Loja', city: 'Recife' })).toThrow(RangeError);
    expect(() => buildPixPayload({ key: 'a b', name: 'Loja', city: 'Recife' })).toThrow(RangeError);
    expect(() => buildPixPayload({ key: 'x'.repeat(78), name: 'Loja', city: 'Recife' })).toThrow(RangeError);
    expect(() => buildPixPayload({ key: 'joão@gás.com', name: 'Loja', city: 'Recife' })).toThrow(RangeError);
    expect(() => buildPixPayload({ key: MANUAL_KEY, name: 'Loja', city: ' ' })).toThrow(RangeError);
  });
});

describe('the merchant name (field 59)', () => {
  it("a unit name without an ASCII letter or digit gives way to the legal name, then to 'LOJA'", () => {
    const name = (n: string, legalName?: string | null) =>
      tlvValue(parseTlv(buildPixPayload({ key: MANUAL_KEY, name: n, legalName, city: 'Recife' })), '59');
    expect(name('🔥🔥🔥')).toBe('LOJA');
    expect(name('  ')).toBe('LOJA');
    expect(name('— ★ —')).toBe('LOJA');
    expect(name('🔥', 'Gás Bom Comércio Ltda')).toBe('Gas Bom Comercio Ltda');
    expect(name('🔥', '🔥')).toBe('LOJA');
    expect(name('Gás 🔥', 'Outra Ltda')).toBe('Gas');
    expect(name('Revenda 7')).toBe('Revenda 7');
    expect(pixMerchantName(null, undefined)).toBe('LOJA');
  });
});

describe('readPixPayload', () => {
  it("reads the manual's example back", () => {
    expect(readPixPayload(MANUAL_STATIC)).toEqual({
      key: MANUAL_KEY,
      description: null,
      amountCents: null,
      name: 'Fulano de Tal',
      city: 'BRASILIA',
      txid: '***',
      crcValid: true,
    });
    expect(readPixPayload(`${MANUAL_STATIC.slice(0, -1)}E`)).toMatchObject({ crcValid: false });
  });

  it('says null for what is not a static PIX code', () => {
    expect(readPixPayload('')).toBeNull();
    expect(readPixPayload('hello')).toBeNull();
    expect(readPixPayload('000202')).toBeNull();
    expect(readPixPayload(MANUAL_STATIC.replace('br.gov.bcb.pix', 'br.gov.bcb.xyz'))).toBeNull();
  });
});

describe('every built payload is well formed (property)', () => {
  const key = fc.oneof(
    fc.uuid(),
    fc.stringMatching(/^\d{9}$/).map(cpfWithCheckDigits),
    fc.emailAddress().filter((e) => e.length <= 77),
    fc.stringMatching(/^\+55[1-9]{2}9\d{8}$/),
  );
  const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }));
  const input = fc.record({
    key,
    name: fc.oneof(
      text.map((s) => `Gás ${s}`),
      text,
    ),
    legalName: fc.option(text),
    city: text.map((s) => `São ${s}`),
    amountCents: fc.option(fc.integer({ min: 0, max: 999_999_999_999 })),
    txid: fc.option(fc.oneof(fc.nat(), text)),
    description: fc.option(text),
  });

  it('parses back as TLV with exact lengths, in the manual order, with a valid CRC and the same data', () => {
    fc.assert(
      fc.property(input, (i) => {
        const payload = buildPixPayload(i);
        expect(payload).toMatch(/^[\x20-\x7e]+$/);
        const fields = parseTlv(payload)!;
        expect(fields).not.toBeNull();
        for (const f of fields) expect(f.value).toHaveLength(f.length);
        expect(fields.map((f) => `${f.id}${String(f.length).padStart(2, '0')}${f.value}`).join('')).toBe(payload);
        const amount = i.amountCents ?? 0;
        expect(fields.map((f) => f.id)).toEqual([
          '00',
          '26',
          '52',
          '53',
          ...(amount > 0 ? ['54'] : []),
          '58',
          '59',
          '60',
          '62',
          '63',
        ]);
        const account = parseTlv(tlvValue(fields, '26')!)!;
        expect(['0001', '000102']).toContain(account.map((f) => f.id).join(''));
        expect(tlvValue(fields, '26')!.length).toBeLessThanOrEqual(PIX_LIMITS.merchantAccount);
        expect(hasValidCrc(payload)).toBe(true);

        const read = readPixPayload(payload)!;
        expect(read.crcValid).toBe(true);
        expect(read.key).toBe(i.key);
        expect(read.amountCents).toBe(amount > 0 ? amount : null);
        expect(read.name).toBe(pixMerchantName(i.name, i.legalName));
        if (/[A-Za-z0-9]/.test(pixText(i.name, PIX_LIMITS.name)))
          expect(read.name).toBe(pixText(i.name, PIX_LIMITS.name));
        expect(read.name.length).toBeGreaterThan(0);
        expect(read.name.length).toBeLessThanOrEqual(25);
        expect(read.city.length).toBeLessThanOrEqual(15);
        expect(read.txid).toBe(pixTxid(i.txid));
        expect(read.txid).toMatch(/^([A-Za-z0-9]{1,25}|\*\*\*)$/);
      }),
    );
  });
});

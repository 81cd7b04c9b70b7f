import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc16, crc16Hex, hasValidCrc, parseTlv, tlv, tlvValue, withCrc } from './emv';

/** Examples of the Banco Central's manuals (the static one is also built by pix.test.ts). */
const MANUAL_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const MANUAL_DYNAMIC =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';
const MANUAL_BR_CODE =
  '00020104141234567890123426580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-42665544000027300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5917NOME DO RECEBEDOR6008BRASILIA61087007490062190515RP12345678-201980390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304AD38';

describe('CRC16-CCITT-FALSE', () => {
  it('has the check value 0x29B1 for "123456789" and 0xFFFF for nothing', () => {
    expect(crc16('123456789')).toBe(0x29b1);
    expect(crc16Hex('123456789')).toBe('29B1');
    expect(crc16('')).toBe(0xffff);
  });

  it("gives the CRC of the manuals' examples (over the payload up to and including 6304)", () => {
    for (const example of [MANUAL_STATIC, MANUAL_DYNAMIC, MANUAL_BR_CODE]) {
      expect(crc16Hex(example.slice(0, -4))).toBe(example.slice(-4));
      expect(withCrc(example.slice(0, -8))).toBe(example);
      expect(hasValidCrc(example)).toBe(true);
    }
  });

  it('pads to 4 upper-case hex digits', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(crc16Hex(s)).toMatch(/^[0-9A-F]{4}$/);
      }),
    );
  });

  it('catches any one changed character (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 60 }).filter((s) => /^[\x20-\x7e]+$/.test(s)),
        fc.nat(),
        fc.integer({ min: 1, max: 94 }),
        (body, at, shift) => {
          const payload = withCrc(body);
          const i = at % body.length;
          const changed = String.fromCharCode(((body.charCodeAt(i) - 0x20 + shift) % 95) + 0x20);
          const tampered = body.slice(0, i) + changed + body.slice(i + 1) + payload.slice(body.length);
          expect(hasValidCrc(payload)).toBe(true);
          expect(hasValidCrc(tampered)).toBe(false);
        },
      ),
    );
  });

  it('refuses a payload without a well-formed field 63', () => {
    expect(hasValidCrc('')).toBe(false);
    expect(hasValidCrc(MANUAL_STATIC.replace('6304', '6305'))).toBe(false);
    expect(hasValidCrc(`${MANUAL_STATIC.slice(0, -4)}1d3d`)).toBe(true);
  });
});

describe('TLV', () => {
  it('writes ID + 2-digit length + value and refuses what it cannot write', () => {
    expect(tlv('58', 'BR')).toBe('5802BR');
    expect(tlv('62', '')).toBe('6200');
    expect(() => tlv('5', 'BR')).toThrow(RangeError);
    expect(() => tlv('26', 'x'.repeat(100))).toThrow(RangeError);
  });

  it("reads the manuals' examples field by field, templates too", () => {
    const fields = parseTlv(MANUAL_BR_CODE)!;
    expect(fields.map((f) => f.id)).toEqual([
      '00',
      '04',
      '26',
      '27',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '61',
      '62',
      '80',
      '63',
    ]);
    expect(tlvValue(fields, '54')).toBe('123.45');
    expect(tlvValue(parseTlv(tlvValue(fields, '62')!), '05')).toBe('RP12345678-2019');
    expect(parseTlv(tlvValue(parseTlv(MANUAL_DYNAMIC), '26')!)).toEqual([
      { id: '00', length: 14, value: 'br.gov.bcb.pix' },
      { id: '25', length: 48, value: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441' },
    ]);
  });

  it('says null for text that is not TLV', () => {
    expect(parseTlv('')).toEqual([]);
    expect(parseTlv('0002')).toBeNull();
    expect(parseTlv('00020')).toBeNull();
    expect(parseTlv('AB0201')).toBeNull();
    expect(parseTlv('0x0201')).toBeNull();
  });

  it('reads back what it writes (property)', () => {
    const field = fc.record({
      id: fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0')),
      value: fc.string({ maxLength: 99 }),
    });
    fc.assert(
      fc.property(fc.array(field, { maxLength: 8 }), (fields) => {
        const text = fields.map((f) => tlv(f.id, f.value)).join('');
        expect(parseTlv(text)).toEqual(fields.map((f) => ({ ...f, length: f.value.length })));
      }),
    );
  });
});

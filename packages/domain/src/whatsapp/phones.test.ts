import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nationalOfWaId, phoneCandidatesOfWaId, phoneOfWaId, waIdOfPhone, whatsappPhoneOf } from './phones';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((a) => a.join(''));
const area = fc
  .integer({ min: 11, max: 99 })
  .filter((n) => n % 10 !== 0)
  .map(String);

describe('WhatsApp numbers of Brazil', () => {
  it('12- and 13-digit wa_ids of one mobile give the same candidates and the same new phone', () => {
    fc.assert(
      fc.property(area, fc.integer({ min: 6, max: 9 }), digits(7), (a, first, rest) => {
        const last8 = `${first}${rest}`;
        const with9 = `55${a}9${last8}`;
        const without = `55${a}${last8}`;
        expect(phoneCandidatesOfWaId(with9)).toEqual(phoneCandidatesOfWaId(without));
        expect(phoneOfWaId(with9)).toBe(`${a}9${last8}`);
        expect(phoneOfWaId(without)).toBe(`${a}9${last8}`);
        expect(phoneCandidatesOfWaId(with9)).toContain(phoneOfWaId(with9));
      }),
    );
  });

  it('a landline keeps 10 digits and is among its candidates', () => {
    expect(phoneOfWaId('551932345678')).toBe('1932345678');
    expect(phoneCandidatesOfWaId('551932345678')).toEqual(['19932345678', '1932345678']);
  });

  it('the area code and the last 8 digits decide; anything else is not a Brazilian wa_id', () => {
    expect(nationalOfWaId('5519912345678')).toEqual({ area: '19', last8: '12345678', ninth: true });
    for (const bad of ['', '19912345678', '15551234567', '55199123456789', '550912345678', '5510912345678'])
      expect(phoneCandidatesOfWaId(bad)).toEqual([]);
    fc.assert(
      fc.property(fc.string(), (s) => {
        const c = phoneCandidatesOfWaId(s);
        expect(c.length === 0 || c.length === 2).toBe(true);
        for (const p of c) expect(p).toMatch(/^\d{10,11}$/);
      }),
    );
  });

  it('a stored mobile, 10 or 11 digits, opens the 13-digit wa_id that matches it back; a landline none', () => {
    fc.assert(
      fc.property(area, fc.integer({ min: 6, max: 9 }), digits(7), (a, first, rest) => {
        const last8 = `${first}${rest}`;
        const wa = waIdOfPhone(`${a}9${last8}`);
        expect(wa).toBe(`55${a}9${last8}`);
        expect(waIdOfPhone(`${a}${last8}`)).toBe(wa);
        expect(phoneCandidatesOfWaId(wa!)).toContain(`${a}9${last8}`);
      }),
    );
    expect(waIdOfPhone('1933334444')).toBeNull();
    expect(waIdOfPhone('19912345678')).toBe('5519912345678');
    // With the ninth digit it is a mobile whatever follows: shown and stored as one.
    expect(phoneOfWaId('5519931722622')).toBe('19931722622');
    expect(phoneOfWaId('551931722622')).toBe('1931722622');
    expect(waIdOfPhone('19933')).toBeNull();
    expect(waIdOfPhone('0199123456')).toBeNull();
  });

  it('the phone a conversation opens with: a mobile marked WhatsApp first, then any mobile, never a landline', () => {
    expect(whatsappPhoneOf([{ phone: '1933334444', whatsapp: true }])).toBeNull();
    expect(
      whatsappPhoneOf([
        { phone: '1933334444', whatsapp: true },
        { phone: '19991234567', whatsapp: false },
        { phone: '19987654321', whatsapp: true },
      ]),
    ).toBe('19987654321');
    expect(whatsappPhoneOf([{ phone: '1933334444' }, { phone: '19991234567' }])).toBe('19991234567');
    expect(whatsappPhoneOf([])).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_WARNING_DAYS, FISCAL_SETTINGS_TEXTS, certificateState } from './settings';

const DAY = 86_400_000;

describe('the A1 certificate’s expiry', () => {
  it('warns from 30 days before expiry; expired after', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(certificateState(new Date(now.getTime() + 31 * DAY), now)).toEqual({ days: 31, state: 'valid' });
    expect(certificateState(new Date(now.getTime() + 30 * DAY), now)).toEqual({ days: 30, state: 'valid' });
    expect(certificateState(new Date(now.getTime() + 29 * DAY), now)).toEqual({ days: 29, state: 'expiring' });
    expect(certificateState(new Date(now.getTime() + 1000), now).state).toBe('expiring');
    expect(certificateState(now, now).state).toBe('expired');
  });

  it('the state only worsens as time passes', () => {
    const rank = { valid: 0, expiring: 1, expired: 2 };
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: 0, max: 400 }), (offset, later) => {
        const expires = new Date(Date.UTC(2027, 0, 1) + offset * 3_600_000);
        const now = new Date(Date.UTC(2027, 0, 1) - CERTIFICATE_WARNING_DAYS * DAY);
        const a = certificateState(expires, now).state;
        const b = certificateState(expires, new Date(now.getTime() + later * 3_600_000)).state;
        expect(rank[b]).toBeGreaterThanOrEqual(rank[a]);
      }),
    );
  });

  it('says the days left in pt-BR', () => {
    expect(FISCAL_SETTINGS_TEXTS.certificateExpiring(1)).toBe('O certificado vence em 1 dia.');
    expect(FISCAL_SETTINGS_TEXTS.certificateExpiring(12)).toBe('O certificado vence em 12 dias.');
  });
});

import { describe, expect, it } from 'vitest';
import { formatMask, formatPlate } from '../masks';
import { isValidPlate, normalizePlate, vehicleName } from './plate';

describe('plates', () => {
  it('accepts the old form AAA-9999 and the Mercosul form AAA9A99, mask and case ignored', () => {
    for (const p of ['ABC-1234', 'abc1234', 'BRA2E19', 'bra-2e19', ' FRT 4C21 ']) expect(isValidPlate(p), p).toBe(true);
  });

  it('refuses anything else', () => {
    for (const p of ['', 'AB-1234', 'ABC-123', 'ABC12345', '1BC1234', 'ABC1DD3', 'ABCD123', 'ABC-12E4'])
      expect(isValidPlate(p), p).toBe(false);
  });

  it('stores upper-case letters and digits only', () => {
    expect(normalizePlate('abc-1234')).toBe('ABC1234');
    expect(normalizePlate('bra 2e19')).toBe('BRA2E19');
  });

  it('the input mask and the list format agree with what is valid', () => {
    expect(formatMask('plate', 'abc1234')).toBe('ABC-1234');
    expect(formatMask('plate', 'bra2e19')).toBe('BRA2E19');
    expect(formatPlate('ABC1234')).toBe('ABC-1234');
    expect(formatPlate('BRA2E19')).toBe('BRA2E19');
  });

  it('names a vehicle by model and plate', () => {
    expect(vehicleName({ model: 'Cargo 816', license_plate: 'ABC1234' })).toBe('Cargo 816 - ABC-1234');
    expect(vehicleName({ model: null, license_plate: 'BRA2E19' })).toBe('BRA2E19');
  });
});

import { describe, expect, it } from 'vitest';
import type { SessionUser } from './context';
import { ValidationError } from './errors';
import { allowedUnits, assertWritableUnit, assertWritableUnits, canSeeUnit, unitsFilter } from './scope';

const user = (role: SessionUser['role'], resale_ids: number[]): SessionUser => ({
  id: 1,
  email: 'x@x.com',
  phone: null,
  role,
  employee: null,
  resale_ids,
});

describe('unit scoping', () => {
  const admin = user('admin', []);
  const attendant = user('attendant', [1, 3]);

  it('admins see every unit; others only their own', () => {
    expect(allowedUnits(admin)).toBeNull();
    expect(allowedUnits(attendant)).toEqual([1, 3]);
    expect(canSeeUnit(admin, 99)).toBe(true);
    expect(canSeeUnit(attendant, 3)).toBe(true);
    expect(canSeeUnit(attendant, 2)).toBe(false);
    expect(canSeeUnit(attendant, null)).toBe(false);
  });

  it('a list filter on another unit yields nothing, never that unit', () => {
    expect(unitsFilter(attendant, 2)).toEqual([]);
    expect(unitsFilter(attendant, 3)).toEqual([3]);
    expect(unitsFilter(attendant)).toEqual([1, 3]);
    expect(unitsFilter(admin)).toBeNull();
    expect(unitsFilter(admin, 2)).toEqual([2]);
  });

  it('writing into a unit the user does not hold is a 422 on resale', () => {
    expect(() => assertWritableUnit(attendant, 1)).not.toThrow();
    try {
      assertWritableUnit(attendant, 2);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ValidationError);
      expect((e as ValidationError).fields).toEqual({ resale: ['não pertence às suas unidades'] });
    }
    expect(() => assertWritableUnits(attendant, [1, 2])).toThrow(ValidationError);
    expect(() => assertWritableUnits(admin, [7, 8])).not.toThrow();
  });
});

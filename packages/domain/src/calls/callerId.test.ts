import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CallerIdParser, isMobileNumber, numberFromFrame, parseCallerIdStream } from './callerId';

describe('numberFromFrame', () => {
  it('drops the first two digits', () => {
    expect(numberFromFrame('0119987654321')).toBe('19987654321');
    expect(numberFromFrame('0133334444')).toBe('33334444');
  });
  it('refuses numbers shorter than 8 or longer than 11 digits, and non-digits', () => {
    expect(numberFromFrame('011234567')).toBeNull();
    expect(numberFromFrame('01123456789012')).toBeNull();
    expect(numberFromFrame('01abc45678')).toBeNull();
    expect(numberFromFrame('')).toBeNull();
  });
});

describe('isMobileNumber', () => {
  it('9 digits starting with 9, 8 digits starting with 6–9, with or without area code', () => {
    expect(isMobileNumber('987654321')).toBe(true);
    expect(isMobileNumber('19987654321')).toBe(true);
    expect(isMobileNumber('87654321')).toBe(true);
    expect(isMobileNumber('1967654321')).toBe(true);
    expect(isMobileNumber('33334444')).toBe(false);
    expect(isMobileNumber('1933334444')).toBe(false);
    expect(isMobileNumber('887654321')).toBe(false);
  });
});

describe('CallerIdParser', () => {
  it('reads a frame split across reads', () => {
    const p = new CallerIdParser();
    expect(p.push('A01')).toEqual([]);
    expect(p.push('199876')).toEqual([]);
    expect(p.push('54321E')).toEqual(['19987654321']);
  });
  it('reads several frames in one read, with noise between them', () => {
    expect(parseCallerIdStream('\r\nA0133334444E\r\nxyzA0219987654321E\n')).toEqual(['33334444', '19987654321']);
  });
  it('drops a broken frame and restarts at the next A', () => {
    expect(parseCallerIdStream('A01333?A0133334444E')).toEqual(['33334444']);
    expect(parseCallerIdStream('A0133A0144445555E')).toEqual(['44445555']);
    expect(parseCallerIdStream('0133334444E')).toEqual([]);
    expect(parseCallerIdStream('A01234E')).toEqual([]);
  });
  it('does not grow without bound on a frame that never ends', () => {
    const p = new CallerIdParser();
    expect(p.push(`A${'1'.repeat(5000)}E`)).toEqual([]);
    expect(p.push('A0133334444E')).toEqual(['33334444']);
  });
  it('reset forgets an unfinished frame', () => {
    const p = new CallerIdParser();
    p.push('A0133');
    p.reset();
    expect(p.push('334444E')).toEqual([]);
  });
});

/** A valid frame: two prefix digits and an 8–11 digit number. */
const frameArb = fc.record({
  prefix: fc.stringMatching(/^\d{2}$/),
  number: fc.stringMatching(/^\d{8,11}$/),
});
/** Noise never contains the frame start. */
const noiseArb = fc.string({ maxLength: 6 }).map((s) => s.replace(/A/g, ''));

describe('CallerIdParser properties', () => {
  it('any split of a valid stream with noise between frames gives the same calls, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(noiseArb, frameArb), { maxLength: 8 }),
        noiseArb,
        fc.array(fc.nat(), { maxLength: 20 }),
        (parts, tail, cuts) => {
          const stream = parts.map(([noise, f]) => `${noise}A${f.prefix}${f.number}E`).join('') + tail;
          const expected = parts.map(([, f]) => f.number);
          expect(parseCallerIdStream(stream)).toEqual(expected);
          const points = [...new Set(cuts.map((c) => c % (stream.length + 1)))].sort((a, b) => a - b);
          const p = new CallerIdParser();
          const got: string[] = [];
          let from = 0;
          for (const at of [...points, stream.length]) {
            got.push(...p.push(stream.slice(from, at)));
            from = at;
          }
          expect(got).toEqual(expected);
        },
      ),
    );
  });

  it('one character at a time is the same as the whole stream, for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('A', 'E', '0', '1', '9', 'x', '\n') }), (s) => {
        const p = new CallerIdParser();
        const got = [...s].flatMap((ch) => p.push(ch));
        expect(got).toEqual(parseCallerIdStream(s));
      }),
    );
  });
});

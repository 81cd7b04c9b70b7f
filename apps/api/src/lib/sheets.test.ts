import { formatCents } from '@ability/domain';
import { describe, expect, it } from 'vitest';
import { safeCell } from './sheets';

describe('safeCell (OWASP CSV injection)', () => {
  it('prefixes text that a spreadsheet would run with an apostrophe', () => {
    for (const text of ['=HYPERLINK("http://x","x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', '-', '=']) {
      expect(safeCell(text)).toBe(`'${text}`);
    }
  });

  it('keeps numbers, numbers written as text and any other text as they are', () => {
    for (const value of [-1250, 0, 3.5, '', 'Maria', 'R$ 10,00', '19 3232-4545', "'=já protegido", null, undefined]) {
      expect(safeCell(value)).toBe(value);
    }
    for (const money of [formatCents(-123456), formatCents(-5), '-12,50', '-1.234', '+5', '-3%', '-R$ 1.234,56']) {
      expect(safeCell(money)).toBe(money);
    }
  });
});

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const NUMBER = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 → "R$ 1.234,56" (with a normal space, so tests and prints read the same). */
export function formatCents(cents: number | null | undefined): string {
  return BRL.format((cents ?? 0) / 100).replace(/\u00a0/g, ' ');
}

/** 123456 → "1.234,56" */
export function formatCentsPlain(cents: number | null | undefined): string {
  return NUMBER.format((cents ?? 0) / 100);
}

/**
 * Parses what a person types in reais ("1.234,56", "R$ 10", "10,5", "-3,20") into integer cents.
 * Returns null when the text holds no number.
 */
export function parseReaisToCents(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return Number.isFinite(text) ? Math.round(text * 100) : null;
  const negative = /^\s*-|-\s*R?\$?\s*\d/.test(text) || /^\s*R\$\s*-/.test(text);
  const cleaned = text.replace(/[^\d,]/g, '');
  if (!/\d/.test(cleaned)) return null;
  const [intPart = '0', decPart = ''] = cleaned.split(',', 2);
  const cents = Number.parseInt(intPart || '0', 10) * 100 + Number.parseInt(`${decPart}00`.slice(0, 2), 10);
  return negative ? -cents : cents;
}

/** Reais typed in a form (number) to cents, rounding half away from float noise. */
export function reaisToCents(reais: number): number {
  return Math.round(reais * 100);
}

export function centsToReais(cents: number): number {
  return cents / 100;
}

export function onlyDigits(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/\D/g, '');
}

/** A masked field: its patterns in react-imask's syntax, and whether letters are shown upper-case. */
export interface MaskSpec {
  /** '0' takes a digit, 'A' a letter; any other character is written by the mask itself. */
  readonly patterns: readonly string[];
  readonly upperCase?: boolean;
}

/**
 * Every mask of the app, written once: the web's inputs hand these patterns to react-imask, and the
 * display formatters below read the same ones, so a value looks the same typed and shown. With
 * several patterns the first one that takes every character wins (react-imask's rule as well): a phone
 * grows from a landline into a mobile and a CPF into a CNPJ as the digits come.
 */
export const MASKS = {
  phone: { patterns: ['(00) 0000-0000', '(00) 00000-0000'] },
  cpf: { patterns: ['000.000.000-00'] },
  cnpj: { patterns: ['00.000.000/0000-00'] },
  cpf_cnpj: { patterns: ['000.000.000-00', '00.000.000/0000-00'] },
  cep: { patterns: ['00.000-000'] },
  date: { patterns: ['00/00/0000'] },
  // The old plate AAA-0000 and the Mercosul plate AAA0A00 (no dash).
  plate: { patterns: ['AAA-0000', 'AAA0A00'], upperCase: true },
} as const satisfies Record<string, MaskSpec>;

export type MaskKind = keyof typeof MASKS;

/** What each slot character of a pattern takes (react-imask's `definitions`). */
export const MASK_SLOTS: Readonly<Record<string, RegExp>> = { '0': /\d/, A: /[A-Z]/ };

/**
 * A typed or pasted character as a mask reads it: one no slot of the mask takes (a separator, a letter
 * in a phone) is dropped, as the mask writes its own separators.
 */
export function maskChar(spec: MaskSpec, ch: string): string {
  const c = spec.upperCase ? ch.toUpperCase() : ch;
  return spec.patterns.some((p) => [...p].some((s) => MASK_SLOTS[s]?.test(c))) ? c : '';
}

/** Fills one pattern; a character that does not fit the next slot is skipped, as the input does. */
function fill(pattern: string, chars: string): { text: string; taken: number } {
  let text = '';
  let fixed = '';
  let taken = 0;
  let i = 0;
  for (const p of pattern) {
    const slot = MASK_SLOTS[p];
    if (!slot) {
      fixed += p;
      continue;
    }
    // A character the slot does not take is skipped; the separators before the slot stay (as typed).
    while (i < chars.length && !slot.test(chars[i] ?? '')) {
      text += fixed;
      fixed = '';
      i++;
    }
    if (i >= chars.length) break;
    // A fixed character shows once a slot after it is filled: '(19' while typing, not '(19) '.
    text += fixed + chars[i++];
    fixed = '';
    taken++;
  }
  return { text, taken };
}

function fillBest(spec: MaskSpec, chars: string): { text: string; complete: boolean } {
  let best = { text: '', taken: -1 };
  for (const pattern of spec.patterns) {
    const f = fill(pattern, chars);
    if (f.taken > best.taken) best = f;
  }
  return { text: best.text, complete: best.taken === chars.length };
}

/** A value as its masked input shows it (the same patterns react-imask is given). */
export function formatMask(kind: MaskKind, value: string | null | undefined): string {
  const spec: MaskSpec = MASKS[kind];
  const chars = [...String(value ?? '')].map((ch) => maskChar(spec, ch)).join('');
  return fillBest(spec, chars).text;
}

/** Caller-ID numbers may come without the area code; lists show them as ####-#### / #####-####. */
const LOCAL_PHONE: MaskSpec = { patterns: ['0000-0000', '00000-0000'] };

/** (##) ####-#### or (##) #####-####; numbers without area code are shown as ####-#### / #####-####. */
export function formatPhone(value: string | null | undefined): string {
  const d = onlyDigits(value);
  if (d.length === 10 || d.length === 11) return formatMask('phone', d);
  if (d.length === 8 || d.length === 9) return fillBest(LOCAL_PHONE, d).text;
  return d;
}

/** ###.###.###-## (11 digits) or ##.###.###/####-## (14 digits). */
export function formatCpfCnpj(value: string | null | undefined): string {
  return formatMask('cpf_cnpj', onlyDigits(value));
}

/** ##.###-### */
export function formatCep(value: string | null | undefined): string {
  return formatMask('cep', onlyDigits(value));
}

/** Old plate AAA-#### or Mercosul AAA0A00, upper-case; anything else upper-case as it is. */
export function formatPlate(value: string | null | undefined): string {
  const chars = String(value ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const f = fillBest(MASKS.plate, chars);
  return f.complete && chars.length === 7 ? f.text : chars;
}

import { onlyDigits } from '../masks';
import { VALIDATION } from '../messages';
import { isValidCnpj, isValidCpf, isValidEmail, isValidPhone } from '../validators';

/** The kinds of PIX key (DICT): CPF, CNPJ, e-mail, phone and the random key (EVP). */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Telefone',
  random: 'Chave aleatória',
};

/** Longest key the DICT accepts (an e-mail key may have up to 77 characters). */
export const PIX_KEY_MAX_LENGTH = 77;

/** Messages of a refused key, in the API's style (the field's name goes before them). */
export const PIX_KEY_MESSAGES = {
  required: VALIDATION.required,
  type: VALIDATION.inclusion,
  cpf: VALIDATION.invalidCpf,
  cnpj: VALIDATION.invalidCnpj,
  email: VALIDATION.invalidEmail,
  emailTooLong: VALIDATION.tooLong(PIX_KEY_MAX_LENGTH),
  phone: 'não é um telefone válido (informe DDD e número, ex.: (11) 98765-4321)',
  phoneForeign: 'deve ser um telefone do Brasil (+55)',
  random: 'não é uma chave aleatória válida (36 caracteres, ex.: 123e4567-e89b-12d3-a456-426614174000)',
} as const;

export type PixKeyCheck = { ok: true; key: string } | { ok: false; error: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** What a person may type around the digits of a CPF or CNPJ. */
const DOCUMENT_TEXT = /^[\d.\-/\s]+$/;
/** What a person may type around the digits of a phone. */
const PHONE_TEXT = /^\+?[\d\s().-]+$/;

/** A phone key as the DICT keeps it: +55, area code, number (+5511987654321); null when it is not a Brazilian phone. */
function phoneKey(text: string): string | null {
  if (!PHONE_TEXT.test(text)) return null;
  const d = onlyDigits(text);
  let national: string;
  if (text.startsWith('+')) {
    if (!d.startsWith('55')) return null;
    national = d.slice(2);
  } else if (d.length === 12 || d.length === 13) {
    // 12 or 13 digits can only be 55 + area code + number (a national number has 10 or 11).
    if (!d.startsWith('55')) return null;
    national = d.slice(2);
  } else national = d;
  return isValidPhone(national) && (national.length === 10 || national.length === 11) ? `+55${national}` : null;
}

/**
 * The key as the DICT keeps it and the BR Code carries it: CPF and CNPJ digits only; e-mail and
 * random key trimmed and in lower case; a phone as +55DDDNUMBER. A phone that cannot be read is
 * returned trimmed (validatePixKey says why).
 */
export function normalizePixKey(type: PixKeyType, key: string | null | undefined): string {
  const text = String(key ?? '').trim();
  switch (type) {
    case 'cpf':
    case 'cnpj':
      return onlyDigits(text);
    case 'email':
    case 'random':
      return text.toLowerCase();
    case 'phone':
      return phoneKey(text) ?? text;
  }
}

/**
 * Checks a key of the given type and gives it back normalised (normalizePixKey). CPF and CNPJ need
 * valid check digits; an e-mail at most 77 characters, ASCII; a phone is Brazilian (landline or
 * mobile, with area code; +55 optional); a random key is a UUID (any version, any case).
 */
export function validatePixKey(type: PixKeyType, key: string | null | undefined): PixKeyCheck {
  const text = String(key ?? '').trim();
  if (!text) return { ok: false, error: PIX_KEY_MESSAGES.required };
  if (!(PIX_KEY_TYPES as readonly string[]).includes(type)) return { ok: false, error: PIX_KEY_MESSAGES.type };
  const normal = normalizePixKey(type, text);
  switch (type) {
    case 'cpf':
      return DOCUMENT_TEXT.test(text) && isValidCpf(normal)
        ? { ok: true, key: normal }
        : { ok: false, error: PIX_KEY_MESSAGES.cpf };
    case 'cnpj':
      return DOCUMENT_TEXT.test(text) && isValidCnpj(normal)
        ? { ok: true, key: normal }
        : { ok: false, error: PIX_KEY_MESSAGES.cnpj };
    case 'email':
      if (normal.length > PIX_KEY_MAX_LENGTH) return { ok: false, error: PIX_KEY_MESSAGES.emailTooLong };
      return isValidEmail(normal) && /^[\x21-\x7e]+$/.test(normal)
        ? { ok: true, key: normal }
        : { ok: false, error: PIX_KEY_MESSAGES.email };
    case 'phone': {
      const phone = phoneKey(text);
      if (phone) return { ok: true, key: phone };
      const foreign = text.startsWith('+') && !onlyDigits(text).startsWith('55') && PHONE_TEXT.test(text);
      return { ok: false, error: foreign ? PIX_KEY_MESSAGES.phoneForeign : PIX_KEY_MESSAGES.phone };
    }
    case 'random':
      return UUID.test(normal) ? { ok: true, key: normal } : { ok: false, error: PIX_KEY_MESSAGES.random };
  }
}

import { hasValidCrc, parseTlv, tlv, tlvValue, withCrc } from './emv';

/**
 * Static PIX BR Code (Banco Central, "Manual de Padrões
 * para Iniciação do Pix", EMV QRCPS-MPM): the text behind the QR and the "copia e cola".
 */

/** The PIX arrangement's GUI inside field 26. */
export const PIX_GUI = 'br.gov.bcb.pix';

/** Size limits of the manual (characters). */
export const PIX_LIMITS = {
  key: 77,
  merchantAccount: 99,
  name: 25,
  city: 15,
  txid: 25,
  amount: 13,
} as const;

/** Merchant name when neither the unit's name nor its legal name has a letter or digit once made ASCII. */
export const PIX_FALLBACK_NAME = 'LOJA';

/** txid of a static code without one. */
export const PIX_NO_TXID = '***';

export interface PixPayloadInput {
  /** The unit's key, normalised (validatePixKey / normalizePixKey). */
  key: string;
  /** Merchant name (the unit's name): ASCII, cut to 25. */
  name: string;
  /** The unit's legal name (razão social), when it has one: the name when `name` has no ASCII letter or digit. */
  legalName?: string | null;
  /** Merchant city: ASCII, cut to 15. */
  city: string;
  /** Amount in cents; none or 0 leaves field 54 out (the payer types the amount). */
  amountCents?: number | null;
  /** Transaction id (the sale's order number): letters and digits, cut to 25; none → "***". */
  txid?: string | number | null;
  /** Optional message to the payer (field 26-02), cut to what fits in field 26's 99 characters. */
  description?: string | null;
}

/** Accents off (São → Sao), then only printable ASCII, spaces collapsed, cut to `max` characters. */
export function pixText(text: string | null | undefined, max: number): string {
  return String(text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/**
 * The merchant name (field 59): the first of `names` with an ASCII letter or digit once made ASCII (a unit
 * named '🔥🔥' has none), else PIX_FALLBACK_NAME.
 */
export function pixMerchantName(...names: (string | null | undefined)[]): string {
  for (const n of names) {
    const text = pixText(n, PIX_LIMITS.name);
    if (/[A-Za-z0-9]/.test(text)) return text;
  }
  return PIX_FALLBACK_NAME;
}

/** The txid field's value: ASCII letters and digits only, at most 25, "***" when nothing is left. */
export function pixTxid(value: string | number | null | undefined): string {
  const id = pixText(value === null || value === undefined ? '' : String(value), 1000)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, PIX_LIMITS.txid);
  return id || PIX_NO_TXID;
}

/** 12345 → "123.45" (field 54: dot, two decimals). */
export function pixAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('PIX: valor deve ser um inteiro de centavos ≥ 0');
  const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  if (text.length > PIX_LIMITS.amount) throw new RangeError('PIX: valor acima do máximo do BR Code');
  return text;
}

/**
 * The BR Code of a static PIX: 00 "01", 26 (GUI, key, description), 52 "0000", 53 "986", 54 amount
 * when > 0, 58 "BR", 59 name, 60 city, 62 (05 txid), 63 CRC16. Throws a RangeError when the key is
 * not 1–77 printable ASCII characters without spaces, or the city is empty once made ASCII; a name without
 * an ASCII letter or digit gives way to the legal name, then to 'LOJA' (pixMerchantName).
 */
export function buildPixPayload(input: PixPayloadInput): string {
  const key = String(input.key ?? '').trim();
  if (!/^[\x21-\x7e]{1,77}$/.test(key))
    throw new RangeError('PIX: chave vazia, longa demais ou com caracteres inválidos');
  const name = pixMerchantName(input.name, input.legalName);
  const city = pixText(input.city, PIX_LIMITS.city);
  if (!city) throw new RangeError('PIX: cidade do recebedor vazia');

  const gui = tlv('00', PIX_GUI);
  const keyField = tlv('01', key);
  // Room left in field 26 for 02's header (4) and text.
  const room = PIX_LIMITS.merchantAccount - gui.length - keyField.length - 4;
  const description = room > 0 ? pixText(input.description, room) : '';
  const account = gui + keyField + (description ? tlv('02', description) : '');

  const cents = input.amountCents ?? 0;
  const amount = pixAmount(cents);
  return withCrc(
    tlv('00', '01') +
      tlv('26', account) +
      tlv('52', '0000') +
      tlv('53', '986') +
      (cents > 0 ? tlv('54', amount) : '') +
      tlv('58', 'BR') +
      tlv('59', name) +
      tlv('60', city) +
      tlv('62', tlv('05', pixTxid(input.txid))),
  );
}

/** What a BR Code says, read back (the screen's check and the tests). */
export interface PixPayloadData {
  key: string;
  description: string | null;
  /** Null when the code has no amount (field 54). */
  amountCents: number | null;
  name: string;
  city: string;
  txid: string | null;
  /** Field 63 is last and matches the CRC16 of the rest. */
  crcValid: boolean;
}

/** "123.45" / "10" / "10.5" → cents; null when not such a number. */
function amountCents(text: string | undefined): number | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/**
 * Reads a static PIX BR Code: null when it is not TLV, does not start with 00 "01", or has no PIX
 * account (field 26 with the GUI and a key). The CRC is reported, not required.
 */
export function readPixPayload(payload: string): PixPayloadData | null {
  const fields = parseTlv(payload);
  if (!fields) return null;
  const [format] = fields;
  if (format?.id !== '00' || format.value !== '01') return null;
  const account = parseTlv(tlvValue(fields, '26') ?? '');
  if (tlvValue(account, '00')?.toLowerCase() !== PIX_GUI) return null;
  const key = tlvValue(account, '01');
  if (!key) return null;
  const extra = parseTlv(tlvValue(fields, '62') ?? '');
  return {
    key,
    description: tlvValue(account, '02') ?? null,
    amountCents: amountCents(tlvValue(fields, '54')),
    name: tlvValue(fields, '59') ?? '',
    city: tlvValue(fields, '60') ?? '',
    txid: tlvValue(extra, '05') ?? null,
    crcValid: fields.at(-1)?.id === '63' && hasValidCrc(payload),
  };
}

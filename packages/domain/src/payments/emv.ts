/**
 * EMV QRCPS-MPM data objects (the format of the PIX BR Code): each field is ID (2 digits) + length
 * (2 digits) + value, and the payload ends with field 63, a CRC16 over everything before its value.
 */

/** One data object: `id` and `value` as written; `length` is the value's length in characters. */
export interface TlvField {
  id: string;
  length: number;
  value: string;
}

/** A field written as ID + 2-digit length + value. Values over 99 characters cannot be written. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`EMV: ID de campo inválido "${id}"`);
  if (value.length > 99) throw new RangeError(`EMV: campo ${id} passa de 99 caracteres`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * Reads a run of data objects back (a whole payload, or the value of a template such as 26 or 62).
 * Null when the text is not one: an ID or length that is not 2 digits, or a value running past the end.
 */
export function parseTlv(text: string): TlvField[] | null {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    fields.push({ id: head.slice(0, 2), length, value });
    at += 4 + length;
  }
  return fields;
}

/** The value of the first field with `id`, or undefined. */
export function tlvValue(fields: readonly TlvField[] | null | undefined, id: string): string | undefined {
  return fields?.find((f) => f.id === id)?.value;
}

/** UTF-8 bytes of a string (the CRC is over bytes; a BR Code built here is ASCII, where byte = char). */
function utf8(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 0x3f), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
  }
  return out;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR ("123456789" → 0x29B1). */
export function crc16(text: string): number {
  let crc = 0xffff;
  for (const byte of utf8(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** The CRC as field 63 carries it: 4 upper-case hex digits. */
export function crc16Hex(text: string): string {
  return crc16(text).toString(16).toUpperCase().padStart(4, '0');
}

/** Appends field 63: the CRC is computed over the payload including "6304". */
export function withCrc(payloadWithoutCrc: string): string {
  const head = `${payloadWithoutCrc}6304`;
  return head + crc16Hex(head);
}

/** The payload ends with a well-formed field 63 whose value is the CRC of everything before it (case-insensitive hex). */
export function hasValidCrc(payload: string): boolean {
  if (payload.length < 8) return false;
  const head = payload.slice(0, -4);
  if (!head.endsWith('6304')) return false;
  return payload.slice(-4).toUpperCase() === crc16Hex(head);
}

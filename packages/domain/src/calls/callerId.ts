/**
 * Caller identification.
 *
 * The serial device sends frames `A<digits>E` at 19200 baud. After stripping `A` and `E` the first
 * two digits are dropped; what remains is the number: an optional 2-digit area code before 8 or 9
 * digits. Reads from a serial port split the stream anywhere, so the parser keeps the unfinished
 * frame between reads; anything outside a frame (line breaks, status bytes, a broken frame) is noise.
 */

export const CALLER_ID_BAUD_RATE = 19200;
export const CALLER_ID_BUFFER_SIZE = 2048;
/** Repeated frames of the same number in one unit within this window are one call. */
export const CALL_DEDUPE_SECONDS = 60;

/** Digits a frame carries before the number (dropped). */
const PREFIX_DIGITS = 2;
const MIN_NUMBER = 8;
const MAX_NUMBER = 11;
const MAX_FRAME_DIGITS = PREFIX_DIGITS + MAX_NUMBER;

/** The number of a frame's digits (prefix dropped), or null when it is not a phone number. */
export function numberFromFrame(frameDigits: string): string | null {
  if (!/^\d+$/.test(frameDigits)) return null;
  const n = frameDigits.slice(PREFIX_DIGITS);
  return n.length >= MIN_NUMBER && n.length <= MAX_NUMBER ? n : null;
}

/** Mobile: 9 digits starting with 9, or 8 digits starting with 6–9, after an optional area code. */
export function isMobileNumber(phone: string): boolean {
  const d = phone.replace(/\D/g, '');
  const local = d.length === 10 || d.length === 11 ? d.slice(2) : d;
  if (local.length === 9) return local.startsWith('9');
  if (local.length === 8) return /^[6-9]/.test(local);
  return false;
}

/**
 * Incremental frame parser: `push` each chunk as it is read and get the numbers of the frames it
 * completed. Splitting a stream anywhere gives the same numbers as reading it whole.
 */
export class CallerIdParser {
  /** Digits of the open frame; null outside a frame. */
  private frame: string | null = null;

  push(chunk: string): string[] {
    const out: string[] = [];
    for (const ch of chunk) {
      if (ch === 'A') {
        this.frame = '';
      } else if (this.frame === null) {
        // noise outside a frame
      } else if (ch >= '0' && ch <= '9') {
        this.frame += ch;
        if (this.frame.length > MAX_FRAME_DIGITS) this.frame = null;
      } else if (ch === 'E') {
        const n = numberFromFrame(this.frame);
        if (n) out.push(n);
        this.frame = null;
      } else {
        this.frame = null;
      }
    }
    return out;
  }

  /** Forgets an unfinished frame (port closed or reopened). */
  reset(): void {
    this.frame = null;
  }
}

/** Every number in a whole stream. */
export function parseCallerIdStream(stream: string): string[] {
  return new CallerIdParser().push(stream);
}

import { randomBytes } from 'node:crypto';

/**
 * A value serialized and UTF-8 encoded once (a long options list read from memory), copied into replies
 * as bytes: a reply carrying the 5,000 units of an admin neither serializes, nor rebuilds as a string,
 * nor encodes them again (each of those is a pass over ~300 KB per request).
 */
export class RawJsonBytes {
  constructor(
    readonly bytes: Buffer,
    private readonly value: unknown,
  ) {}

  /** Inside jsonBody: a mark where the bytes go; anywhere else: the value itself. */
  toJSON(): unknown {
    if (!collecting) return this.value;
    collecting.push(this);
    return `\u0000${TAG}:${collecting.length - 1}\u0000`;
  }
}

// Marks no stored text can hold (PostgreSQL text has no NUL), with a tag of this process.
const TAG = randomBytes(6).toString('hex');
let collecting: RawJsonBytes[] | null = null;

const bytesByValue = new WeakMap<object, RawJsonBytes>();

/** `value` as RawJsonBytes, serialized on first use: pass the same (cached, never mutated) object again. */
export function rawJsonBytesOf(value: object): RawJsonBytes {
  let raw = bytesByValue.get(value);
  if (!raw) {
    raw = new RawJsonBytes(Buffer.from(JSON.stringify(value), 'utf8'), value);
    bytesByValue.set(value, raw);
  }
  return raw;
}

/** The UTF-8 JSON of `value`, each RawJsonBytes in it copied in as its bytes (the text JSON.stringify would give). */
export function jsonBody(value: unknown): Buffer {
  const raws: RawJsonBytes[] = [];
  const outer = collecting;
  collecting = raws;
  let text: string;
  try {
    text = JSON.stringify(value) ?? 'null';
  } finally {
    collecting = outer;
  }
  if (!raws.length) return Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  let from = 0;
  raws.forEach((raw, i) => {
    const mark = `"\\u0000${TAG}:${i}\\u0000"`;
    const at = text.indexOf(mark, from);
    parts.push(Buffer.from(text.slice(from, at), 'utf8'), raw.bytes);
    from = at + mark.length;
  });
  parts.push(Buffer.from(text.slice(from), 'utf8'));
  return Buffer.concat(parts);
}

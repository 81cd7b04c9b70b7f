import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (the NFC-e's CSC token, A1 certificate and its password; the WhatsApp access token and app
 * secret): AES-256-GCM with the server's key (SECRETS_KEY, else FISCAL_SECRET_KEY: 32 bytes as 64 hex digits
 * or base64), a fresh 12-byte IV per value. Stored as `v1:<iv>:<tag>:<ciphertext>` in base64; a changed byte
 * or another key fails to open.
 */
export function parseSecretKey(text: string | undefined): Buffer | null {
  if (!text) return null;
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('SECRETS_KEY deve ter 32 bytes (64 dígitos hexadecimais ou base64).');
  return key;
}

export function seal(key: Buffer, plain: Buffer | string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([
    cipher.update(typeof plain === 'string' ? Buffer.from(plain, 'utf8') : plain),
    cipher.final(),
  ]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
}

export function open(key: Buffer, sealed: string): Buffer {
  const [version, iv, tag, data] = sealed.split(':');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('segredo em formato desconhecido');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]);
}

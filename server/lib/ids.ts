/** Random identifiers and secrets. */
import { createHash, randomBytes, randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A uniformly random base62 string (rejection sampling, no modulo bias). */
export function randomId(length = 20): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248) out += ALPHABET[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A 256-bit URL-safe secret for bearer tokens and e-mailed links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function randomDigits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(randomInt(10));
  return out;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Friend codes avoid look-alike characters. */
export function friendsCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let out = '';
  for (let i = 0; i < 8; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

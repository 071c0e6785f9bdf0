/** Password hashing with scrypt (memory-hard, built into Node): `scrypt$N$r$p$salt$hash`. */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function memoryFor(N: number, r: number): number {
  return 256 * N * r;
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const r = 8;
  const p = 1;
  const key = await scrypt(password, salt, { N: cost, r, p, maxmem: memoryFor(cost, r) });
  return ['scrypt', cost, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const N = Number(n);
  const R = Number(r);
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), { N, r: R, p: Number(p), maxmem: memoryFor(N, R) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password, verified against when an account does not exist, so timing does not tell. */
export async function dummyHash(cost: number): Promise<string> {
  return hashPassword(randomBytes(12).toString('hex'), cost);
}

import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

// OWASP's scrypt recommendation in the form that needs least memory: N=2^14, r=8, p=5, which OWASP lists
// as equivalent to N=2^17, r=8, p=1, holds 16 MiB per hash instead of 128 MiB (decision 0052; on a 512 MB
// instance every sign-in took a quarter of the memory). The API test suite lowers N through SCRYPT_LOG_N
// to keep hundreds of sign-ins fast; hashes record their own parameters, so a hash made with any
// parameters verifies, and a sign-in rehashes one made with others (`needsRehash`).
const DEFAULT_LOG_N = 14;
const logN = Number(process.env.SCRYPT_LOG_N ?? DEFAULT_LOG_N);
const N = 2 ** (Number.isInteger(logN) && logN >= 10 && logN <= 20 ? logN : DEFAULT_LOG_N);
const R = 8;
const P = 5;
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Format: scrypt$N$r$p$salt$hash (base64) so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split('$');
  if (algorithm !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with other parameters than new hashes are (then it is made again). */
export function needsRehash(stored: string): boolean {
  const [algorithm, n, r, p] = stored.split('$');
  return algorithm !== 'scrypt' || Number(n) !== N || Number(r) !== R || Number(p) !== P;
}

let dummyHash: Promise<string> | undefined;

/**
 * The hash an unknown username's password is checked against, made once at this process's cost:
 * a fixed hash at another cost (the production N where SCRYPT_LOG_N is lowered, or the other way)
 * would make unknown usernames measurably faster or slower than real ones.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(generatePassword());
  return dummyHash;
}

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

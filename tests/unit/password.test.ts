import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../src/server/auth/password.js';

describe('password hashing', () => {
  it('uses scrypt with N=2^17, r=8, p=1 by default and verifies', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterz', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'plaintext')).toBe(false);
  });

  it('makes the unknown-user hash once, at the cost of a new hash', async () => {
    const parameters = (hash: string) => hash.split('$').slice(0, 4);
    const dummy = await dummyPasswordHash();
    expect(parameters(dummy)).toEqual(parameters(await hashPassword('any')));
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword('', dummy)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  dummyPasswordHash,
  hashPassword,
  needsRehash,
  verifyPassword,
} from '../../src/server/modules/auth/password.js';

describe('password hashing', () => {
  it("uses scrypt with OWASP's N=2^14, r=8, p=5 (16 MiB) by default and verifies", async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 14), '8', '5']);
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

  it('verifies a hash made with the former N=2^17, r=8, p=1, and asks for it to be made again', async () => {
    // `hashPassword('correct horse battery')` as made before decision 0052.
    const former = 'scrypt$131072$8$1$dmWW0sDzmSLM2CXUXjJHdQ==$4t/UzBztWlXdb5ucXYZVELY+0zuDaVLI4QG4xsZZSLA=';
    expect(await verifyPassword('correct horse battery', former)).toBe(true);
    expect(needsRehash(former)).toBe(true);
    expect(needsRehash(await hashPassword('correct horse battery'))).toBe(false);
  });
});

import { scrypt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.js';
import { hashPassword, needsRehash } from '../../src/server/modules/auth/password.js';
import { createUser, findUserByUsername } from '../../src/server/modules/users/users.repository.js';
import { ADMIN_CREDENTIALS, createTestApp, sessionCookieFrom, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.adminCookie(); // creates the admin account
});
afterAll(() => t.close());

const login = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: payload as object, remoteAddress: ip });

describe('POST /api/admin/login', () => {
  it('signs in with the right password and sets a hardened session cookie', async () => {
    const response = await login(ADMIN_CREDENTIALS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(Number), username: 'owner', isAdmin: true });
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    expect(response.body).not.toContain('password');
  });

  it('issues a new token at every login', async () => {
    const a = sessionCookieFrom(await login(ADMIN_CREDENTIALS));
    const b = sessionCookieFrom(await login(ADMIN_CREDENTIALS));
    expect(a).not.toBe(b);
  });

  it('answers 401 with a message for a wrong password', async () => {
    const response = await login({ ...ADMIN_CREDENTIALS, password: 'wrong' }, '10.0.0.2');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid username or password');
  });

  it('answers 401 for an unknown user', async () => {
    const response = await login({ username: 'nobody', password: 'whatever' }, '10.0.0.2');
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 when username or password is missing', async () => {
    const response = await login({ username: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('locks out after repeated failures, refusing even the right password', async () => {
    const ip = '10.0.0.9';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await login({ ...ADMIN_CREDENTIALS, password: `bad-${i}` }, ip)).statusCode);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses[4]).toBe(429);
    const locked = await login(ADMIN_CREDENTIALS, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed login attempts/);
    // Another address is not affected by this lockout.
    expect((await login(ADMIN_CREDENTIALS, '10.0.0.10')).statusCode).toBe(200);
  });
});

describe('a password hashed with other parameters (decision 0052)', () => {
  const credentials = { username: 'older-owner', password: 'an older password hash' };

  /** Stores the hash a sign-in from before decision 0052 would find: the same N and r, but p=1. */
  async function storeOlderHash(): Promise<string> {
    const [algorithm, n, r, , salt] = (await hashPassword(credentials.password)).split('$');
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt(
        credentials.password,
        Buffer.from(salt, 'base64'),
        32,
        { N: Number(n), r: Number(r), p: 1 },
        (e, k) => (e ? reject(e) : resolve(k)),
      ),
    );
    const older = [algorithm, n, r, '1', salt, key.toString('base64')].join('$');
    await t.db.update(users).set({ password: older }).where(eq(users.username, credentials.username));
    expect(needsRehash(older)).toBe(true);
    return older;
  }

  beforeAll(async () => {
    await createUser(t.db, { ...credentials, isAdmin: true });
  });

  it('signs in, and the sign-in stores a hash made with the current ones', async () => {
    const older = await storeOlderHash();
    expect((await login(credentials, '10.0.3.1')).statusCode).toBe(200);
    const stored = (await findUserByUsername(t.db, credentials.username))?.password ?? '';
    expect(stored).not.toBe(older);
    expect(needsRehash(stored)).toBe(false);
    expect((await login(credentials, '10.0.3.1')).statusCode).toBe(200);
  });

  it('keeps the stored hash on a wrong password', async () => {
    const older = await storeOlderHash();
    expect((await login({ ...credentials, password: 'not it' }, '10.0.3.2')).statusCode).toBe(401);
    expect((await findUserByUsername(t.db, credentials.username))?.password).toBe(older);
  });
});

describe('GET /api/admin/user', () => {
  it('returns null without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/user' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('returns the signed-in admin', async () => {
    const cookie = sessionCookieFrom(await login(ADMIN_CREDENTIALS));
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/user', headers: { cookie } });
    expect(response.json()).toEqual({ id: expect.any(Number), username: 'owner', isAdmin: true });
  });
});

describe('POST /api/admin/logout', () => {
  it('deletes the session so the cookie no longer works', async () => {
    const cookie = sessionCookieFrom(await login(ADMIN_CREDENTIALS));
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/user', headers: { cookie } });
    expect(after.json()).toBeNull();
  });
});

describe('cross-site writes', () => {
  it('refuses a state-changing request from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'https://evil.example' },
      payload: ADMIN_CREDENTIALS,
    });
    expect(response.statusCode).toBe(403);
  });

  it('allows a same-origin browser request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
      payload: ADMIN_CREDENTIALS,
    });
    expect(response.statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccessCode } from '../../src/server/demo/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test checks codes from its own address, so failures of one test do not limit another. */
const freshIp = () => `10.2.0.${++ipCounter}`;

const admin = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: await t.adminCookie() }, ...(payload ? { payload } : {}) });

const validate = (code: unknown, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/access-codes/validate', payload: { code }, remoteAddress });

const HOUR = 60 * 60 * 1000;

describe('GET /api/access-codes', () => {
  it('lists codes newest first for the admin', async () => {
    await insertAccessCode(t.db, { code: 'OLDEST', createdAt: new Date('2020-01-01T00:00:00Z') });
    await insertAccessCode(t.db, { code: 'NEWEST', createdAt: new Date('2099-01-01T00:00:00Z') });
    const response = await admin('GET', '/api/access-codes');
    expect(response.statusCode).toBe(200);
    const codes = response.json().map((c: { code: string }) => c.code);
    expect(codes[0]).toBe('NEWEST');
    expect(codes[codes.length - 1]).toBe('OLDEST');
  });

  it('refuses anonymous (401) and non-admin (403) callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/access-codes' })).statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/access-codes',
      headers: { cookie: await t.userCookie() },
    });
    expect(user.statusCode).toBe(403);
  });
});

describe('POST /api/access-codes', () => {
  it('creates a trimmed, active code that never expires by default', async () => {
    const response = await admin('POST', '/api/access-codes', { code: '  WELCOME24  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ code: 'WELCOME24', isActive: true, expiresAt: null });
  });

  it('stores an expiry date-time, and treats an empty one as never', async () => {
    const at = '2031-05-06T07:08:09.000Z';
    const dated = await admin('POST', '/api/access-codes', {
      code: 'DATED-1',
      expiresAt: at,
      isActive: false,
    });
    expect(dated.statusCode).toBe(201);
    expect(dated.json()).toMatchObject({ expiresAt: at, isActive: false });
    const blank = await admin('POST', '/api/access-codes', { code: 'BLANK-1', expiresAt: '' });
    expect(blank.json().expiresAt).toBeNull();
  });

  it('rejects a code shorter than 3 characters', async () => {
    const response = await admin('POST', '/api/access-codes', { code: ' ab ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.code).toBe('Code must be at least 3 characters');
  });

  it('rejects a code longer than 50 characters, and accepts exactly 50', async () => {
    const long = await admin('POST', '/api/access-codes', { code: 'x'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.code).toBe('Code must be less than 50 characters');
    expect((await admin('POST', '/api/access-codes', { code: 'y'.repeat(50) })).statusCode).toBe(201);
  });

  it('rejects a missing code', async () => {
    const response = await admin('POST', '/api/access-codes', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.code).toBe('Code is required');
  });

  it('rejects an expiry that is not a date-time', async () => {
    const response = await admin('POST', '/api/access-codes', { code: 'BADDATE', expiresAt: 'next week' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.expiresAt).toBe('Expiry must be a valid date and time');
  });

  it('answers 409 for a duplicate code', async () => {
    await insertAccessCode(t.db, { code: 'TAKEN' });
    const response = await admin('POST', '/api/access-codes', { code: ' TAKEN ' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An access code with that code already exists' });
  });

  it('refuses anonymous (401) and non-admin (403) callers', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/access-codes',
      payload: { code: 'ANON1' },
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'POST',
      url: '/api/access-codes',
      headers: { cookie: await t.userCookie() },
      payload: { code: 'USER1' },
    });
    expect(user.statusCode).toBe(403);
  });
});

describe('PUT /api/access-codes/:id', () => {
  it('updates only the fields sent', async () => {
    const row = await insertAccessCode(t.db, { code: 'EDIT-ME', isActive: true });
    const response = await admin('PUT', `/api/access-codes/${row.id}`, { isActive: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 'EDIT-ME', isActive: false });
  });

  it('clears an expiry with null', async () => {
    const row = await insertAccessCode(t.db, { code: 'CLEAR-EXP', expiresAt: new Date(Date.now() + HOUR) });
    const response = await admin('PUT', `/api/access-codes/${row.id}`, { expiresAt: null });
    expect(response.json().expiresAt).toBeNull();
  });

  it('validates the code when sent', async () => {
    const row = await insertAccessCode(t.db, { code: 'VALID-LEN' });
    const response = await admin('PUT', `/api/access-codes/${row.id}`, { code: 'ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.code).toBe('Code must be at least 3 characters');
  });

  it('answers 409 when renaming to an existing code', async () => {
    await insertAccessCode(t.db, { code: 'FIRST-CODE' });
    const row = await insertAccessCode(t.db, { code: 'SECOND-CODE' });
    const response = await admin('PUT', `/api/access-codes/${row.id}`, { code: 'FIRST-CODE' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An access code with that code already exists');
  });

  it('answers 404 for an unknown id', async () => {
    const response = await admin('PUT', '/api/access-codes/999999', { isActive: true });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Access code not found');
  });
});

describe('DELETE /api/access-codes/:id', () => {
  it('deletes a code, then answers 404 for it', async () => {
    const row = await insertAccessCode(t.db, { code: 'DELETE-ME' });
    expect((await admin('DELETE', `/api/access-codes/${row.id}`)).json()).toEqual({ success: true });
    expect((await admin('DELETE', `/api/access-codes/${row.id}`)).statusCode).toBe(404);
  });

  it('refuses a non-admin', async () => {
    const row = await insertAccessCode(t.db, { code: 'KEEP-ME' });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/access-codes/${row.id}`,
      headers: { cookie: await t.userCookie() },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/access-codes/validate', () => {
  it('is true for an existing, active, unexpired code (input trimmed)', async () => {
    await insertAccessCode(t.db, {
      code: 'GUEST-OK',
      isActive: true,
      expiresAt: new Date(Date.now() + HOUR),
    });
    const response = await validate('  GUEST-OK ', freshIp());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true });
  });

  it('is true for an active code without expiry', async () => {
    await insertAccessCode(t.db, { code: 'NO-EXPIRY', isActive: true, expiresAt: null });
    expect((await validate('NO-EXPIRY', freshIp())).json()).toEqual({ valid: true });
  });

  it('is false for an unknown code', async () => {
    expect((await validate('NOPE-NOPE', freshIp())).json()).toEqual({ valid: false });
  });

  it('is false for an inactive code', async () => {
    await insertAccessCode(t.db, { code: 'SWITCHED-OFF', isActive: false });
    expect((await validate('SWITCHED-OFF', freshIp())).json()).toEqual({ valid: false });
  });

  it('is false for an expired code', async () => {
    const expiresAt = new Date(Date.now() - HOUR);
    await insertAccessCode(t.db, { code: 'TOO-LATE', isActive: true, expiresAt });
    // A known code that expired says when, so a first visit can tell the guest (decision 0040).
    expect((await validate('TOO-LATE', freshIp())).json()).toEqual({
      valid: false,
      endedAt: expiresAt.toISOString(),
    });
  });

  it('matches without regard to case, spaces or a missing dash (decision 0040)', async () => {
    await insertAccessCode(t.db, { code: 'CaseCode' });
    expect((await validate('casecode', freshIp())).json()).toEqual({ valid: true });
    expect((await validate('CaseCode', freshIp())).json()).toEqual({ valid: true });
    expect((await validate('case-code', freshIp())).json()).toEqual({ valid: true });
    expect((await validate('casecod', freshIp())).json()).toEqual({ valid: false });
    await insertAccessCode(t.db, { code: 'DASH-CODE' });
    expect((await validate(' dash code ', freshIp())).json()).toEqual({ valid: true });
    expect((await validate('dashcode', freshIp())).json()).toEqual({ valid: true });
  });

  it('answers 400 without a code', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/access-codes/validate', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.code).toBe('Code is required');
  });

  it('answers 429 after too many failures from one address, even for a valid code', async () => {
    await insertAccessCode(t.db, { code: 'REAL-CODE' });
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const response = await validate(`guess-${i}`, ip);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: false });
    }
    const refused = await validate('REAL-CODE', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
    // The same counter guards the check-in call.
    const checkIn = await t.app.inject({
      method: 'GET',
      url: '/api/check-in?code=REAL-CODE',
      remoteAddress: ip,
    });
    expect(checkIn.statusCode).toBe(429);
    // Another address is not affected.
    expect((await validate('REAL-CODE', freshIp())).json()).toEqual({ valid: true });
  });

  it('lets no more than the limit of guesses through in a parallel burst', async () => {
    const ip = freshIp();
    const responses = await Promise.all(Array.from({ length: 25 }, (_, i) => validate(`burst-${i}`, ip)));
    const answered = responses.filter((r) => r.statusCode === 200).length;
    expect(answered).toBeLessThanOrEqual(10);
    expect(responses.filter((r) => r.statusCode === 429).length).toBe(25 - answered);
  });

  it('does not count successful checks toward the limit', async () => {
    await insertAccessCode(t.db, { code: 'OFTEN-USED' });
    const ip = freshIp();
    for (let i = 0; i < 12; i++) expect((await validate('OFTEN-USED', ip)).json()).toEqual({ valid: true });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccessCode } from '../../src/server/demo/factories.js';
import { ACCESS_CODE_ALPHABET, GENERATED_ACCESS_CODE_PATTERN } from '../../src/shared/access-code-format.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 33 (decision 0040): codes stored canonical, unique and matched by their key. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `10.34.0.${++ipCounter}`;
const admin = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: await t.adminCookie() }, ...(payload ? { payload } : {}) });
const create = (payload: object) => admin('POST', '/api/access-codes', payload);
const validate = async (code: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/access-codes/validate',
      payload: { code },
      remoteAddress: freshIp(),
    })
  ).json().valid as boolean;

describe('stored canonical', () => {
  it('upper case, spaces removed, dashes kept as typed; doorCode and source answered', async () => {
    const response = await create({ code: '  pine cone-7 ', doorCode: '  1234  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      code: 'PINECONE-7',
      doorCode: '1234',
      source: 'manual',
      calendarUid: null,
      calendarCancelledAt: null,
    });
  });

  it('refuses a code that is only dashes, and a door code over 40 characters or on two lines', async () => {
    const dashes = await create({ code: '----' });
    expect(dashes.statusCode).toBe(400);
    expect(dashes.json().errors.code).toBe('Code must contain letters or digits');
    const short = await create({ code: ' a b ' });
    expect(short.json().errors.code).toBe('Code must be at least 3 characters');
    const long = await create({ code: 'LONG-DOOR', doorCode: '9'.repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.doorCode).toBe('Door code must be at most 40 characters');
    const lines = await create({ code: 'LINE-DOOR', doorCode: '12\n34' });
    expect(lines.statusCode).toBe(400);
  });

  it('a door code can be set and cleared on update', async () => {
    const code = (await create({ code: 'DOOR-EDIT' })).json();
    expect((await admin('PUT', `/api/access-codes/${code.id}`, { doorCode: '5566' })).json().doorCode).toBe(
      '5566',
    );
    expect(
      (await admin('PUT', `/api/access-codes/${code.id}`, { doorCode: null })).json().doorCode,
    ).toBeNull();
    expect((await admin('PUT', `/api/access-codes/${code.id}`, { doorCode: '' })).json().doorCode).toBeNull();
  });
});

describe('unique by the match key', () => {
  it('refuses a code that differs from another only by case, spaces or dashes (409, the duplicate message)', async () => {
    expect((await create({ code: 'RIVER-GUM-42' })).statusCode).toBe(201);
    for (const code of ['river-gum-42', 'RIVERGUM42', 'river gum 42', 'RIVER-GUM42']) {
      const response = await create({ code });
      expect(response.statusCode, code).toBe(409);
      expect(response.json()).toEqual({ message: 'An access code with that code already exists' });
    }
  });

  it('refuses renaming a code onto another one’s key', async () => {
    const other = (await create({ code: 'WATTLE-1' })).json();
    const response = await admin('PUT', `/api/access-codes/${other.id}`, { code: 'river gum 42' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An access code with that code already exists');
  });
});

describe('matching what a guest types', () => {
  it('lower case, surrounding and inner spaces, a missing dash, a phone’s en dash', async () => {
    await create({ code: 'ALPINE-SEX7TF' });
    for (const typed of [
      'alpine-sex7tf',
      '  ALPINE-SEX7TF  ',
      'alpinesex7tf',
      'alpine sex7tf',
      'alpine\u2013sex7tf',
    ]) {
      expect(await validate(typed), typed).toBe(true);
    }
    expect(await validate('alpine-sex7t')).toBe(false);
  });

  it('look-alikes (issue 43): O and 0, I, L and 1 are one character; the stay answers the stored code', async () => {
    await create({ code: 'KOALA-2911' });
    for (const typed of ['K0ALA-29II', 'k0a1a 29ll', 'KOALA-29L1', 'koala2911']) {
      expect(await validate(typed), typed).toBe(true);
      const stay = await t.app.inject({
        method: 'GET',
        url: `/api/check-in/stay?code=${encodeURIComponent(typed)}`,
        remoteAddress: freshIp(),
      });
      expect(stay.statusCode, typed).toBe(200);
      expect(stay.json().code).toBe('KOALA-2911');
    }
    // A different character is still a different code.
    expect(await validate('KOALA-2912')).toBe(false);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/check-in/stay?code=KQALA-2911',
      remoteAddress: freshIp(),
    });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().message).toBe('Invalid or expired access code');
  });

  it('refuses a new code that differs from another only by look-alikes (409)', async () => {
    expect((await create({ code: 'GUM-TREE-10' })).statusCode).toBe(201);
    const response = await create({ code: 'GUM-TREE-IO' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An access code with that code already exists' });
  });
});

describe('the generator', () => {
  it('regenerates as XXXX-XXXX from the alphabet without vowels or look-alikes', async () => {
    const code = (await create({ code: 'TO-REGENERATE' })).json();
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await admin('POST', `/api/access-codes/${code.id}/regenerate`);
      expect(response.statusCode).toBe(200);
      const fresh = response.json().code as string;
      expect(fresh).toMatch(GENERATED_ACCESS_CODE_PATTERN);
      expect(fresh).toMatch(/^[BCDFGHJKMNPQRSTVWXZ2-9]{4}-[BCDFGHJKMNPQRSTVWXZ2-9]{4}$/);
      seen.add(fresh);
    }
    expect(seen.size).toBe(5);
    expect(ACCESS_CODE_ALPHABET).not.toMatch(/[AEIOUYLO01]/);
  });
});

describe('the minimum length counts what is matched (issue 42 item 8)', () => {
  it('refuses `--Q` and `A-B`: dashes do not count towards the 3 characters', async () => {
    for (const code of ['--Q', 'A-B', '-a-b-']) {
      const response = await create({ code });
      expect(response.statusCode, code).toBe(400);
      expect(response.json().errors.code, code).toBe('Code must be at least 3 characters');
    }
    expect((await create({ code: 'A-B-C' })).statusCode).toBe(201);
  });

  it('never opens a code stored too short by an older version: `Q` does not validate `--Q`', async () => {
    await insertAccessCode(t.db, { code: '--Q' });
    expect(await validate('Q')).toBe(false);
    expect(await validate('--Q')).toBe(false);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { insertAccessCode, insertCheckInInstruction } from '../../src/server/demo/factories.js';
import { GENERATED_ACCESS_CODE_PATTERN } from '../../src/shared/access-code-format.js';
import { formatStayDate, fromZonedLocalInput, toZonedLocalInput } from '../../src/shared/stay.js';
import { CHECK_IN, CHECK_OUT, HOUR, settableClock } from '../helpers/stay-clock.js';
import { setUpTestApp } from '../helpers/test-app.js';

const clock = settableClock('2026-11-20T00:00:00Z');

const t = setUpTestApp({}, { now: clock.now });
let doorCodeId: number;
let directionsId: number;
beforeAll(async () => {
  const directions = await insertCheckInInstruction(t.db, {
    title: 'Directions',
    content: 'Follow the gravel track',
    sortOrder: 1,
  });
  directionsId = directions.id;
  const door = await insertCheckInInstruction(t.db, {
    title: 'Door code',
    content: 'Keypad SECRET-4711 then tick',
    sortOrder: 2,
    visibility: 'stay',
  });
  doorCodeId = door.id;
  await insertAccessCode(t.db, {
    code: 'STAY-DEC',
    guestName: 'Olivia Bennett',
    checkInAt: CHECK_IN,
    checkOutAt: CHECK_OUT,
  });
  await insertAccessCode(t.db, { code: 'PLAIN-CODE' });
});

let ipCounter = 0;
const freshIp = () => `10.12.0.${++ipCounter}`;
const guest = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: freshIp() });
const validate = (code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/access-codes/validate',
    payload: { code },
    remoteAddress: freshIp(),
  });

describe('GET /api/check-in with a stay (early 2 h, late 1 h)', () => {
  it('before the window: lists the stay instruction locked, its content absent from the body', async () => {
    clock.set(new Date(CHECK_IN.getTime() - 2 * HOUR - 60_000));
    const response = await guest('/api/check-in?code=STAY-DEC');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('SECRET-4711');
    expect(response.json()).toEqual([
      expect.objectContaining({ id: directionsId, content: 'Follow the gravel track' }),
      {
        id: doorCodeId,
        title: 'Door code',
        sortOrder: 2,
        locked: true,
        availableFrom: new Date(CHECK_IN.getTime() - 2 * HOUR).toISOString(),
      },
    ]);
    expect(response.headers['x-check-in-unlocked']).toBe('false');
    expect(response.headers['x-access-ends-at']).toBe(new Date(CHECK_OUT.getTime() + HOUR).toISOString());
    expect((await validate('STAY-DEC')).json()).toEqual({ valid: true });
  });

  it('inside the window (from check-in − 2 h): the content is present', async () => {
    for (const at of [CHECK_IN.getTime() - 2 * HOUR, CHECK_OUT.getTime() + HOUR - 1]) {
      clock.set(new Date(at));
      const response = await guest('/api/check-in?code=STAY-DEC');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toContainEqual(
        expect.objectContaining({ id: doorCodeId, content: 'Keypad SECRET-4711 then tick' }),
      );
      expect(response.body).not.toContain('locked');
      expect(response.headers['x-check-in-unlocked']).toBe('true');
    }
  });

  it('after check-out + 1 h: both calls refuse the code, as for an expired one', async () => {
    clock.set(new Date(CHECK_OUT.getTime() + HOUR));
    const response = await guest('/api/check-in?code=STAY-DEC');
    expect(response.statusCode).toBe(403);
    // The spec's message, and when the stay ended (decision 0040).
    expect(response.json()).toEqual({
      message: 'Invalid or expired access code',
      endedAt: CHECK_OUT.toISOString(),
    });
    expect(response.body).not.toContain('SECRET');
    expect((await validate('STAY-DEC')).json()).toEqual({ valid: false, endedAt: CHECK_OUT.toISOString() });
    expect((await guest('/api/check-in/stay?code=STAY-DEC')).statusCode).toBe(403);
  });

  it('a code without dates keeps the spec behaviour: everything, at any time', async () => {
    for (const at of ['2020-01-01T00:00:00Z', CHECK_IN.toISOString(), '2040-01-01T00:00:00Z']) {
      clock.set(at);
      const response = await guest('/api/check-in?code=PLAIN-CODE');
      expect(response.statusCode).toBe(200);
      const rows = response.json() as Record<string, unknown>[];
      expect(rows.map((row) => row.id)).toEqual([directionsId, doorCodeId]);
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(['content', 'id', 'imagePath', 'sortOrder', 'title']);
      }
      expect((await validate('PLAIN-CODE')).json()).toEqual({ valid: true });
    }
  });
});

describe('GET /api/check-in/stay', () => {
  it("answers the guest's name, the dates, the unlock time and the chalet's zone", async () => {
    clock.set('2026-11-20T00:00:00Z');
    const response = await guest('/api/check-in/stay?code=STAY-DEC');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      guestName: 'Olivia Bennett',
      checkInAt: CHECK_IN.toISOString(),
      checkOutAt: CHECK_OUT.toISOString(),
      opensAt: new Date(CHECK_IN.getTime() - 2 * HOUR).toISOString(),
      accessEndsAt: new Date(CHECK_OUT.getTime() + HOUR).toISOString(),
      timeZone: 'Australia/Sydney',
      code: 'STAY-DEC',
      unlocked: false,
      arrival: {
        address: null,
        mapsUrl: null,
        wifiNetwork: null,
        wifiPassword: null,
        doorCode: null,
        backupDoorCode: null,
        checkInTime: '15:00',
        checkOutTime: '10:00',
        hostPhone: null,
        hostEmail: null,
      },
      // Before the owner's lead window (24 hours before the unlock, decision 0072): nothing ahead.
      aheadFrom: new Date(CHECK_IN.getTime() - 26 * HOUR).toISOString(),
      ahead: null,
    });
  });

  it('answers nulls for a code without a stay, and 403 for an unknown code', async () => {
    const plain = await guest('/api/check-in/stay?code=PLAIN-CODE');
    expect(plain.json()).toMatchObject({
      guestName: null,
      checkInAt: null,
      opensAt: null,
      accessEndsAt: null,
    });
    expect((await guest('/api/check-in/stay?code=NOPE-NOPE')).statusCode).toBe(403);
  });
});

describe('access codes with a stay (admin)', () => {
  it('creates a code with a guest name and dates', async () => {
    const response = await t.asAdmin('POST', '/api/access-codes', {
      code: 'NEW-STAY',
      guestName: '  Sam Lee  ',
      checkInAt: '2026-12-10T15:00:00+11:00',
      checkOutAt: '2026-12-12T10:00:00+11:00',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      guestName: 'Sam Lee',
      checkInAt: '2026-12-10T04:00:00.000Z',
      checkOutAt: '2026-12-11T23:00:00.000Z',
      useCount: 0,
      firstUsedAt: null,
    });
  });

  it.each([
    [
      { checkInAt: '2026-12-10T15:00:00+11:00' },
      'checkOutAt',
      'Check-in and check-out must be given together',
    ],
    [
      { checkOutAt: '2026-12-10T15:00:00+11:00' },
      'checkInAt',
      'Check-in and check-out must be given together',
    ],
    [
      { checkInAt: '2026-12-10T15:00:00+11:00', checkOutAt: '2026-12-10T15:00:00+11:00' },
      'checkOutAt',
      'Check-out must be after check-in',
    ],
    [
      { checkInAt: '2026-12-10T15:00', checkOutAt: '2026-12-12T10:00:00+11:00' },
      'checkInAt',
      'Check-in must be a date and time with a time zone offset',
    ],
    [{ guestName: 'x'.repeat(101) }, 'guestName', 'Guest name must be at most 100 characters'],
  ])('refuses %j with a clear 400', async (fields, field, message) => {
    const response = await t.asAdmin('POST', '/api/access-codes', { code: `BAD-${++ipCounter}`, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('on update checks the dates against the stored ones', async () => {
    const code = await insertAccessCode(t.db, { checkInAt: CHECK_IN, checkOutAt: CHECK_OUT });
    const early = await t.asAdmin('PUT', `/api/access-codes/${code.id}`, {
      checkOutAt: '2026-12-01T00:00:00Z',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      message: 'Check-out must be after check-in',
      errors: { checkOutAt: 'Check-out must be after check-in' },
    });
    const half = await t.asAdmin('PUT', `/api/access-codes/${code.id}`, { checkInAt: null });
    expect(half.statusCode).toBe(400);
    const both = await t.asAdmin('PUT', `/api/access-codes/${code.id}`, {
      checkInAt: null,
      checkOutAt: null,
    });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ checkInAt: null, checkOutAt: null });
  });

  it('logs first and last use and the number of uses', async () => {
    const code = await insertAccessCode(t.db, { code: 'LOGGED-CODE' });
    clock.set('2026-11-21T01:00:00Z');
    await validate('LOGGED-CODE');
    clock.set('2026-11-22T02:00:00Z');
    await validate('LOGGED-CODE');
    await validate('LOGGED-COD'); // a miss is not a use
    const list = (await t.asAdmin('GET', '/api/access-codes')).json() as Record<string, unknown>[];
    expect(list.find((row) => row.id === code.id)).toMatchObject({
      firstUsedAt: '2026-11-21T01:00:00.000Z',
      lastUsedAt: '2026-11-22T02:00:00.000Z',
      useCount: 2,
    });
  });

  it('regenerates a code for the same stay: the old one stops working', async () => {
    const code = await insertAccessCode(t.db, {
      code: 'OLD-STAY-CODE',
      guestName: 'Ana',
      checkInAt: CHECK_IN,
      checkOutAt: CHECK_OUT,
      useCount: 3,
    });
    clock.set('2026-11-20T00:00:00Z');
    const response = await t.asAdmin('POST', `/api/access-codes/${code.id}/regenerate`);
    expect(response.statusCode).toBe(200);
    const fresh = response.json();
    expect(fresh.code).toMatch(GENERATED_ACCESS_CODE_PATTERN);
    expect(fresh).toMatchObject({
      id: code.id,
      guestName: 'Ana',
      checkInAt: CHECK_IN.toISOString(),
      useCount: 0,
    });
    expect((await validate('OLD-STAY-CODE')).json()).toEqual({ valid: false });
    expect((await validate(fresh.code)).json()).toEqual({ valid: true });
    expect((await t.asAdmin('POST', '/api/access-codes/999999/regenerate')).statusCode).toBe(404);
  });
});

describe('check-in instruction visibility', () => {
  it('defaults to always and accepts stay; refuses anything else', async () => {
    const created = await t.asAdmin('POST', '/api/check-in', { title: 'House rules', content: 'Be kind' });
    expect(created.json().visibility).toBe('always');
    const updated = await t.asAdmin('PUT', `/api/check-in/${created.json().id}`, { visibility: 'stay' });
    expect(updated.json().visibility).toBe('stay');
    const bad = await t.asAdmin('PUT', `/api/check-in/${created.json().id}`, { visibility: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.visibility).toBe('Visibility must be "always" or "stay"');
  });
});

describe('chalet-zone dates', () => {
  it('formats and converts in the zone, across daylight saving', () => {
    expect(formatStayDate(CHECK_IN, 'Australia/Sydney')).toBe('Fri 4 Dec, 3:00 PM');
    expect(toZonedLocalInput(CHECK_IN, 'Australia/Sydney')).toBe('2026-12-04T15:00');
    expect(fromZonedLocalInput('2026-12-04T15:00', 'Australia/Sydney')).toBe(CHECK_IN.toISOString());
    expect(fromZonedLocalInput('2026-07-04T15:00', 'Australia/Sydney')).toBe('2026-07-04T05:00:00.000Z');
    expect(fromZonedLocalInput('not a date', 'Australia/Sydney')).toBeNull();
  });
});

import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertAccessCode, insertCheckInInstruction } from '../../src/server/demo/factories.js';
import {
  AFTER_STAY,
  BEFORE_WINDOW,
  CHECK_IN,
  CHECK_OUT,
  HOUR,
  OPENS_AT,
  settableClock,
} from '../helpers/stay-clock.js';
import { setUpTestApp } from '../helpers/test-app.js';

/**
 * Issue 33 (decision 0040): the arrival card's facts, placeholders in the instructions, the secrets kept
 * on the server before the stay window, the refusal of an ended code, the access log, the owner's
 * arrival settings. The clock is the app's, set by each test.
 */

/** The owner's lead window (default 24 hours, decision 0072): the secrets travel ahead from here. */
const LEAD_START = new Date(OPENS_AT.getTime() - 24 * HOUR);
const BEFORE_LEAD = new Date(LEAD_START.getTime() - 60_000);
const IN_WINDOW = new Date(OPENS_AT.getTime() + 60_000);

const DOOR_CODE = '2790';
const STAY_DOOR_CODE = '4455';
const WIFI_PASSWORD = 'FERN-GULLY-88';
const ADDRESS = 'Kanimbla Valley, Blue Mountains NSW';
const SECRETS = [DOOR_CODE, STAY_DOOR_CODE, WIFI_PASSWORD];

const clock = settableClock('2026-11-20T00:00:00Z');
const setClock = clock.set;

const t = setUpTestApp({}, { now: clock.now });
const admin = t.asAdmin;
let directionsId: number;
let doorId: number;
beforeAll(async () => {
  const settings = await admin('PUT', '/api/arrival-settings', {
    address: ADDRESS,
    wifiNetwork: 'Chalet Guest',
    wifiPassword: WIFI_PASSWORD,
    doorCode: DOOR_CODE,
  });
  expect(settings.statusCode).toBe(200);
  directionsId = (
    await insertCheckInInstruction(t.db, {
      title: 'Arriving',
      content:
        'Hello {guestName}. Drive to {address}; arrive from {checkInTime}, leave by {checkOutTime}. ' +
        'WiFi {wifiNetwork} / {wifiPassword}. Door {doorCode}. Keep {notAPlaceholder} as typed.',
      sortOrder: 1,
    })
  ).id;
  doorId = (
    await insertCheckInInstruction(t.db, {
      title: 'Door code',
      content: 'Enter {doorCode} followed by the tick key',
      sortOrder: 2,
      visibility: 'stay',
    })
  ).id;
  await insertAccessCode(t.db, {
    code: 'ARRIVE-DEC',
    guestName: 'Olivia Bennett',
    checkInAt: CHECK_IN,
    checkOutAt: CHECK_OUT,
  });
  await insertAccessCode(t.db, {
    code: 'OWN-LOCK',
    guestName: 'Sam Lee',
    checkInAt: CHECK_IN,
    checkOutAt: CHECK_OUT,
    doorCode: STAY_DOOR_CODE,
  });
  await insertAccessCode(t.db, { code: 'NO-DATES' });
});

let ipCounter = 0;
const freshIp = () => `10.33.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: freshIp() });
const stay = (code: string) => get(`/api/check-in/stay?code=${encodeURIComponent(code)}`);
const instructions = (code: string) => get(`/api/check-in?code=${encodeURIComponent(code)}`);
const validate = (code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/access-codes/validate',
    payload: { code },
    remoteAddress: freshIp(),
  });

/** Everything a response gives its caller: status line facts, headers and body. */
const whole = (response: LightMyRequestResponse) => JSON.stringify(response.headers) + response.body;

type Entry = { id: number; title: string; content?: string; locked?: boolean };
const entry = (response: LightMyRequestResponse, id: number) =>
  (response.json() as Entry[]).find((item) => item.id === id);

const page = (code: string) => get(`/check-in?code=${encodeURIComponent(code)}`);

describe('before the lead window', () => {
  it('no answer a code can get carries the door code or the WiFi password: bodies, headers, the HTML', async () => {
    setClock(BEFORE_LEAD);
    const answers = [
      await stay('ARRIVE-DEC'),
      await instructions('ARRIVE-DEC'),
      await validate('ARRIVE-DEC'),
      await page('ARRIVE-DEC'),
      await stay('own-lock'),
      await instructions('own-lock'),
      await validate('own-lock'),
      await page('own-lock'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      for (const secret of SECRETS) expect(whole(answer)).not.toContain(secret);
    }
    expect((await stay('ARRIVE-DEC')).json()).toMatchObject({
      unlocked: false,
      aheadFrom: LEAD_START.toISOString(),
      ahead: null,
    });
  });
});

describe('inside the lead window, before the unlock (decision 0072)', () => {
  it('the stay answer carries the secrets ahead with the unlock instant; the arrival stays locked', async () => {
    for (const at of [LEAD_START, BEFORE_WINDOW]) {
      setClock(at);
      const response = await stay('ARRIVE-DEC');
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-check-in-unlocked']).toBe('false');
      const body = response.json();
      expect(body).toMatchObject({
        unlocked: false,
        opensAt: OPENS_AT.toISOString(),
        aheadFrom: LEAD_START.toISOString(),
        arrival: { doorCode: null, wifiPassword: null },
        ahead: { unlockAt: OPENS_AT.toISOString(), doorCode: DOOR_CODE, wifiPassword: WIFI_PASSWORD },
      });
      const ahead = body.ahead.instructions as Entry[];
      expect(ahead.find((item) => item.id === doorId)).toMatchObject({
        content: `Enter ${DOOR_CODE} followed by the tick key`,
      });
      expect(ahead.find((item) => item.id === directionsId)?.content).toContain(
        `WiFi Chalet Guest / ${WIFI_PASSWORD}. Door ${DOOR_CODE}.`,
      );
      expect(ahead.some((item) => item.locked)).toBe(false);
    }
    expect((await stay('own-lock')).json().ahead.doorCode).toBe(STAY_DOOR_CODE);
  });

  it('the instructions list keeps its shape: locked, no secret (the stay answer alone carries them)', async () => {
    setClock(BEFORE_WINDOW);
    const response = await instructions('ARRIVE-DEC');
    for (const secret of SECRETS) expect(whole(response)).not.toContain(secret);
    expect(entry(response, doorId)).toMatchObject({ locked: true });
  });

  it('once unlocked nothing is sent ahead: the arrival carries the secrets', async () => {
    setClock(IN_WINDOW);
    expect((await stay('ARRIVE-DEC')).json()).toMatchObject({
      unlocked: true,
      ahead: null,
      arrival: { doorCode: DOOR_CODE },
    });
  });

  it('a lead of 0 sends nothing before the unlock (the behaviour before decision 0072)', async () => {
    expect((await admin('PUT', '/api/arrival-settings', { leadHours: 0 })).json()).toMatchObject({
      leadHours: 0,
    });
    try {
      setClock(BEFORE_WINDOW);
      for (const answer of [
        await stay('ARRIVE-DEC'),
        await instructions('ARRIVE-DEC'),
        await page('ARRIVE-DEC'),
      ]) {
        expect(answer.statusCode).toBe(200);
        for (const secret of SECRETS) expect(whole(answer)).not.toContain(secret);
      }
      expect((await stay('ARRIVE-DEC')).json()).toMatchObject({
        aheadFrom: OPENS_AT.toISOString(),
        ahead: null,
      });
    } finally {
      await admin('PUT', '/api/arrival-settings', { leadHours: 24 });
    }
  });

  it('a code without dates has no lead window: unlocked, nothing ahead', async () => {
    setClock(BEFORE_WINDOW);
    expect((await stay('NO-DATES')).json()).toMatchObject({ unlocked: true, aheadFrom: null, ahead: null });
  });
});

describe('before the stay window', () => {
  it('the stay answers the arrival card locked: open facts, no secrets, the unlock time', async () => {
    setClock(BEFORE_WINDOW);
    const response = await stay('arrive-dec');
    expect(response.json()).toMatchObject({
      code: 'ARRIVE-DEC',
      unlocked: false,
      opensAt: OPENS_AT.toISOString(),
      arrival: {
        address: ADDRESS,
        mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ADDRESS)}`,
        wifiNetwork: 'Chalet Guest',
        wifiPassword: null,
        doorCode: null,
        checkInTime: '15:00',
        checkOutTime: '10:00',
        hostPhone: null,
        hostEmail: null,
      },
    });
    expect(response.headers['x-check-in-unlocked']).toBe('false');
  });

  it('fills open placeholders and puts "(shown from …)" for secret ones', async () => {
    setClock(BEFORE_WINDOW);
    const response = await instructions('ARRIVE-DEC');
    expect(entry(response, directionsId)?.content).toBe(
      `Hello Olivia Bennett. Drive to ${ADDRESS}; arrive from 3:00 PM, leave by 10:00 AM. ` +
        'WiFi Chalet Guest / (shown from Fri 4 Dec, 1:00 PM). Door (shown from Fri 4 Dec, 1:00 PM). ' +
        'Keep {notAPlaceholder} as typed.',
    );
    expect(entry(response, doorId)).toMatchObject({ locked: true, title: 'Door code' });
    expect(entry(response, doorId)).not.toHaveProperty('content');
  });
});

describe('inside the stay window', () => {
  it('the stay answers the secrets: the property door code, or the stay’s own', async () => {
    setClock(IN_WINDOW);
    const response = await stay('ARRIVE-DEC');
    expect(response.json()).toMatchObject({
      unlocked: true,
      arrival: { wifiPassword: WIFI_PASSWORD, doorCode: DOOR_CODE },
    });
    expect((await stay('OWN-LOCK')).json().arrival.doorCode).toBe(STAY_DOOR_CODE);
  });

  it('fills every placeholder, the stay’s door code over the property’s', async () => {
    setClock(IN_WINDOW);
    const mine = await instructions('ARRIVE-DEC');
    expect(entry(mine, directionsId)?.content).toContain(
      `WiFi Chalet Guest / ${WIFI_PASSWORD}. Door ${DOOR_CODE}.`,
    );
    expect(entry(mine, doorId)?.content).toBe(`Enter ${DOOR_CODE} followed by the tick key`);
    const own = await instructions('OWN-LOCK');
    expect(entry(own, doorId)?.content).toBe(`Enter ${STAY_DOOR_CODE} followed by the tick key`);
    expect(entry(own, directionsId)?.content).toContain('Hello Sam Lee.');
  });

  it('a code without dates is unlocked at once (spec behaviour) and names its guest "guest"', async () => {
    setClock(BEFORE_WINDOW);
    expect((await stay('NO-DATES')).json()).toMatchObject({
      unlocked: true,
      arrival: { doorCode: DOOR_CODE, wifiPassword: WIFI_PASSWORD },
    });
    expect(entry(await instructions('no dates'), directionsId)?.content).toContain('Hello guest.');
  });

  it('host contact is what the owner set in the site settings, never a default', async () => {
    setClock(IN_WINDOW);
    const saved = await admin('PUT', '/api/site-settings', { hostPhone: '+61 2 4000 0000' });
    expect(saved.statusCode).toBe(200);
    expect((await stay('ARRIVE-DEC')).json().arrival).toMatchObject({
      hostPhone: '+61 2 4000 0000',
      hostEmail: null,
    });
    await admin('PUT', '/api/site-settings', { hostPhone: '' });
  });
});

describe('a refused code', () => {
  it('an ended stay: the spec message and endedAt = its check-out', async () => {
    setClock(AFTER_STAY);
    for (const response of [await stay('arrive-dec'), await instructions('ARRIVE-DEC')]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Invalid or expired access code',
        endedAt: CHECK_OUT.toISOString(),
      });
    }
    // A first visit on a new device validates first: it learns the end there, with no second check.
    expect((await validate('ARRIVE-DEC')).json()).toEqual({ valid: false, endedAt: CHECK_OUT.toISOString() });
  });

  it('an expired code: endedAt = its expiry (the earlier end wins)', async () => {
    setClock(IN_WINDOW);
    const expiresAt = new Date(IN_WINDOW.getTime() - 30 * 60_000);
    await insertAccessCode(t.db, { code: 'GONE-EARLY', expiresAt });
    const response = await stay('gone early');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Invalid or expired access code',
      endedAt: expiresAt.toISOString(),
    });
  });

  it('a code whose reservation left the calendar: endedAt = when the sync saw it', async () => {
    const cancelledAt = new Date('2026-11-25T03:00:00Z');
    await insertAccessCode(t.db, {
      code: 'CAL-GONE',
      isActive: false,
      source: 'calendar',
      calendarUid: 'uid-gone@airbnb.com',
      calendarCancelledAt: cancelledAt,
      checkInAt: CHECK_IN,
      checkOutAt: CHECK_OUT,
    });
    setClock(BEFORE_WINDOW);
    expect((await instructions('CAL-GONE')).json()).toEqual({
      message: 'Invalid or expired access code',
      endedAt: cancelledAt.toISOString(),
    });
  });

  it('an unknown code, or one the owner switched off: the message alone', async () => {
    setClock(IN_WINDOW);
    await insertAccessCode(t.db, { code: 'OWNER-OFF', isActive: false });
    for (const code of ['NOT-A-CODE', 'OWNER-OFF']) {
      const response = await stay(code);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Invalid or expired access code' });
      expect((await validate(code)).json()).toEqual({ valid: false });
    }
  });
});

describe('the access log', () => {
  it('counts reads of the instructions; one page view (stay + instructions) counts once', async () => {
    const code = await insertAccessCode(t.db, { code: 'LOG-READS' });
    const logged = async () => {
      const list = (await admin('GET', '/api/access-codes')).json() as Record<string, unknown>[];
      return list.find((row) => row.id === code.id);
    };
    setClock('2026-11-21T01:00:00Z');
    await instructions('LOG-READS');
    expect(await logged()).toMatchObject({
      useCount: 1,
      firstUsedAt: '2026-11-21T01:00:00.000Z',
      lastUsedAt: '2026-11-21T01:00:00.000Z',
    });
    setClock('2026-11-21T01:00:02Z');
    await stay('LOG-READS');
    expect(await logged()).toMatchObject({ useCount: 1, lastUsedAt: '2026-11-21T01:00:02.000Z' });
    setClock('2026-11-21T05:00:00Z');
    await instructions('log-reads');
    await instructions('LOG-READZ'); // a miss is not a use
    expect(await logged()).toMatchObject({
      useCount: 2,
      firstUsedAt: '2026-11-21T01:00:00.000Z',
      lastUsedAt: '2026-11-21T05:00:00.000Z',
    });
  });
});

describe('arrival settings (admin)', () => {
  it('refuses anonymous callers (401) and non-admins (403)', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const anonymous = await t.app.inject({ method, url: '/api/arrival-settings', payload: {} });
      expect(anonymous.statusCode).toBe(401);
      const user = await t.app.inject({
        method,
        url: '/api/arrival-settings',
        headers: { cookie: await t.userCookie() },
        payload: {},
      });
      expect(user.statusCode).toBe(403);
      for (const secret of SECRETS) expect(anonymous.body + user.body).not.toContain(secret);
    }
  });

  it('are never part of the public site settings', async () => {
    const site = await t.app.inject({ method: 'GET', url: '/api/site-settings' });
    expect(site.statusCode).toBe(200);
    for (const secret of SECRETS) expect(site.body).not.toContain(secret);
    expect(site.json()).not.toHaveProperty('wifiPassword');
    expect(site.json()).not.toHaveProperty('doorCode');
  });

  it('saves a partial update, keeps the other fields, and clears one with blank or null', async () => {
    const saved = await admin('PUT', '/api/arrival-settings', { checkInTime: '14:30', wifiNetwork: '  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      address: ADDRESS,
      wifiNetwork: null,
      wifiPassword: WIFI_PASSWORD,
      doorCode: DOOR_CODE,
      backupDoorCode: null,
      checkInTime: '14:30',
      checkOutTime: '10:00',
      calendarCodes: true,
      leadHours: 24,
    });
    expect((await admin('GET', '/api/arrival-settings')).json()).toEqual(saved.json());
    const restored = await admin('PUT', '/api/arrival-settings', {
      checkInTime: '15:00',
      wifiNetwork: 'Chalet Guest',
    });
    expect(restored.json()).toMatchObject({ checkInTime: '15:00', wifiNetwork: 'Chalet Guest' });
  });

  it.each([
    [{ checkInTime: '3pm' }, 'checkInTime', 'Check-in time must be a time such as 15:00'],
    [{ checkOutTime: '24:00' }, 'checkOutTime', 'Check-out time must be a time such as 15:00'],
    [{ wifiPassword: 'x'.repeat(64) }, 'wifiPassword', 'WiFi password must be at most 63 characters'],
    [{ doorCode: '1'.repeat(41) }, 'doorCode', 'Door code must be at most 40 characters'],
    [{ address: 'a\u0000b' }, 'address', 'Text must not contain control characters (such as NUL)'],
    [{ calendarCodes: 'yes' }, 'calendarCodes', 'Calendar codes must be true or false'],
    ...[169, -1, 1.5, 'soon', null].map(
      (leadHours) =>
        [{ leadHours }, 'leadHours', 'Lead time must be a whole number of hours from 0 to 168'] as const,
    ),
  ] as [object, string, string][])('refuses %j with a clear 400', async (body, field, message) => {
    const response = await admin('PUT', '/api/arrival-settings', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('saves the lead window from a number or numeric text (the form), 0 to 168', async () => {
    for (const [given, stored] of [
      ['48', 48],
      [168, 168],
      [0, 0],
      [24, 24],
    ] as const) {
      const response = await admin('PUT', '/api/arrival-settings', { leadHours: given });
      expect(response.statusCode).toBe(200);
      expect(response.json().leadHours).toBe(stored);
    }
  });

  it('refuses an unknown field', async () => {
    const response = await admin('PUT', '/api/arrival-settings', { wifiPasword: 'typo' });
    expect(response.statusCode).toBe(400);
  });
});

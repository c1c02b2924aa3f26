import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContactSubmission } from '../../src/server/demo/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Jane Guest',
  email: 'jane@example.com',
  subject: 'Availability in July',
  message: 'Is the chalet free for the first week of July?',
};

let ipCounter = 0;
/** Each test sends from its own address, so the per-address limit of one test does not leak into another. */
const freshIp = () => `10.1.0.${++ipCounter}`;

const send = (payload: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });

describe('POST /api/contact', () => {
  it('stores a message from anyone', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Message sent successfully!' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/contact',
      headers: { cookie: await t.adminCookie() },
    });
    expect(list.json()[0]).toMatchObject(valid);
  });

  it('trims the fields it stores', async () => {
    await send({ ...valid, name: '  Trim Me  ', email: ' trim@example.com ' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/contact',
      headers: { cookie: await t.adminCookie() },
    });
    expect(list.json()[0]).toMatchObject({ name: 'Trim Me', email: 'trim@example.com' });
  });

  it('rejects an empty form with every message', async () => {
    const response = await send({});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      subject: 'Subject is required',
      message: 'Message must be at least 10 characters',
    });
  });

  it('rejects an invalid email address', async () => {
    const response = await send({ ...valid, email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid email address');
  });

  it('rejects a message shorter than 10 characters', async () => {
    const response = await send({ ...valid, message: ' too short ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.message).toBe('Message must be at least 10 characters');
  });

  it('rejects blank name and subject', async () => {
    const response = await send({ ...valid, name: '   ', subject: '' });
    expect(response.json().errors).toMatchObject({
      name: 'Name is required',
      subject: 'Subject is required',
    });
  });

  it('rejects overlong fields', async () => {
    const response = await send({ ...valid, message: 'x'.repeat(5001), subject: 'y'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['message', 'subject']);
  });

  it('answers 429 past the limit per address, and keeps other addresses working', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(valid, ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await send(valid, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many messages sent. Please try again later.' });
    expect((await send(valid)).statusCode).toBe(201);
  });

  it('takes its limit from CONTACT_RATE_LIMIT', async () => {
    const strict = await createTestApp({ CONTACT_RATE_LIMIT: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await strict.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: valid,
          remoteAddress: '10.9.9.9',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await strict.close();
    }
  });

  it('does not count malformed attempts toward the limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) expect((await send({ ...valid, email: 'bad' }, ip)).statusCode).toBe(400);
    expect((await send(valid, ip)).statusCode).toBe(201);
  });
});

describe('GET /api/contact', () => {
  it('lists messages newest first for the admin', async () => {
    await insertContactSubmission(t.db, { subject: 'Old one', createdAt: new Date('2020-01-01T00:00:00Z') });
    await insertContactSubmission(t.db, {
      subject: 'Future one',
      createdAt: new Date('2099-01-01T00:00:00Z'),
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/contact',
      headers: { cookie: await t.adminCookie() },
    });
    expect(response.statusCode).toBe(200);
    const subjects = response.json().map((m: { subject: string }) => m.subject);
    expect(subjects[0]).toBe('Future one');
    expect(subjects[subjects.length - 1]).toBe('Old one');
  });

  it('refuses an anonymous caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/contact' })).statusCode).toBe(401);
  });

  it('refuses a signed-in user who is not an admin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/contact',
      headers: { cookie: await t.userCookie() },
    });
    expect(response.statusCode).toBe(403);
  });
});

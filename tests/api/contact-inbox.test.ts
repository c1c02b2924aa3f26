import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContactSubmission } from '../../src/server/demo/factories.js';
import { csvCell } from '../../src/server/modules/contact/contact-csv.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 12 item 2: read/unread, archive, search and CSV export of contact messages. */

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.adminCookie();
});
afterAll(() => t.close());

interface Message {
  id: number;
  name: string;
  email: string;
  subject: string;
  isRead: boolean;
  isArchived: boolean;
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const list = async (query = ''): Promise<Message[]> => {
  const response = await get(`/api/contact${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const update = (id: number, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/contact/${id}`, headers: { cookie }, payload: payload as object });
const summary = async () => (await get('/api/contact/summary')).json();

describe('PUT /api/contact/{id}', () => {
  it('marks a message read and unread; new messages start unread', async () => {
    const message = await insertContactSubmission(t.db, { subject: 'Read me' });
    expect((await list()).find((m) => m.id === message.id)).toMatchObject({
      isRead: false,
      isArchived: false,
    });
    const before = await summary();

    const read = await update(message.id, { isRead: true });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id: message.id,
      isRead: true,
      isArchived: false,
      subject: 'Read me',
    });
    expect((await summary()).unread).toBe(before.unread - 1);

    const unread = await update(message.id, { isRead: false });
    expect(unread.json().isRead).toBe(false);
    expect((await summary()).unread).toBe(before.unread);
  });

  it('archives a message out of the inbox and brings it back', async () => {
    const message = await insertContactSubmission(t.db, { subject: 'Archive me' });
    const archived = await update(message.id, { isArchived: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().isArchived).toBe(true);

    expect((await list()).map((m) => m.id)).not.toContain(message.id);
    expect((await list('?filter=inbox')).map((m) => m.id)).not.toContain(message.id);
    expect((await list('?filter=archived')).map((m) => m.id)).toContain(message.id);
    expect((await list('?filter=all')).map((m) => m.id)).toContain(message.id);
    expect((await list('?filter=archived')).every((m) => m.isArchived)).toBe(true);
    expect((await summary()).archived).toBeGreaterThanOrEqual(1);

    await update(message.id, { isArchived: false });
    expect((await list()).map((m) => m.id)).toContain(message.id);
  });

  it('an archived unread message does not count as unread', async () => {
    const message = await insertContactSubmission(t.db, { subject: 'Unread then archived' });
    const before = await summary();
    await update(message.id, { isArchived: true });
    const after = await summary();
    expect(after.unread).toBe(before.unread - 1);
    expect(after.archived).toBe(before.archived + 1);
    expect(after.total).toBe(before.total);
    expect((await list('?filter=unread')).map((m) => m.id)).not.toContain(message.id);
  });

  it('answers 404 for a message that does not exist', async () => {
    const response = await update(999_999, { isRead: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Message not found' });
  });

  it('refuses other fields and non-boolean values with 400', async () => {
    const message = await insertContactSubmission(t.db);
    const other = await update(message.id, { subject: 'Rewritten' });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Only isRead and isArchived can be changed');
    const notBoolean = await update(message.id, { isRead: 'yes' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().errors).toEqual({ isRead: 'isRead must be true or false' });
    const badId = await update(0, { isRead: true });
    expect(badId.statusCode).toBe(400);
  });

  it('refuses anonymous callers and non-admins', async () => {
    const message = await insertContactSubmission(t.db);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/contact/${message.id}`,
      payload: { isRead: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'PUT',
      url: `/api/contact/${message.id}`,
      payload: { isRead: true },
      headers: { cookie: await t.userCookie() },
    });
    expect(user.statusCode).toBe(403);
  });
});

describe('GET /api/contact?q=', () => {
  it('finds messages by name, email, subject or message text, case-insensitively', async () => {
    await insertContactSubmission(t.db, { name: 'Zebedee Quist', subject: 'Plain one' });
    await insertContactSubmission(t.db, { email: 'yodel.walker@example.org', subject: 'Plain two' });
    await insertContactSubmission(t.db, {
      message: 'Do you have a PIZZAOVEN on the deck?',
      subject: 'Plain three',
    });
    expect((await list('?q=zebedee')).map((m) => m.subject)).toEqual(['Plain one']);
    expect((await list('?q=YODEL.WALKER')).map((m) => m.subject)).toEqual(['Plain two']);
    expect((await list('?q=pizzaoven')).map((m) => m.subject)).toEqual(['Plain three']);
    expect(await list('?q=nothing-matches-this')).toEqual([]);
  });

  it('treats % and _ literally', async () => {
    await insertContactSubmission(t.db, { subject: '100% booked?' });
    expect((await list(`?q=${encodeURIComponent('100%')}`)).map((m) => m.subject)).toEqual(['100% booked?']);
    expect(await list(`?q=${encodeURIComponent('%%%%')}`)).toEqual([]);
    expect(await list(`?q=${encodeURIComponent('____________________')}`)).toEqual([]);
  });

  it('combines the search with the archive filter', async () => {
    const archived = await insertContactSubmission(t.db, { subject: 'Quokka archived' });
    await insertContactSubmission(t.db, { subject: 'Quokka inbox' });
    await update(archived.id, { isArchived: true });
    expect((await list('?q=quokka')).map((m) => m.subject)).toEqual(['Quokka inbox']);
    expect((await list('?q=quokka&filter=archived')).map((m) => m.subject)).toEqual(['Quokka archived']);
    expect((await list('?q=quokka&filter=all')).map((m) => m.subject).sort()).toEqual([
      'Quokka archived',
      'Quokka inbox',
    ]);
  });

  it('refuses an unknown filter and an overlong search with 400', async () => {
    const filter = await get('/api/contact?filter=spam');
    expect(filter.statusCode).toBe(400);
    expect(filter.json().message).toBe('filter must be one of inbox, unread, archived, all');
    const long = await get(`/api/contact?q=${'x'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Search must be at most 200 characters');
  });
});

describe('GET /api/contact/summary', () => {
  it('counts all, unread and archived messages for the admin only', async () => {
    const response = await get('/api/contact/summary');
    expect(response.statusCode).toBe(200);
    const all = await list('?filter=all');
    expect(response.json()).toEqual({
      total: all.length,
      unread: all.filter((m) => !m.isRead && !m.isArchived).length,
      archived: all.filter((m) => m.isArchived).length,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/contact/summary' })).statusCode).toBe(401);
  });
});

/** A small RFC 4180 reader, enough to check what a spreadsheet would read back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('GET /api/contact/export', () => {
  it('answers a CSV attachment with every field escaped and formulas defused', async () => {
    const tricky = await insertContactSubmission(t.db, {
      name: '=HYPERLINK("http://evil.example","click")',
      email: 'csv.person@example.com',
      subject: '+SUM(A1:A2), "quoted", and a comma',
      message: 'Line one\nLine two with "quotes", commas\r\n-2+3',
      createdAt: new Date('2026-03-04T05:06:07.000Z'),
    });
    await update(tricky.id, { isRead: true });

    const response = await get('/api/contact/export?q=csv.person');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]).toEqual(['Date', 'Name', 'Email', 'Subject', 'Message', 'Read', 'Archived']);
    expect(rows.slice(1)).toEqual([
      [
        '2026-03-04T05:06:07.000Z',
        `'=HYPERLINK("http://evil.example","click")`,
        'csv.person@example.com',
        `'+SUM(A1:A2), "quoted", and a comma`,
        'Line one\nLine two with "quotes", commas\r\n-2+3',
        'yes',
        'no',
      ],
    ]);
  });

  it('exports what the list shows: the inbox by default, archived ones on request', async () => {
    const archived = await insertContactSubmission(t.db, { subject: 'Wombat export archived' });
    await insertContactSubmission(t.db, { subject: 'Wombat export inbox' });
    await update(archived.id, { isArchived: true });
    const subjects = async (query: string) =>
      parseCsv((await get(`/api/contact/export${query}`)).body.slice(1))
        .slice(1)
        .map((row) => row[3]);
    expect(await subjects('?q=wombat')).toEqual(['Wombat export inbox']);
    expect((await subjects('?q=wombat&filter=all')).sort()).toEqual([
      'Wombat export archived',
      'Wombat export inbox',
    ]);
    const everything = await subjects('?filter=all');
    expect(everything.length).toBe((await list('?filter=all')).length);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/contact/export' })).statusCode).toBe(401);
  });
});

describe('csvCell', () => {
  it('quotes, doubles quotes and defuses = + - @ tab and CR at the start', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    }
    expect(csvCell('a=1')).toBe('"a=1"');
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from '../../src/server/db/client.js';
import { outboxEmails, testimonials } from '../../src/server/db/schema.js';
import {
  insertAccessCode,
  insertContactSubmission,
  insertExperience,
  insertTestimonial,
} from '../../src/server/demo/factories.js';
import { seedDemoContent } from '../../src/server/demo/seed.js';
import { tablesInRestoreOrder } from '../../src/server/modules/backup/backup-format.js';
import { queryRows } from '../../src/server/modules/backup/create-backup.js';
import {
  checkBackup,
  InvalidArchiveError,
  isEmptyInstallation,
  restoreBackup,
} from '../../src/server/modules/backup/restore-backup.js';
import { readTar, writeTar } from '../../src/server/modules/backup/tar.js';
import { readEmailSettings } from '../../src/server/modules/email-settings/email-settings.js';
import {
  enqueueEmail,
  listOutboxEmails,
  OUTBOX_BACKUP_WITHHELD_ERROR,
  scrubSentEmails,
} from '../../src/server/platform/outbox/outbox.repository.js';
import { startOutboxWorker } from '../../src/server/platform/outbox/outbox-worker.js';
import { createDiskStorage } from '../../src/server/platform/storage/disk-storage.js';
import { createUploadsStorage } from '../../src/server/platform/storage/uploads.js';
import { adminApi } from '../../src/shared/admin-routes.js';
import { createScratchDatabase, postgresAvailable } from '../helpers/scratch-database.js';
import { TestSmtpServer } from '../helpers/smtp-server.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { openTestDatabase, TEST_DB_KIND } from '../helpers/test-db.js';

const hasPostgres = await postgresAvailable();

let t: TestApp;
let workDir: string;
beforeAll(async () => {
  t = await createTestApp();
  workDir = mkdtempSync(path.join(os.tmpdir(), 'chalet-backup-api-'));
  await seedDemoContent(t.db, { uploads: createUploadsStorage(t.config) });
  await insertContactSubmission(t.db, {
    name: 'Zoë “Quotes” O’Brien',
    message: 'Line one\nline two\u2028 ✓',
  });
  await insertAccessCode(t.db, { code: 'ABCD-2345' });
  // An upload in a nested folder with a name past tar's 100 bytes: the pax header carries it.
  await createUploadsStorage(t.config).put(
    `nested/${'long-name-'.repeat(12)}.webp`,
    Buffer.from('RIFF....WEBP'),
    {
      contentType: 'image/webp',
    },
  );
});
afterAll(async () => {
  await t.close();
  rmSync(workDir, { recursive: true, force: true });
});

const download = async (cookie?: string) =>
  t.app.inject({ method: 'GET', url: adminApi.backup, headers: cookie ? { cookie } : {} });

/**
 * Every row of every table, as JSON text (times in UTC, whatever the server's zone), sorted: equal
 * when two databases hold the same data.
 */
function everyRow(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const rows: Record<string, string[]> = {};
    for (const table of tablesInRestoreOrder()) {
      const lines = await queryRows<{ line: string }>(
        tx,
        sql.raw(`select row_to_json(t)::text as line from "${table}" t`),
      );
      rows[table] = lines.map((row) => row.line).sort();
    }
    return rows;
  });
}

async function entriesOf(archive: Buffer) {
  const entries: { name: string; bytes: Buffer }[] = [];
  for await (const entry of readTar([gunzipSync(archive)])) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    entries.push({ name: entry.name, bytes: Buffer.concat(chunks) });
  }
  return entries;
}

describe('GET /api/admin/backup', () => {
  it('is refused to anyone but the owner', async () => {
    expect((await download()).statusCode).toBe(401);
    expect((await download(await t.userCookie())).statusCode).toBe(403);
  });

  it('answers one gzip’d tar to download, never cached, with every table of the database and every picture', async () => {
    const response = await download(await t.adminCookie());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="kanimbla-backup-\d{8}-\d{4}\.tar\.gz"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');

    const entries = await entriesOf(response.rawPayload);
    expect(entries[0].name).toBe('manifest.json');
    const manifest = JSON.parse(entries[0].bytes.toString('utf8'));
    // The tables come from the schema, so each must be one the migrations made, and all of them.
    const inDatabase = await queryRows<{ name: string }>(
      t.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    expect(manifest.tables.map((table: { name: string }) => table.name).sort()).toEqual(
      inDatabase.map((row) => row.name).sort(),
    );
    expect(
      manifest.tables.find((table: { name: string }) => table.name === 'access_codes').columns,
    ).not.toContain('match_key');
    const pictures = entries.filter((entry) => entry.name.startsWith('pictures/')).map((entry) => entry.name);
    const stored = await createUploadsStorage(t.config).list();
    expect(pictures.sort()).toEqual(stored.map((entry) => `pictures/${entry.key}`).sort());
    expect(pictures).toContain(`pictures/nested/${'long-name-'.repeat(12)}.webp`);
  });

  /** Restores the owner's backup into `target` and a new storage, and compares everything. */
  async function restoreAndCompare(target: Database, folder: string) {
    const response = await download(await t.adminCookie());
    const file = path.join(workDir, `${folder}.tar.gz`);
    writeFileSync(file, response.rawPayload);
    const summary = await checkBackup(file);
    expect(summary.pictures).toBeGreaterThan(0);
    const storage = createDiskStorage(path.join(workDir, folder));
    try {
      expect(await isEmptyInstallation(target, storage)).toBe(true);
      await restoreBackup({ file, database: target, storage });
      expect(await isEmptyInstallation(target, storage)).toBe(false);
      const [before, after] = [await everyRow(t.db), await everyRow(target.db)];
      expect(after).toEqual(before);
      expect(after.testimonials.length).toBeGreaterThan(0);
      const source = createUploadsStorage(t.config);
      for (const entry of await source.list()) {
        expect(
          (await (await storage.get(entry.key))?.bytes())?.equals(
            await (await source.get(entry.key))!.bytes(),
          ),
        ).toBe(true);
      }
      // The serial ids continue past the restored ones, and the restored database migrates onwards.
      const added = await insertTestimonial(target.db, { name: 'After the restore' });
      const ids = (await target.db.select({ id: testimonials.id }).from(testimonials)).map((row) => row.id);
      expect(added.id).toBe(Math.max(...ids));
      await target.migrate();
    } finally {
      await target.close();
    }
  }

  it('restores into an empty database and storage with every row, picture and sequence as they were', async () => {
    await restoreAndCompare(await openTestDatabase({ migrated: false }), 'same-kind');
  });

  it.skipIf(TEST_DB_KIND === 'pglite' && !hasPostgres)(
    'restores into the other kind of database just as well (a move between PGlite and PostgreSQL)',
    async () => {
      if (TEST_DB_KIND === 'postgres') {
        await restoreAndCompare(await openDatabase({}), 'other-kind');
        return;
      }
      const scratch = await createScratchDatabase('chalet_backup_other');
      try {
        await restoreAndCompare(await openDatabase({ url: scratch.url }), 'other-kind');
      } finally {
        await scratch.drop();
      }
    },
  );

  it('refuses a damaged, cut or foreign file before touching anything', async () => {
    const response = await download(await t.adminCookie());
    const whole = response.rawPayload;
    const cases: [string, Buffer][] = [
      ['cut', whole.subarray(0, Math.floor(whole.length / 2))],
      ['not gzip', Buffer.from('hello, this is not a backup')],
      ['foreign tar', gzipSync(Buffer.alloc(2048))],
      [
        'flipped byte',
        Buffer.from(whole.map((byte, i) => (i === Math.floor(whole.length / 3) ? byte ^ 0xff : byte))),
      ],
    ];
    for (const [name, bytes] of cases) {
      const file = path.join(workDir, `${name.replace(' ', '-')}.tar.gz`);
      writeFileSync(file, bytes);
      await expect(checkBackup(file), name).rejects.toBeInstanceOf(InvalidArchiveError);
    }
  });

  it('undoes a restore that fails half-way, leaving the installation empty', async () => {
    const response = await download(await t.adminCookie());
    // The same backup with every testimonial emptied: the manifest holds, the rows break NOT NULL.
    const broken = (async function* () {
      for await (const entry of readTar([gunzipSync(response.rawPayload)])) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry.body) chunks.push(chunk);
        let bytes = Buffer.concat(chunks);
        if (entry.name === 'database/testimonials.jsonl')
          bytes = Buffer.from(bytes.toString('utf8').replace(/^.+$/gm, '{}'));
        yield {
          name: entry.name,
          size: bytes.length,
          mtimeMs: Date.now(),
          body: () => Readable.from([bytes]),
        };
      }
    })();
    const parts: Buffer[] = [];
    for await (const chunk of writeTar(broken)) parts.push(chunk);
    const file = path.join(workDir, 'broken.tar.gz');
    writeFileSync(file, gzipSync(Buffer.concat(parts)));

    const target = await openTestDatabase({ migrated: false });
    const storage = createDiskStorage(path.join(workDir, 'broken-uploads'));
    try {
      await expect(restoreBackup({ file, database: target, storage })).rejects.toThrow(/null value/);
      expect(await isEmptyInstallation(target, storage)).toBe(true);
    } finally {
      await target.close();
    }
  });
});

describe('the guests’ manage links (issue 42 item 7)', () => {
  const GUEST = 'jane@example.com';
  let smtp: TestSmtpServer;
  let mail: TestApp;
  beforeAll(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    mail = await createTestApp({
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: 'owner@chalet.example',
      PUBLIC_URL: 'https://chalet.example',
      OUTBOX_POLL_MS: 3_600_000, // the test runs the worker itself
    });
  });
  afterAll(async () => {
    await mail.close();
    await smtp.stop();
  });

  /** Every row of the outbox as text, and the whole backup archive unpacked, as text. */
  const outboxText = async () =>
    (
      await queryRows<{ line: string }>(
        mail.db,
        sql`select row_to_json(o)::text as line from outbox_emails o`,
      )
    )
      .map((row) => row.line)
      .join('\n');
  const downloadBackup = async () => {
    const response = await mail.app.inject({
      url: adminApi.backup,
      headers: { cookie: await mail.adminCookie() },
    });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };
  const backupText = async () => gunzipSync(await downloadBackup()).toString('utf8');
  const outboxRowsOfBackup = async () =>
    (await entriesOf(await downloadBackup()))
      .find((entry) => entry.name === 'database/outbox_emails.jsonl')
      ?.bytes.toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>) ?? [];

  /** The guest's booking through the API, `daysAhead` days from now, of a new experience. */
  async function bookForGuest(booking: {
    title: string;
    startTime: string;
    key: string;
    guestName: string;
    daysAhead: number;
    participants: number;
  }) {
    const experience = await insertExperience(mail.db, {
      title: booking.title,
      startTime: booking.startTime,
    });
    const booked = await mail.app.inject({
      method: 'POST',
      url: '/api/experience-bookings',
      headers: { 'idempotency-key': booking.key },
      payload: {
        experienceId: experience.id,
        guestName: booking.guestName,
        guestEmail: GUEST,
        guestPhone: '0400 123 456',
        bookingDate: new Date(Date.now() + booking.daysAhead * 86_400_000).toISOString().slice(0, 10),
        participants: booking.participants,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return booked;
  }

  it('are in no backup and, once the email is sent, in no table; the guest’s email has the link', async () => {
    await bookForGuest({
      title: 'Sunset Walk',
      startTime: '17:00',
      key: 'backup-token-key',
      guestName: 'Jane Guest',
      daysAhead: 30,
      participants: 2,
    });
    // Not sent yet: the queued confirmation is the token's only copy on the server.
    const token = /\/manage-booking\/([\w-]{43})/.exec(await outboxText())?.[1] ?? '';
    expect(token).toHaveLength(43);

    const beforeSending = await backupText();
    expect(beforeSending).not.toContain(token);
    const [queued] = (await outboxRowsOfBackup()).filter((row) => row.to_address === GUEST);
    // Restored, it must not go out with its link removed: it comes back as given up, saying why.
    expect(queued).toMatchObject({ status: 'failed', last_error: OUTBOX_BACKUP_WITHHELD_ERROR });
    expect(queued.text).toContain('/manage-booking/[removed]');
    // The owner's notice holds no link of its own (only its draft did): it stays queued in the backup.
    const [notice] = (await outboxRowsOfBackup()).filter((row) => row.kind === 'booking-notice');
    expect(notice).toMatchObject({ status: 'pending', last_error: null, draft: null });
    // The installation itself still sends it, link and calendar file included.
    expect(await outboxText()).toContain(token);

    const worker = startOutboxWorker({
      db: mail.db,
      config: mail.config,
      mailSettings: () => readEmailSettings(mail.db, mail.config),
    });
    await worker.runOnce();
    await worker.stop();
    const sent = (await smtp.waitFor(2)).find((m) => m.recipients.includes(GUEST));
    expect(sent?.mail.text).toContain(`https://chalet.example/manage-booking/${token}`);
    expect(sent?.mail.attachments[0]?.content.toString('utf8').replace(/\r\n /g, '')).toContain(token);

    expect(await outboxText()).not.toContain(token);
    const [kept] = (await listOutboxEmails(mail.db)).filter((row) => row.toAddress === GUEST);
    expect(kept).toMatchObject({ status: 'sent', subject: sent?.mail.subject });
    expect(kept.text).toContain('/manage-booking/[removed]');
    expect(kept.attachments).toEqual([
      { filename: expect.any(String), contentType: expect.any(String), content: '' },
    ]);
    const afterSending = await backupText();
    expect(afterSending).not.toContain(token);
    expect((await outboxRowsOfBackup()).find((row) => row.to_address === GUEST)?.status).toBe('sent');
  });

  it('are in no backup of emails still drafts (their process died before building them); the owner’s notice stays to send', async () => {
    const booked = await bookForGuest({
      title: 'Dawn Walk',
      startTime: '06:00',
      key: 'backup-draft-key',
      guestName: 'Jane Draft',
      daysAhead: 31,
      participants: 1,
    });
    const bookingId = (booked.json() as { id: number }).id;
    // As the booking's commit left them: drafts, built by nobody yet.
    await mail.db
      .update(outboxEmails)
      .set({ text: '', attachments: [] })
      .where(eq(outboxEmails.experienceBookingId, bookingId));
    const token = /\/manage-booking\/([\w-]{43})/.exec(await outboxText())?.[1] ?? '';
    expect(token).toHaveLength(43);

    expect(await backupText()).not.toContain(token);
    const rows = (await outboxRowsOfBackup()).filter((row) => row.experience_booking_id === bookingId);
    expect(rows.map((row) => row.draft)).toEqual([null, null]);
    const confirmation = rows.find((row) => row.kind === 'booking-confirmation');
    expect(confirmation).toMatchObject({ status: 'failed', last_error: OUTBOX_BACKUP_WITHHELD_ERROR });
    const notice = rows.find((row) => row.kind === 'booking-notice');
    expect(notice).toMatchObject({ status: 'pending' });
    expect(notice?.text).toContain('Jane Draft booked Dawn Walk');
  });

  it('are scrubbed from emails sent before this version (kept 30 days with their link)', async () => {
    const token = 'T'.repeat(43);
    const old = await enqueueEmail(mail.db, {
      kind: 'booking-confirmation',
      subject: 'Booking confirmed (old)',
      text: `Manage your booking: https://chalet.example/manage-booking/${token}\nThanks`,
      toAddress: GUEST,
      attachments: [
        { filename: 'booking.ics', contentType: 'text/calendar', content: `URL:…/manage-booking/${token}` },
      ],
    });
    await mail.db
      .update(outboxEmails)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(outboxEmails.id, old.id));
    expect(await outboxText()).toContain(token);
    expect(await scrubSentEmails(mail.db)).toBe(1);
    expect(await outboxText()).not.toContain(token);
    expect(await scrubSentEmails(mail.db)).toBe(0);
  });
});

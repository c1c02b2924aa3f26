import path from 'node:path';
import type { QueryResultRow } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  postgresAvailable,
  runSql,
  type ScratchDatabase,
} from '../helpers/scratch-database.js';
import { createServerGroup, type ServerProcess } from '../helpers/server-process.js';
import { TestSmtpServer } from '../helpers/smtp-server.js';

/**
 * The outbox across real server processes on one PostgreSQL database (issue 12): an email queued
 * while the mail server is down survives a restart, and two processes send each email once.
 */

const hasPostgres = await postgresAvailable();
const OWNER = 'owner@chalet.example';

let database: ScratchDatabase | undefined;
let databaseUrl = '';
let dataDir = '';
const smtp = new TestSmtpServer();
const servers = createServerGroup({
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'outbox-password-1',
  NOTIFY_EMAIL: OWNER,
  OUTBOX_RETRY_MS: '50',
  OUTBOX_POLL_MS: '100',
  CONTACT_RATE_LIMIT: '1000',
});

const query = <T extends QueryResultRow>(sql: string) => runSql<T>(databaseUrl, sql);

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A process with a DATA_DIR of its own (`name`), on the shared database and mail server. */
const start = (name: string) =>
  servers.start({ DATABASE_URL: databaseUrl, DATA_DIR: path.join(dataDir, name), SMTP_URL: smtp.url });

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

async function sendMessage(server: ServerProcess, subject: string) {
  const response = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Process Guest',
      email: 'guest@example.com',
      subject,
      message: 'A message that must reach the owner exactly once.',
    }),
  });
  expect(response.status).toBe(201);
}

describe.skipIf(!hasPostgres)('the outbox with real server processes on PostgreSQL', () => {
  beforeAll(async () => {
    database = await createScratchDatabase('chalet_outbox');
    databaseUrl = database.url;
    dataDir = servers.tempDir('outbox');
    // Learn a free port for the mail server, then take it down: the site starts with no mail server.
    await smtp.start();
    await smtp.stop();
  });

  afterAll(async () => {
    await servers.stopAll();
    await smtp.stop();
    await database?.drop();
  });

  it('keeps an unsent email across a restart, and two processes send every email once', async () => {
    // 1. Mail server down: the guest gets success, the email waits in the outbox with its error.
    const first = await start('a');
    await sendMessage(first, 'Queued while the mail server was down');
    await waitUntil(
      async () =>
        (
          await query<{ n: number }>(
            `select count(*)::int as n from outbox_emails where status = 'pending' and last_error is not null`,
          )
        )[0].n === 1,
      'a failed first attempt',
    );
    await stop(first);

    // 2. Mail server back, two processes on the same database.
    await smtp.start();
    const a = await start('a');
    const b = await start('b');
    const subjects = ['Queued while the mail server was down'];
    for (let i = 0; i < 10; i++) {
      const subject = `Two processes ${i}`;
      subjects.push(subject);
      await sendMessage(i % 2 === 0 ? a : b, subject);
    }
    await waitUntil(
      async () =>
        (await query<{ n: number }>(`select count(*)::int as n from outbox_emails where status <> 'sent'`))[0]
          .n === 0,
      'every email to be sent',
    );
    // Stopping waits for any send in flight, so a duplicate could not arrive after we count.
    await stop(a);
    await stop(b);

    const received = smtp.received.map((r) => r.mail.subject);
    expect(received.sort()).toEqual(subjects.map((s) => `New message from Process Guest: ${s}`).sort());
    expect(smtp.received.every((r) => r.recipients.join() === OWNER)).toBe(true);
    const rows = await query<{ attempts: number; subject: string }>(
      `select attempts, subject from outbox_emails order by id`,
    );
    expect(rows).toHaveLength(11);
    expect(rows[0].attempts).toBeGreaterThanOrEqual(2);
  });
});

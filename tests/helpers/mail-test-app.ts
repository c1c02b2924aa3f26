import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Config } from '../../src/server/config.js';
import { readEmailSettings } from '../../src/server/modules/email-settings/email-settings.js';
import { type OutboxWorker, startOutboxWorker } from '../../src/server/platform/outbox/outbox-worker.js';
import { type ReceivedMail, TestSmtpServer } from './smtp-server.js';
import { type createTestApp, setUpTestApp, type TestAppHandle } from './test-app.js';

export const MAIL_OWNER = 'owner@chalet.example';
export const MAIL_PUBLIC_URL = 'https://chalet.example';

/** A file's test app that emails through its own SMTP server, with the outbox run by the tests. */
export interface MailTestAppHandle {
  t: TestAppHandle;
  smtp: TestSmtpServer;
  /** A worker on the app's outbox, stopped after the test. */
  startWorker(now?: () => Date): OutboxWorker;
  /** Sends what the outbox holds once, and waits until the SMTP server has `count` emails. */
  deliver(count: number): Promise<ReceivedMail[]>;
}

/**
 * A real SMTP server on 127.0.0.1 and, made after it has its port, one test app for the whole file. Unless
 * `mailFromEnv` is false, the app's env sends to it (SMTP_URL, NOTIFY_EMAIL, PUBLIC_URL); its own worker
 * polls only hourly, so nothing is sent behind a test's back. After each test: the test's workers stop, a
 * mail server the test stopped runs again and the emails received are forgotten.
 */
export function setUpMailTestApp(
  overrides: Partial<Config> = {},
  options: Parameters<typeof createTestApp>[1] = {},
  {
    smtpAuth,
    mailFromEnv = true,
  }: { smtpAuth?: { user: string; password: string }; mailFromEnv?: boolean } = {},
): MailTestAppHandle {
  const smtp = new TestSmtpServer({ auth: smtpAuth });
  const workers: OutboxWorker[] = [];
  // Registered first: the server has its port when the app's beforeAll reads SMTP_URL (a getter, read then).
  beforeAll(() => smtp.start());
  const env: Partial<Config> = {
    OUTBOX_POLL_MS: 3_600_000,
    ...(mailFromEnv ? { NOTIFY_EMAIL: MAIL_OWNER, PUBLIC_URL: MAIL_PUBLIC_URL } : {}),
    ...overrides,
  };
  if (mailFromEnv && !('SMTP_URL' in overrides)) {
    Object.defineProperty(env, 'SMTP_URL', { enumerable: true, get: () => smtp.url });
  }
  const t = setUpTestApp(env, options);
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    if (!smtp.running) await smtp.start();
    smtp.received.length = 0;
  });
  afterAll(() => smtp.stop());

  const startWorker = (now?: () => Date) => {
    const worker = startOutboxWorker({
      db: t.db,
      config: t.config,
      now,
      mailSettings: () => readEmailSettings(t.db, t.config),
    });
    workers.push(worker);
    return worker;
  };
  return {
    t,
    smtp,
    startWorker,
    deliver: async (count) => {
      await startWorker().runOnce();
      return smtp.waitFor(count);
    },
  };
}

import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { type Clock, systemClock } from '../time/clock.js';
import { readyToSend } from './email-drafts.js';
import { describeMailError } from './mail-errors.js';
import {
  createMailer,
  isEmailConfigured,
  type Mailer,
  outboxMessageId,
  type ReadMailSettings,
} from './mailer.js';
import {
  claimDueEmails,
  deleteSentEmailsBefore,
  markEmailFailed,
  markEmailSent,
  OUTBOX_LEASE_RENEW_MS,
  type OutboxEmail,
  renewEmailLeases,
  scrubSentEmails,
} from './outbox.repository.js';
import { onOutboxSignal } from './outbox-signal.js';
import { readSiteName } from './site-name.js';

const SENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

interface WorkerLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  config: Config;
  log?: WorkerLog;
  /** The clock (tests may pass their own). */
  now?: Clock;
  /** The settings in force, read before each round (`readEmailSettings`, handed in: decision 0086). */
  mailSettings: ReadMailSettings;
  /** A fixed mailer instead of one made from the settings (null: send nothing); tests. */
  mailer?: Mailer | null;
}

export interface OutboxWorker {
  /** Sends every due email now; resolves with how many were sent. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the email being sent, if any. */
  stop(): Promise<void>;
}

const silentLog: WorkerLog = { info() {}, warn() {}, error() {} };

/**
 * Delivers the outbox: polls every OUTBOX_POLL_MS (and at once when this process queues an email),
 * claims due emails, sends them, and reschedules failures with exponential backoff. Each round reads
 * the email settings first, so a change in the back office applies at the next round; while no mail
 * server or recipient is set it claims nothing (and nothing is queued either).
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, config } = options;
  const log = options.log ?? silentLog;
  const now = options.now ?? systemClock;

  /** The mailer of the settings last read, remade when they change. */
  let current: { key: string; mailer: Mailer | null; smtpUrl: string } | null = null;
  const mailerNow = async (): Promise<{ mailer: Mailer; smtpUrl: string } | null> => {
    if (options.mailer !== undefined) return options.mailer ? { mailer: options.mailer, smtpUrl: '' } : null;
    const settings = await options.mailSettings();
    const key = JSON.stringify([settings.smtpUrl, settings.notifyEmail, settings.from]);
    if (current?.key !== key) {
      current?.mailer?.close();
      const on = isEmailConfigured(settings);
      if (on || current)
        log.info(
          on
            ? 'Email notifications are on.'
            : 'Email notifications are off (no mail server or recipient set).',
        );
      current = { key, mailer: createMailer(settings), smtpUrl: settings.smtpUrl ?? '' };
    }
    return current.mailer ? { mailer: current.mailer, smtpUrl: current.smtpUrl } : null;
  };

  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;
  let lastCleanup = 0;
  let timer: NodeJS.Timeout | null = null;

  /** Sends one claimed batch; its leases are renewed while it lasts, so no other process takes it over. */
  const sendBatch = async (
    { mailer, smtpUrl }: { mailer: Mailer; smtpUrl: string },
    batch: OutboxEmail[],
  ): Promise<number> => {
    const claimToken = batch[0]?.claimToken ?? '';
    const renew = () =>
      renewEmailLeases(db, claimToken, now()).catch((error: unknown) => {
        log.warn(`Outbox lease not renewed: ${error instanceof Error ? error.message : String(error)}`);
      });
    const renewal = setInterval(() => void renew(), OUTBOX_LEASE_RENEW_MS);
    renewal.unref();
    let sent = 0;
    try {
      for (const email of batch) {
        // A full lease for each send, whatever the timer managed on a busy event loop.
        if (email !== batch[0]) await renew();
        try {
          await mailer.send({
            ...readyToSend(email),
            fromName: await readSiteName(db),
            messageId: outboxMessageId(email, config.PUBLIC_URL),
          });
          await markEmailSent(db, email, now());
          sent += 1;
        } catch (error) {
          // The log keeps the library's words; the owner is shown plain ones (decision 0086).
          const message = error instanceof Error ? error.message : String(error);
          log.warn(`Email ${email.id} not sent (attempt ${email.attempts}): ${message}`);
          const stored = smtpUrl ? describeMailError(error, smtpUrl) : message;
          await markEmailFailed(db, email, stored, now(), config.OUTBOX_RETRY_MS);
        }
        if (stopped) break;
      }
    } finally {
      clearInterval(renewal);
    }
    return sent;
  };

  const drain = async (): Promise<number> => {
    let sent = 0;
    const sending = await mailerNow();
    while (sending) {
      const batch = await claimDueEmails(db, now());
      if (batch.length === 0) break;
      sent += await sendBatch(sending, batch);
      if (stopped) return sent;
    }
    if (now().getTime() - lastCleanup > CLEANUP_INTERVAL_MS) {
      lastCleanup = now().getTime();
      await deleteSentEmailsBefore(db, new Date(lastCleanup - SENT_RETENTION_MS));
      await scrubSentEmails(db);
    }
    return sent;
  };

  // One drain at a time in this process; a signal during a drain runs another straight after.
  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        try {
          total += await drain();
        } catch (error) {
          log.error(`Outbox delivery failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, config.OUTBOX_POLL_MS);
    timer.unref();
  };
  const unsubscribe = onOutboxSignal(() => {
    if (!stopped) void runOnce();
  });
  void runOnce().finally(schedule);

  return {
    runOnce,
    stop: async () => {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
      current?.mailer?.close();
    },
  };
}

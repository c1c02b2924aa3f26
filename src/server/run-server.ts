import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { buildApp } from './app.js';
import { prepareDatabase } from './bootstrap.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/lock.js';
import { openConfiguredDatabase, pgliteDataDir } from './db/open-configured-database.js';
import { countRows } from './db/row-count.js';
import { errorChain } from './lib/database-errors.js';
import { isDraining, startDraining } from './lib/lifecycle.js';
import { startAnalyticsRollup } from './modules/analytics/analytics.js';
import { startPasswordRequestWatcher } from './modules/auth/password-requests.js';
import { deleteExpiredSessions } from './modules/auth/sessions.repository.js';
import { startAvailabilityScheduler } from './modules/availability/availability-sync.js';
import { readEmailSettings } from './modules/email-settings/email-settings.js';
import { startOutboxWorker } from './platform/outbox/outbox-worker.js';
import {
  adoptRootUploads,
  createUploadsStorage,
  describeUploadsStorage,
} from './platform/storage/uploads.js';
import { explainStartupError } from './startup-error.js';

const CHECKPOINT_INTERVAL_MS = 5 * 60 * 1000;
/** After the drain: how long in-flight requests and the database close may take before we exit anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Closing waits for this long without a new connection or request, and none in flight. */
const QUIET_MS = 250;

/**
 * Counts requests in flight and notes the last connection or request, so shutdown closes the listener
 * only once nothing is arriving: a connection accepted but not yet read would otherwise be reset.
 */
function trackTraffic(server: Server) {
  let inFlight = 0;
  let lastActivity = Date.now();
  server.on('connection', () => {
    lastActivity = Date.now();
  });
  server.on('request', (_request, response) => {
    inFlight++;
    lastActivity = Date.now();
    response.once('close', () => {
      inFlight--;
      lastActivity = Date.now();
    });
  });
  return {
    async waitForQuiet(deadline: number) {
      while (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 5));
        // setImmediate runs after the poll phase: connections and requests already waiting are seen first.
        await new Promise((resolve) => setImmediate(resolve));
        if (inFlight === 0 && Date.now() - lastActivity >= QUIET_MS) return;
      }
    },
  };
}

let config: Config | undefined;
let unlock: () => void = () => {};

function describeDatabase(config: Config): string {
  if (!config.DATABASE_URL) return `embedded PGlite in ${pgliteDataDir(config)}`;
  try {
    const url = new URL(config.DATABASE_URL);
    return `PostgreSQL ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

async function main() {
  config = loadConfig();
  const settings = config;

  // PostgreSQL's database exists before the first start; an embedded one only once it has its files.
  const existed =
    Boolean(settings.DATABASE_URL) || existsSync(path.join(pgliteDataDir(settings), 'PG_VERSION'));
  const opened = await openConfiguredDatabase(settings);
  const { database } = opened;
  unlock = opened.unlock;
  // One storage of uploads for the seed and the app: the S3 bucket when S3_BUCKET is set, else the disk.
  const storage = createUploadsStorage(settings);
  // Before the seed puts its pictures under S3_PREFIX: a bucket from before it is moved first.
  const adopted = await adoptRootUploads(settings);
  const notes = await prepareDatabase(database, settings, storage);
  const rows = await countRows(database.db);
  notes.unshift(
    existed
      ? `Opened the database (${describeDatabase(settings)}): ${rows} rows.`
      : `Made a new database (${describeDatabase(settings)}): ${rows} rows.`,
  );
  if (adopted > 0)
    notes.push(
      `Copied ${adopted} pictures from the bucket's root under ${settings.S3_PREFIX} (S3_PREFIX); the root's copies are no longer used (docs/deploy.md).`,
    );

  const app = await buildApp({ config: settings, database, storage });
  // While draining, keep-alive clients are told to reconnect (to another instance) after this answer.
  app.addHook('onSend', async (_request, reply) => {
    if (isDraining()) reply.header('connection', 'close');
  });
  const traffic = trackTraffic(app.server);
  // Housekeeping: flush PGlite's log to its data files and drop sessions past their timeouts.
  const checkpoints = setInterval(() => {
    database.checkpoint().catch((error) => app.log.error({ err: error }, 'checkpoint failed'));
    deleteExpiredSessions(database.db).catch((error) =>
      app.log.error({ err: error }, 'session cleanup failed'),
    );
  }, CHECKPOINT_INTERVAL_MS);
  checkpoints.unref();
  // Calendar feeds: every process ticks, a lease in the database lets one of them sync per interval.
  const stopAvailabilitySync = startAvailabilityScheduler(database.db, settings, (error) =>
    app.log.error({ err: error }, 'availability sync failed'),
  );
  // Folds whole past days of analytics rows into daily totals; one process per hour (decision 0017).
  const stopAnalyticsRollup = startAnalyticsRollup(database.db, settings, (error) =>
    app.log.error({ err: error }, 'analytics roll-up failed'),
  );
  // Sends queued email notifications (decision 0014) with the settings in force at each round (0086).
  const outbox = startOutboxWorker({
    db: database.db,
    config: settings,
    log: app.log,
    mailSettings: () => readEmailSettings(database.db, settings),
  });
  // `npm run reset-password` cannot open the embedded database this process holds: it leaves its
  // request in DATA_DIR for this process to carry out (decision 0085). PostgreSQL takes it directly.
  const stopPasswordRequests = settings.DATABASE_URL
    ? () => {}
    : startPasswordRequestWatcher(settings.DATA_DIR, database.db, (error) =>
        app.log.error({ err: error }, 'password request failed'),
      );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Drain first: health answers 503 so balancers stop sending, while everything already sent (or
    // still queued in the listen backlog) is accepted and answered. Closing at once reset those.
    startDraining();
    console.log(
      `${signal} received: draining for ${settings.SHUTDOWN_DRAIN_MS} ms (health answers 503), then closing.`,
    );
    const force = setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, settings.SHUTDOWN_DRAIN_MS + SHUTDOWN_GRACE_MS);
    force.unref();
    clearInterval(checkpoints);
    stopAvailabilitySync();
    stopAnalyticsRollup();
    stopPasswordRequests();
    await new Promise((resolve) => setTimeout(resolve, settings.SHUTDOWN_DRAIN_MS));
    await traffic.waitForQuiet(Date.now() + SHUTDOWN_GRACE_MS / 2);
    try {
      await outbox.stop(); // lets an email being sent finish
      await app.close(); // stops accepting, waits for in-flight requests
      await database.close(); // checkpoints PGlite, then closes
    } finally {
      unlock();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: settings.PORT, host: settings.HOST });
  // Printed whatever LOG_LEVEL says, and last, so a one-time admin password is not buried in log lines.
  console.log(
    `Kanimbla Alpine Chalet is running at http://localhost:${settings.PORT}/ ` +
      `(public address ${settings.PUBLIC_URL}; database ${describeDatabase(settings)}; uploads in ${describeUploadsStorage(settings)}; log level ${settings.LOG_LEVEL})`,
  );
  for (const note of notes) console.log(note);
}

main().catch((error) => {
  console.error(explainStartupError(error, config));
  // The details follow the one-line explanation, for whoever needs to dig further.
  if (!(error instanceof ConfigError || error instanceof DataDirLockedError)) {
    const causes = errorChain(error).map((link) => `${link.name}: ${link.message.split('\n')[0]}`);
    console.error(`  Details: ${causes.join(' <- ') || String(error)}`);
  }
  unlock();
  process.exit(1);
});

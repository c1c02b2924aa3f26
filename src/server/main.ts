import path from 'node:path';
import { buildApp } from './app.js';
import { deleteExpiredSessions } from './auth/sessions.repository.js';
import { prepareDatabase } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError, lockDataDir } from './db/lock.js';
import { startOutboxWorker } from './modules/notifications/outbox-worker.js';

const CHECKPOINT_INTERVAL_MS = 5 * 60 * 1000;
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const log = (line: string) => console.log(line);

  // PGlite may only be opened by one process; PostgreSQL handles its own concurrency.
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pgdata'),
  });
  await prepareDatabase(database, config, log);

  const app = await buildApp({ config, database });
  // Housekeeping: flush PGlite's log to its data files and drop sessions past their timeouts.
  const checkpoints = setInterval(() => {
    database.checkpoint().catch((error) => app.log.error({ err: error }, 'checkpoint failed'));
    deleteExpiredSessions(database.db).catch((error) =>
      app.log.error({ err: error }, 'session cleanup failed'),
    );
  }, CHECKPOINT_INTERVAL_MS);
  checkpoints.unref();
  // Sends queued email notifications (decision 0014).
  const outbox = startOutboxWorker({ db: database.db, config, log: app.log });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: finishing in-flight requests and closing the database.`);
    const force = setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    clearInterval(checkpoints);
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

  await app.listen({ port: config.PORT, host: config.HOST });
  log(
    `Kanimbla Alpine Chalet is running at http://localhost:${config.PORT}/ (public address ${config.PUBLIC_URL})`,
  );
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Could not start the server:', error);
  }
  process.exit(1);
});

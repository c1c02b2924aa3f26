import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataDirLockedError, lockDataDir } from '../db/lock.js';
import { generatePassword } from '../modules/auth/password.js';
import { setUserPassword } from '../modules/users/users.repository.js';

/** npm run reset-password -- <username> [new-password]; prints a generated password when none is given. */
async function main() {
  const [username, given] = process.argv.slice(2);
  if (!username) {
    console.error('Usage: npm run reset-password -- <username> [new-password]');
    process.exit(2);
  }
  if (given !== undefined && given.length < 8) {
    console.error('The new password must be at least 8 characters.');
    process.exit(2);
  }
  const config = loadConfig();
  const unlock = config.DATABASE_URL ? () => {} : await lockDataDir(config.DATA_DIR);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pgdata'),
    timeouts: {
      connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      idleMs: config.DATABASE_IDLE_TIMEOUT_MS,
    },
  });
  try {
    await database.withStartupLock(() => database.migrate());
    const password = given ?? generatePassword();
    if (!(await setUserPassword(database.db, username, password))) {
      console.error(`No user named "${username}".`);
      process.exitCode = 1;
      return;
    }
    console.log(given ? `Password of "${username}" changed.` : `New password of "${username}": ${password}`);
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});

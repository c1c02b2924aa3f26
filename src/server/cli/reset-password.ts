import { ConfigError, loadConfig } from '../config.js';
import { DataDirLockedError } from '../db/lock.js';
import { openConfiguredDatabase } from '../db/open-configured-database.js';
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
  const { database, unlock } = await openConfiguredDatabase(config);
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

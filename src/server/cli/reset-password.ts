import { NewPasswordSchema, passwordRuleViolation } from '../../shared/schemas/auth.js';
import { ConfigError, loadConfig } from '../config.js';
import { DataDirLockedError } from '../db/lock.js';
import { openConfiguredDatabase } from '../db/open-configured-database.js';
import { generatePassword, hashPassword } from '../modules/auth/password.js';
import { requestPasswordFromRunningServer } from '../modules/auth/password-requests.js';
import { setUserPasswordHash } from '../modules/users/users.repository.js';

/**
 * npm run reset-password -- <username> [new-password]; prints a generated password when none is given.
 * Works while the server runs (decision 0085): on PostgreSQL it writes the database like any process;
 * on the embedded database, when the running server holds DATA_DIR, that server sets it on request.
 */
async function main() {
  const [username, given] = process.argv.slice(2);
  if (!username) {
    console.error('Usage: npm run reset-password -- <username> [new-password]');
    process.exit(2);
  }
  if (given !== undefined) {
    const problem =
      NewPasswordSchema.safeParse(given).error?.issues[0]?.message ?? passwordRuleViolation(given, username);
    if (problem) {
      console.error(`${problem}.`);
      process.exit(2);
    }
  }
  const config = loadConfig();
  const password = given ?? generatePassword();
  // Hashed here, so the password itself is never written anywhere (nor handed to the server).
  const passwordHash = await hashPassword(password);
  const done = given ? `Password of "${username}" changed.` : `New password of "${username}": ${password}`;

  let opened: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    opened = await openConfiguredDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const answer = await requestPasswordFromRunningServer(config.DATA_DIR, { username, passwordHash });
    if (!answer) {
      console.error(
        `The server holding ${config.DATA_DIR} did not answer within 15 s. Is it still starting, or an ` +
          'older version? Stop it and run this command again.',
      );
      process.exit(1);
    }
    if (!answer.ok) {
      console.error(answer.message);
      process.exit(1);
    }
    console.log(`${done} (set by the running server, which signed every session of "${username}" out)`);
    return;
  }
  const { database, unlock } = opened;
  try {
    await database.withStartupLock(() => database.migrate());
    if (!(await setUserPasswordHash(database.db, username, passwordHash))) {
      console.error(`No user named "${username}".`);
      process.exitCode = 1;
      return;
    }
    console.log(done);
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});

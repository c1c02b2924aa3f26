import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { seedAvailabilityDemo } from './demo/availability-demo.js';
import { backfillDemoRecords } from './demo/demo-records.js';
import { seedDemoContent } from './demo/seed.js';
import { generatePassword } from './modules/auth/password.js';
import { countUsers, createUser } from './modules/users/users.repository.js';
import type { Storage } from './platform/storage/storage.js';

/**
 * Migrations, the first admin account and the demo content: everything a first start needs. Runs under
 * the start-up lock, so several processes starting together on one fresh PostgreSQL database take turns
 * (the later ones find everything done). Returns the lines to show once the server listens.
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  uploads: Storage,
): Promise<string[]> {
  return database.withStartupLock(async () => {
    const notes: string[] = [];
    await database.migrate();

    if ((await countUsers(database.db)) === 0) {
      const username = config.ADMIN_USERNAME ?? 'admin';
      const password = config.ADMIN_PASSWORD ?? generatePassword();
      await createUser(database.db, {
        username,
        password,
        isAdmin: true,
        chosen: config.ADMIN_PASSWORD !== undefined,
      });
      if (config.ADMIN_PASSWORD) {
        notes.push(`Created the admin account "${username}" with the password from ADMIN_PASSWORD.`);
      } else {
        notes.push(
          [
            '',
            '  Created the admin account (shown only this once):',
            `    username: ${username}`,
            `    password: ${password}`,
            '  Sign in at /admin/login. Change it with: npm run reset-password -- <username>',
            '',
          ].join('\n'),
        );
      }
    }

    const seeded = await seedDemoContent(database.db, {
      uploads,
      log: (line) => notes.push(line),
    });
    if (seeded.seeded && seeded.accessCode) {
      notes.push(`Seeded the demo content. Guest access code for /check-in: ${seeded.accessCode}`);
    }
    await seedAvailabilityDemo(database.db, { timeZone: config.SITE_TIME_ZONE, now: new Date() });
    // A database seeded by an earlier version: its demo rows are recorded once, so they can be removed.
    const recorded = await backfillDemoRecords(database.db);
    if (recorded !== null)
      notes.push(`Recorded ${recorded} demo rows of the earlier seed, for "Remove demo content".`);
    return notes;
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerGroup, login, runNodeCommand } from '../helpers/server-process.js';

/**
 * Issue 45 item 2 (decision 0085): `npm run reset-password` while the built server runs on the embedded
 * database. The command cannot open DATA_DIR (the server holds its lock); it hands the running server
 * its request, and the new password signs in at once, with no restart.
 */

const ADMIN = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'printed-password-1' };
const servers = createServerGroup(ADMIN);
let dataDir: string;

beforeAll(() => {
  dataDir = servers.tempDir('reset-password');
});
afterAll(async () => {
  await servers.stopAll();
});

/** `npm run reset-password -- …` as the built command runs it (package.json). */
const resetPassword = (args: string[]) =>
  runNodeCommand(['dist/server/reset-password.js', ...args], { NODE_ENV: 'production', DATA_DIR: dataDir });

const currentUser = async (url: string, cookie: string) =>
  (await fetch(`${url}/api/admin/user`, { headers: { cookie } })).json();

describe('npm run reset-password while the server runs', () => {
  it('sets the password through the running server: it signs in at once, the old sessions end', async () => {
    const server = await servers.start({ DATA_DIR: dataDir });
    const before = await login(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    const pid = server.child.pid;

    const weak = await resetPassword([ADMIN.ADMIN_USERNAME, 'short']);
    expect(weak.code).toBe(2);
    expect(weak.output).toContain('The new password must be at least 12 characters.');

    const unknown = await resetPassword(['nobody', 'a long new password']);
    expect(unknown.code, unknown.output).toBe(1);
    expect(unknown.output).toContain('No user named "nobody".');

    const set = await resetPassword([ADMIN.ADMIN_USERNAME, 'set while running 2026']);
    expect(set.code, set.output).toBe(0);
    expect(set.output).toContain('Password of "owner" changed. (set by the running server');

    // The same process, never restarted.
    expect(server.child.exitCode).toBeNull();
    expect(server.child.pid).toBe(pid);
    expect(await currentUser(server.url, before)).toBeNull();
    await expect(login(server.url, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)).rejects.toThrow(/401/);
    const after = await login(server.url, ADMIN.ADMIN_USERNAME, 'set while running 2026');
    expect((await currentUser(server.url, after)).username).toBe('owner');

    // A generated one is printed, and works too.
    const generated = await resetPassword([ADMIN.ADMIN_USERNAME]);
    expect(generated.code, generated.output).toBe(0);
    const printed = /New password of "owner": (\S+)/.exec(generated.output)?.[1] ?? '';
    expect(printed.length).toBeGreaterThanOrEqual(12);
    await login(server.url, ADMIN.ADMIN_USERNAME, printed);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('still writes the database itself when no server runs', async () => {
    const set = await resetPassword([ADMIN.ADMIN_USERNAME, 'set while stopped 2026']);
    expect(set.code, set.output).toBe(0);
    expect(set.output.trim()).toBe('Password of "owner" changed.');
    const server = await servers.start({ DATA_DIR: dataDir });
    await login(server.url, ADMIN.ADMIN_USERNAME, 'set while stopped 2026');
    server.child.kill('SIGTERM');
    await server.exited;
  });
});

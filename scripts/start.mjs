// `npm start`: builds only when dist/ is missing or older than the code (scripts/build-freshness.mjs),
// then becomes the built server (`npm run serve`), so a restart on an unchanged checkout takes seconds
// rather than the minute a build takes.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildState, ROOT_DIR } from './build-freshness.mjs';

const state = buildState();
if (state.current) {
  console.log(
    `The build is current (made ${new Date(state.builtAt).toISOString()}): starting it without building.`,
  );
} else {
  console.log(`${state.reason}: npm run build first (about a minute).`);
  // A production bundle, as from a shell: an inherited NODE_ENV=test or development would give it React's
  // development JSX runtime.
  const env = { ...process.env, NODE_ENV: 'production' };
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT_DIR, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const main = path.join(ROOT_DIR, 'dist', 'server', 'main.js');
const argv = [process.execPath, main, ...process.argv.slice(2)];
// In place (same process id), so signals reach the server itself; Node before 22.15 imports it instead.
if (process.execve && process.platform !== 'win32') process.execve(process.execPath, argv, process.env);
else await import(main);

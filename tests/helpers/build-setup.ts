import { spawnSync } from 'node:child_process';
import { buildState } from '../../scripts/build-freshness.mjs';
import { ROOT_DIR } from '../../src/server/paths.js';

/**
 * Vitest's global setup of the process tests: their servers run the build (`dist/server/main.js`, as
 * `npm run serve` does), so it is made here when it is missing or older than a source file, by the rule
 * `npm start` follows (scripts/build-freshness.mjs). In CI (`scripts/test.mjs`) the build has just run
 * and this only compares times (decision 0082).
 */
export default function setUpCurrentBuild(): void {
  const state = buildState();
  if (state.current) return;
  console.log(`${state.reason}: npm run build`);
  // Vitest sets NODE_ENV=test, which would give the bundle React's development JSX runtime.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT_DIR, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('npm run build failed: the process tests run the build');
}

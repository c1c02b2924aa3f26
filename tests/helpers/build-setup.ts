import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../src/server/paths.js';

/** What the build is made from: a newer file here means dist/ may not match the code. */
const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];
const BUILT_SERVER = path.join(ROOT_DIR, 'dist', 'server', 'main.js');
const BUILT_MANIFEST = path.join(ROOT_DIR, 'dist', 'client', '.vite', 'manifest.json');

function newestChange(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestChange(path.join(file, entry)));
  return newest;
}

/**
 * Vitest's global setup of the process tests: their servers run the build (`dist/server/main.js`, as
 * `npm run serve` does), so it is made here when it is missing or older than a source file. In CI
 * (`scripts/test.mjs`) the build has just run and this only compares times (decision 0082).
 */
export default function setUpCurrentBuild(): void {
  const inputs = Math.max(...BUILD_INPUTS.map((name) => newestChange(path.join(ROOT_DIR, name))));
  const built = existsSync(BUILT_SERVER) && existsSync(BUILT_MANIFEST) ? statSync(BUILT_SERVER).mtimeMs : 0;
  if (built > inputs) return;
  console.log(built ? 'The build is older than the code: npm run build' : 'No build yet: npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT_DIR, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed: the process tests run the build');
}

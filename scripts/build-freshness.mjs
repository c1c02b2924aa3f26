// Whether dist/ was built from the code as it is now: `npm start` (scripts/start.mjs) builds only when
// not, and the process tests' global setup (tests/helpers/build-setup.ts) asks the same question.
// `npm run build` brackets itself with `node scripts/build-freshness.mjs started` and `… done`: the stamp
// holds the time the build started, so a file saved while it ran still counts as newer than the build,
// and a build that failed half-way leaves no stamp.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the build is made from: a file here newer than the build's start means dist/ may not match. */
export const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'messages',
  'project.inlang',
  'scripts/build-freshness.mjs',
  'scripts/build-client.mjs',
  'scripts/compile-messages.mjs',
  'scripts/compress-assets.mjs',
  'scripts/build-pgdata-template.ts',
];

const STAMP = path.join(ROOT_DIR, 'dist', '.build-stamp');
const STARTED = `${STAMP}.started`;
/** What the server and the client need from a build: without them the stamp does not count. */
const BUILT_FILES = ['dist/server/main.js', 'dist/client/.vite/manifest.json'];

function newestChange(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestChange(path.join(file, entry)));
  return newest;
}

/** The newest modification time among the build's inputs, and which input holds it. */
export function newestInput(root = ROOT_DIR) {
  let newest = { mtimeMs: 0, input: '' };
  for (const input of BUILD_INPUTS) {
    const mtimeMs = newestChange(path.join(root, input));
    if (mtimeMs > newest.mtimeMs) newest = { mtimeMs, input };
  }
  return newest;
}

/** `{ current: true }`, or `{ current: false, reason }` in words for the start's log. */
export function buildState(root = ROOT_DIR) {
  const stamp = path.join(root, path.relative(ROOT_DIR, STAMP));
  if (!existsSync(stamp) || BUILT_FILES.some((file) => !existsSync(path.join(root, file)))) {
    return { current: false, reason: 'No complete build yet' };
  }
  const builtAt = Number(readFileSync(stamp, 'utf8'));
  const newest = newestInput(root);
  if (!(builtAt > 0) || newest.mtimeMs >= builtAt) {
    return { current: false, reason: `The build is older than ${newest.input}` };
  }
  return { current: true, builtAt };
}

// `node scripts/build-freshness.mjs started|done`: the first and last steps of `npm run build`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const step = process.argv[2];
  mkdirSync(path.dirname(STAMP), { recursive: true });
  if (step === 'started') {
    rmSync(STAMP, { force: true });
    writeFileSync(STARTED, String(Date.now()));
  } else if (step === 'done') {
    renameSync(STARTED, STAMP);
  } else {
    console.error('usage: node scripts/build-freshness.mjs started|done');
    process.exit(2);
  }
}

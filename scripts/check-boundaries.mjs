#!/usr/bin/env node
/**
 * The import boundaries of src/ (decision 0011), checked as part of `npm run lint`:
 *
 * - src/client never imports src/server, nor Node's built-in modules (it runs in the browser too);
 * - src/shared imports neither src/client nor src/server (both sides use it);
 * - src/ never imports scripts/ (development-time code such as the demo picture drawing stays out of
 *   the bundles);
 * - src/server/platform/ (jobs, time, outbox, storage: decision 0043) never imports src/server/modules/:
 *   features depend on the platform, never the other way round;
 * - a feature (src/client/features/<name>/) imports from another feature only its data hooks
 *   (queries.ts, cached-queries.ts, mutations.ts, admin-queries.ts, admin-mutations.ts); everything else in a feature is its
 *   own. Shared UI lives in src/client/components/, or in features/admin/ for the back office, which every
 *   feature may use.
 *
 * Biome's noRestrictedImports matches import specifiers, not the files they resolve to, so it cannot
 * tell `../gallery/admin-image.js` from `../admin/image-upload.js`; this resolves relative imports
 * and judges the target file.
 *
 * - a file under src/client/pages/ is at most PAGE_MAX_LINES lines: pages are thin (decision 0018); a
 *   screen's components live in its feature folder.
 *
 * Usage: node scripts/check-boundaries.mjs [root]   (exit 1 and one line per violation when broken)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A feature's files that other features may import. */
export const FEATURE_PUBLIC_FILES = new Set([
  'queries',
  'cached-queries',
  'mutations',
  'admin-queries',
  'admin-mutations',
]);
/** Features whose every file is shared (the back office's layout, dialogs and upload). */
export const SHARED_FEATURES = new Set(['admin']);

const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
// Static imports and re-exports (`import x from '...'`, `export * from '...'`, `import '...'`) and
// dynamic `import('...')`.
const IMPORT =
  /(?:^|[\s;}])(?:import|export)\s(?:[^'"`;]*?\sfrom\s)?\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function listFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full));
    else if (SOURCE.test(entry.name)) files.push(full);
  }
  return files;
}

/** The import specifiers of a source text, comments removed first. */
export function importsOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const specifiers = [];
  for (const match of code.matchAll(IMPORT)) specifiers.push(match[1] ?? match[2]);
  return specifiers;
}

/** The rule an import from `from` (repo-relative path) of `specifier` breaks, or null. */
export function violationOf(from, specifier) {
  const fromPath = from.split(path.sep).join('/');
  if (fromPath.startsWith('src/client/') && /^node:/.test(specifier)) {
    return 'client code must not import Node built-ins';
  }
  if (!specifier.startsWith('.')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromPath), specifier));

  if (fromPath.startsWith('src/') && target.startsWith('scripts/')) return 'src must not import scripts/';
  if (fromPath.startsWith('src/server/platform/') && target.startsWith('src/server/modules/')) {
    return 'platform must not import a feature (src/server/modules)';
  }
  if (fromPath.startsWith('src/client/') && target.startsWith('src/server/')) {
    return 'client must not import server';
  }
  if (fromPath.startsWith('src/shared/') && /^src\/(client|server)\//.test(target)) {
    return 'shared must import neither client nor server';
  }
  const fromFeature = /^src\/client\/features\/([^/]+)\//.exec(fromPath)?.[1];
  const toFeature = /^src\/client\/features\/([^/]+)\/(.+)$/.exec(target);
  if (fromFeature && toFeature && toFeature[1] !== fromFeature && !SHARED_FEATURES.has(toFeature[1])) {
    const file = toFeature[2].replace(/\.(js|ts|tsx|jsx)$/, '');
    if (!FEATURE_PUBLIC_FILES.has(file)) {
      return `feature "${fromFeature}" must not import "${toFeature[1]}" internals (move shared UI to components/ or features/admin/)`;
    }
  }
  return null;
}

/** The most lines a page file may have (decision 0018). */
export const PAGE_MAX_LINES = 250;

/** Every page file under `root`/src/client/pages longer than PAGE_MAX_LINES, as "file: N lines" lines. */
export function checkPageSizes(root = process.cwd()) {
  const problems = [];
  for (const file of listFiles(path.join(root, 'src/client/pages'))) {
    const lines = readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;
    if (lines > PAGE_MAX_LINES) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      problems.push(
        `${relative}: ${lines} lines (pages stay under ${PAGE_MAX_LINES}; move its parts to its feature folder)`,
      );
    }
  }
  return problems;
}

/** Every violation under `root`/src, as "file: specifier: rule" lines. */
export function checkBoundaries(root = process.cwd()) {
  const problems = [];
  for (const file of listFiles(path.join(root, 'src'))) {
    const relative = path.relative(root, file);
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const rule = violationOf(relative, specifier);
      if (rule) problems.push(`${relative.split(path.sep).join('/')}: '${specifier}': ${rule}`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? process.cwd();
  const problems = [...checkBoundaries(root), ...checkPageSizes(root)];
  for (const line of problems) console.error(line);
  if (problems.length > 0) {
    console.error(`\n${problems.length} boundary violation(s) (scripts/check-boundaries.mjs).`);
    process.exit(1);
  }
  console.log('Import boundaries and page sizes: ok.');
}

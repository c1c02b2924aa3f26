#!/usr/bin/env node
/**
 * The import boundaries of src/ (decision 0011), checked as part of `npm run lint`:
 *
 * - src/client never imports src/server, nor Node's built-in modules (it runs in the browser too);
 * - src/shared imports neither src/client nor src/server (both sides use it);
 * - src/ never imports scripts/ (development-time code such as the demo picture drawing stays out of
 *   the bundles);
 * - the server's import direction (decision 0079, extending 0043's "platform imports no feature"):
 *   shared → config (config.ts, paths.ts) → lib → db → platform → context (context.ts) → modules → demo
 *   → delivery → app (app.ts, bootstrap.ts, run-server.ts, main.ts, startup-error.ts, cli/, and any
 *   folder or root file not listed). A file imports its own layer or a lower one; src/client (the pages
 *   the server renders) is imported from delivery up only;
 * - the client's import direction (decision 0044): shared → lib → components/hooks → features → pages →
 *   the app (app.tsx, routes.tsx, entry-*.tsx). A file imports its own layer or a lower one, never a
 *   higher one: lib imports shared and lib; components and hooks (one layer: hooks may import components
 *   and the other way round) import shared, lib, components and hooks; features import those and their
 *   own feature; pages import anything but the app.
 * - between features, the declared exceptions: a feature may import another feature's data hooks
 *   (queries.ts, cached-queries.ts, mutations.ts, admin-api.ts), and any file of
 *   features/admin/, the back office's shared kit (layout, dialogs, upload), which itself imports no other
 *   feature. Everything else in a feature is its own; shared UI lives in src/client/components/.
 * - a query key is spelled (`queryKey: [...]`, `getQueryData([...])`) only in a feature's queries files
 *   (queries.ts, cached-queries.ts, admin-api.ts); everywhere else it is `xQuery.queryKey`.
 *
 * Biome's noRestrictedImports matches import specifiers, not the files they resolve to, so it cannot
 * tell `../gallery/admin-image.js` from `../admin/image-upload.js`; this resolves relative imports
 * and judges the target file.
 *
 * - the public client (every file the client entry and the service worker reach, through static and
 *   dynamic imports, except the back office's lazy chunk: a dynamic import of src/client/pages/admin/)
 *   never imports src/shared/admin-routes.ts: the back office's API URLs stay out of what guests load
 *   (decision 0061). This one follows the import graph, so a shared file counts where it is used.
 *
 * - an API URL (a string starting `/api/`) is spelled only in the route tables, src/shared/routes.ts and
 *   src/shared/admin-routes.ts (issue 44): server routes register `api.x` / `adminApi.x.pattern`, clients
 *   call them, so renaming a URL is one edit. Comment lines may name URLs; tests may spell them (they
 *   check the contract).
 *
 * - a file under src/client/pages/ is at most PAGE_MAX_LINES lines: pages are thin (decision 0018); a
 *   screen's components live in its feature folder.
 *
 * Usage: node scripts/check-boundaries.mjs [root]   (exit 1 and one line per violation when broken)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A feature's files that other features may import. */
export const FEATURE_PUBLIC_FILES = new Set(['queries', 'cached-queries', 'mutations', 'admin-api']);
/** Features whose every file is shared (the back office's layout, dialogs and upload). */
export const SHARED_FEATURES = new Set(['admin']);

/**
 * The client's layers, lowest first (decision 0044); a file may import its own layer or a lower one.
 * `app` is src/client's own files (app.tsx, routes.tsx, the entries) and any folder not listed here.
 */
export const CLIENT_LAYERS = { lib: 0, components: 1, hooks: 1, features: 2, pages: 3, app: 4 };
const DIRECTION = 'shared → lib → components/hooks → features → pages → app';

/**
 * The server's layers, lowest first (decision 0079); a file may import its own layer or a lower one.
 * `config` and `context` are root files (SERVER_ROOT_FILES); `app` is the other root files, `cli/` and
 * any folder not listed here.
 */
export const SERVER_LAYERS = {
  config: 0,
  lib: 1,
  db: 2,
  platform: 3,
  context: 4,
  modules: 5,
  demo: 6,
  delivery: 7,
  app: 8,
};
/** The root files of src/server that belong below the app layer. */
const SERVER_ROOT_FILES = { 'config.ts': 'config', 'paths.ts': 'config', 'context.ts': 'context' };
const SERVER_DIRECTION = 'shared → config → lib → db → platform → context → modules → demo → delivery → app';
/** The lowest server layer that may import src/client: delivery renders the client's pages. */
const CLIENT_IMPORTER = 'delivery';

/** The layer of a repo-relative path under src/server/ (an import's `.js` names its `.ts`), or null. */
function serverLayerOf(file) {
  const match = /^src\/server\/([^/]+)(\/)?/.exec(file);
  if (!match) return null;
  const [, name, isFolder] = match;
  if (!isFolder) return SERVER_ROOT_FILES[name.replace(/\.js$/, '.ts')] ?? 'app';
  return Object.hasOwn(SERVER_LAYERS, name) ? name : 'app';
}

/** The layer of a repo-relative path under src/client/, or null outside it. */
function clientLayerOf(file) {
  if (!file.startsWith('src/client/')) return null;
  const folder = /^src\/client\/([^/]+)\//.exec(file)?.[1];
  return folder && Object.hasOwn(CLIENT_LAYERS, folder) ? folder : 'app';
}

/** Files whose name says they hold a feature's query options, where query keys are spelled. */
const QUERY_FILE = /(^|\/)(queries|cached-queries|admin-api)\.ts$/;
// `queryKey: [` and `getQueryData([` / `setQueryData<T>([`: a key written out as an array.
const SPELLED_QUERY_KEY = /\bqueryKey\s*:\s*\[|\b(?:get|set)QueryData\s*(?:<[^>]*>)?\(\s*\[/;

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

/** A source text without its comments. */
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The imports of a source text, comments removed first: each specifier, and whether it is `import()`. */
function importListOf(text) {
  return [...withoutComments(text).matchAll(IMPORT)].map((match) => ({
    specifier: match[1] ?? match[2],
    dynamic: match[1] === undefined,
  }));
}

/** The import specifiers of a source text, comments removed first. */
export function importsOf(text) {
  return importListOf(text).map(({ specifier }) => specifier);
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
  const fromServerLayer = serverLayerOf(fromPath);
  const toServerLayer = serverLayerOf(target);
  if (fromServerLayer && toServerLayer && SERVER_LAYERS[toServerLayer] > SERVER_LAYERS[fromServerLayer]) {
    return `server ${fromServerLayer} must not import ${toServerLayer} (server import direction ${SERVER_DIRECTION}: move the piece down or pass it in)`;
  }
  if (
    fromServerLayer &&
    target.startsWith('src/client/') &&
    SERVER_LAYERS[fromServerLayer] < SERVER_LAYERS[CLIENT_IMPORTER]
  ) {
    return `server ${fromServerLayer} must not import src/client (server import direction ${SERVER_DIRECTION}: only delivery renders the client's pages)`;
  }
  if (fromPath.startsWith('src/client/') && target.startsWith('src/server/')) {
    return 'client must not import server';
  }
  if (fromPath.startsWith('src/shared/') && /^src\/(client|server)\//.test(target)) {
    return 'shared must import neither client nor server';
  }
  const fromLayer = clientLayerOf(fromPath);
  const toLayer = clientLayerOf(target);
  if (fromLayer && toLayer && CLIENT_LAYERS[toLayer] > CLIENT_LAYERS[fromLayer]) {
    return `${fromLayer} must not import ${toLayer} (import direction ${DIRECTION}: move the piece down or pass it in)`;
  }
  const fromFeature = /^src\/client\/features\/([^/]+)\//.exec(fromPath)?.[1];
  const toFeature = /^src\/client\/features\/([^/]+)\/(.+)$/.exec(target);
  if (fromFeature && toFeature && toFeature[1] !== fromFeature) {
    if (SHARED_FEATURES.has(fromFeature)) {
      return `the shared "${fromFeature}" feature must not import feature "${toFeature[1]}" (take its data through props)`;
    }
    const file = toFeature[2].replace(/\.(js|ts|tsx|jsx)$/, '');
    if (!SHARED_FEATURES.has(toFeature[1]) && !FEATURE_PUBLIC_FILES.has(file)) {
      return `feature "${fromFeature}" must not import "${toFeature[1]}" internals (move shared UI to components/ or features/admin/)`;
    }
  }
  return null;
}

/** The rule a client source text at `file` breaks by spelling a query key, or null. */
export function queryKeyViolationOf(file, text) {
  const filePath = file.split(path.sep).join('/');
  if (!filePath.startsWith('src/client/') || QUERY_FILE.test(filePath)) return null;
  if (!SPELLED_QUERY_KEY.test(withoutComments(text))) return null;
  return "query keys are spelled only in a feature's queries.ts / admin-api.ts (use xQuery.queryKey)";
}

/** The files that name the API's URLs; every other file under src/ takes them from here. */
export const ROUTE_TABLES = new Set(['src/shared/routes.ts', 'src/shared/admin-routes.ts']);
// A string literal starting with /api/ (or exactly /api), in any quotes.
const SPELLED_API_URL = /(['"`])\/api(?:\/|\1)/;
// A line that is (part of) a comment: `//`, `/*`, or a block comment's ` * ` continuation.
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*)/;

/** Each line of a source text at `file` that spells an API URL outside the route tables, as "file:line: rule". */
export function spelledApiUrlsOf(file, text) {
  const filePath = file.split(path.sep).join('/');
  if (!filePath.startsWith('src/') || ROUTE_TABLES.has(filePath)) return [];
  return text
    .split('\n')
    .flatMap((line, index) =>
      !COMMENT_LINE.test(line) && SPELLED_API_URL.test(line)
        ? [
            `${filePath}:${index + 1}: an API URL is spelled outside the route tables (name it in src/shared/routes.ts or admin-routes.ts; a server route registers api.x or adminApi.x.pattern)`,
          ]
        : [],
    );
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

/** Where a guest's code starts: the client's entry and the service worker. */
export const PUBLIC_ENTRIES = ['src/client/entry-client.tsx', 'src/sw/sw.ts'];
/** The back office: loaded by a dynamic import of a file here (routes.tsx), never by a guest. */
const BACK_OFFICE = 'src/client/pages/admin/';
/** What only the back office, the server and the tests import (decision 0061). */
export const ADMIN_ONLY = new Set(['src/shared/admin-routes.ts']);

/** The repo-relative source file a relative import of `from` names (`./x.js` is x.ts or x.tsx), or null. */
function resolveImport(root, from, specifier) {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
  ]) {
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

/**
 * Every import of an ADMIN_ONLY file by a file the public client loads, as "file: specifier: rule"
 * lines naming the chain of imports from an entry. Follows static and dynamic imports from
 * PUBLIC_ENTRIES, except a dynamic import into the back office (its lazy chunk).
 */
export function publicClientViolations(root = process.cwd()) {
  const problems = [];
  /** Each reached file and the file that first imported it. */
  const importer = new Map(
    PUBLIC_ENTRIES.filter((e) => existsSync(path.join(root, e))).map((e) => [e, null]),
  );
  const queue = [...importer.keys()];
  const chainTo = (file) => {
    const chain = [];
    for (let at = file; at; at = importer.get(at)) chain.unshift(at);
    return chain.join(' → ');
  };
  while (queue.length > 0) {
    const file = queue.shift();
    for (const { specifier, dynamic } of importListOf(readFileSync(path.join(root, file), 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveImport(root, file, specifier);
      if (!target || (dynamic && target.startsWith(BACK_OFFICE))) continue;
      if (ADMIN_ONLY.has(target)) {
        problems.push(
          `${file}: '${specifier}': the public client must not import the back office's URLs (reached by ${chainTo(file)}; decision 0061: keep it in the back office, or move the URL to shared/routes.ts's api if guests call it)`,
        );
      } else if (!importer.has(target)) {
        importer.set(target, file);
        queue.push(target);
      }
    }
  }
  return problems.sort();
}

/** Every violation under `root`/src, as "file: specifier: rule" lines. */
export function checkBoundaries(root = process.cwd()) {
  const problems = [];
  for (const file of listFiles(path.join(root, 'src'))) {
    const relative = path.relative(root, file);
    const text = readFileSync(file, 'utf8');
    for (const specifier of importsOf(text)) {
      const rule = violationOf(relative, specifier);
      if (rule) problems.push(`${relative.split(path.sep).join('/')}: '${specifier}': ${rule}`);
    }
    const keyRule = queryKeyViolationOf(relative, text);
    if (keyRule) problems.push(`${relative.split(path.sep).join('/')}: ${keyRule}`);
    problems.push(...spelledApiUrlsOf(relative, text));
  }
  return [...problems, ...publicClientViolations(root)];
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

#!/usr/bin/env node
// Compiles the message catalogues (messages/<area>/<locale>.json, the inlang project in project.inlang)
// into typed message functions in src/shared/i18n/paraglide/ (generated, not committed; decision 0093).
// Run by `npm ci` (prepare), typecheck, build, the tests and the dev server. Skipped when the catalogues
// are what the output was made from, so steps started side by side find it done and leave it alone.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT_DIR = 'src/shared/i18n/paraglide';
const STAMP = path.join(OUT_DIR, '.source-hash');
const SOURCES = ['project.inlang/settings.json', 'messages', 'scripts/compile-messages.mjs'];

/** A source file, or every file in a source folder. */
const files = (entry) =>
  entry === 'messages'
    ? readdirSync(entry, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => path.join(d.parentPath, d.name))
        .sort()
    : [entry];
const hash = createHash('sha256');
for (const file of SOURCES.flatMap(files)) hash.update(file).update(readFileSync(file));
const sourceHash = hash.digest('hex');
if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourceHash && !process.argv.includes('--force')) {
  process.exit(0);
}

const { compile } = await import('@inlang/paraglide-js');
await compile({
  project: './project.inlang',
  outdir: `./${OUT_DIR}`,
  // The locale is set by our own code (server: per request; client: the page's), never guessed from
  // cookies or the URL by the library.
  strategy: ['globalVariable', 'baseLocale'],
  // A client build is made once per language (vite.config.ts defines __STATIC_LOCALE__): the other
  // languages' texts are dropped from it, so each visitor downloads one language. Elsewhere (server,
  // tests, dev) it is undefined and every language is there.
  experimentalStaticLocale: "typeof __STATIC_LOCALE__ === 'undefined' ? undefined : __STATIC_LOCALE__",
  isServer: "typeof window === 'undefined'",
  emitTsDeclarations: true,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
  includeEslintDisableComment: false,
});
// The compiler wraps the static locale in a check (`assertIsLocale(…)`), which hides the constant from the
// bundler: every language's texts stayed in each build (measured: "Home" and "Startseite" both in the German
// one). Our builds define only our own locales, so the bare expression is safe, and each build keeps one language.
const runtimeFile = path.join(OUT_DIR, 'runtime.js');
const runtime = readFileSync(runtimeFile, 'utf8');
const wrapped = /^export const experimentalStaticLocale = assertIsLocale\((.*)\);$/m;
if (!wrapped.test(runtime))
  throw new Error(`${runtimeFile}: the static locale's line changed; see this script`);
writeFileSync(runtimeFile, runtime.replace(wrapped, 'export const experimentalStaticLocale = $1;'));
writeFileSync(STAMP, sourceHash);
// The compiler leaves a timer running for ~30 s after it has written everything.
process.exit(0);

#!/usr/bin/env node
// Builds the site, then reports what the home page loads, gzipped, from the built manifest:
// - first view: the entry and its static imports (exactly the tags the server writes into the page);
// - while scrolling: the chunks of the home sections and footer hydrated when the visitor nears them.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const JS_BUDGET_KB = 90;

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dist = 'dist/client';
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** A chunk and its static imports: files and CSS. */
function closure(key, js = new Set(), css = new Set()) {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return { js, css };
  js.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const i of chunk.imports ?? []) closure(i, js, css);
  return { js, css };
}

/** The modules a source file imports dynamically (`import('./x.js')`), as manifest keys. */
function dynamicImportsOf(file) {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/import\('([^']+)'\)/g)].map((m) =>
    path.posix.join(path.posix.dirname(file), m[1]).replace(/\.js$/, '.tsx'),
  );
}

const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files) => [...files].reduce((total, f) => total + gz(f), 0);

const first = closure('src/client/entry-client.tsx');
const deferredKeys = [
  ...dynamicImportsOf('src/client/pages/public/home-sections.ts'),
  ...dynamicImportsOf('src/client/components/layout/public-layout.tsx'),
];
const later = new Set();
for (const key of deferredKeys) {
  if (!manifest[key]) throw new Error(`bench: ${key} is not in the build manifest`);
  for (const f of closure(key).js) if (!first.js.has(f)) later.add(f);
}

console.log('\nHome page, first view (gzipped):');
for (const f of first.js) console.log(`  js   ${kb(gz(f)).padStart(9)}  ${f}`);
for (const f of first.css) console.log(`  css  ${kb(gz(f)).padStart(9)}  ${f}`);
const firstJs = sum(first.js);
const laterJs = sum(later);
const adminLoaded = [...first.js, ...later].some((f) => /admin/i.test(path.basename(f)));
console.log(
  `\nJavaScript, first view:        ${kb(firstJs)} (budget ${JS_BUDGET_KB} KB) ${firstJs / 1024 <= JS_BUDGET_KB ? 'OK' : 'OVER BUDGET'}`,
);
console.log(
  `JavaScript, sections on scroll: ${kb(laterJs)} in ${later.size} chunks (whole page: ${kb(firstJs + laterJs)})`,
);
console.log(`CSS:                            ${kb(sum(first.css))}`);
console.log(`Admin code on the home page:    ${adminLoaded ? 'YES (should not be)' : 'none'}`);

#!/usr/bin/env node
// Builds the site, then reports what the home page loads: gzipped JavaScript and CSS from the built
// manifest (the entry and its static imports — exactly the tags the server writes into the page).
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
const entry = manifest['src/client/entry-client.tsx'];
const js = new Set([entry.file]);
const css = new Set(entry.css ?? []);
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const i of chunk.imports ?? []) visit(i);
};
for (const i of entry.imports ?? []) visit(i);

const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let jsTotal = 0;
let cssTotal = 0;
console.log('\nHome page assets (gzipped):');
for (const f of js) {
  const size = gz(f);
  jsTotal += size;
  console.log(`  js   ${kb(size).padStart(9)}  ${f}`);
}
for (const f of css) {
  const size = gz(f);
  cssTotal += size;
  console.log(`  css  ${kb(size).padStart(9)}  ${f}`);
}
const adminLoaded = [...js].some((f) => /admin/i.test(f));
console.log(
  `\nJavaScript: ${kb(jsTotal)} (budget ${JS_BUDGET_KB} KB) ${jsTotal / 1024 <= JS_BUDGET_KB ? 'OK' : 'OVER BUDGET'}`,
);
console.log(`CSS:        ${kb(cssTotal)}`);
console.log(`Admin code on the home page: ${adminLoaded ? 'YES (should not be)' : 'none'}`);

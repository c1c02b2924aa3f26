#!/usr/bin/env node
// Keeps package-lock.json installable everywhere when it was written on a machine whose registry
// mirror lacks other platforms' binary packages (Biome's and Tailwind's): npm then leaves those
// optional packages out of the lock, and `npm ci` refuses the lock as out of sync.
// This adds each missing one back with the os/cpu/libc its name states, so npm skips it on other
// platforms and fetches it by name and version on its own. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'sunos', 'aix'];
const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  const osIndex = parts.findIndex((p) => OS.includes(p));
  if (osIndex < 0) return null;
  const os = parts[osIndex];
  const cpu = parts[osIndex + 1];
  const abi = parts[osIndex + 2];
  const entry = { os: [os], cpu: [cpu === 'arm' ? 'arm' : cpu] };
  if (os === 'linux' && (abi === 'musl' || abi === 'gnu')) entry.libc = [abi === 'musl' ? 'musl' : 'glibc'];
  return entry;
}

let added = 0;
for (const meta of Object.values(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const platform = platformOf(name);
    if (packages[key] || !platform) continue;
    packages[key] = { version, optional: true, ...platform };
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${LOCK}: added ${added} platform package entr${added === 1 ? 'y' : 'ies'}`);

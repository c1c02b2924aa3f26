#!/usr/bin/env node
// Builds the site, then measures it against ARCHITECTURE section 7:
// 1. what the home page loads, gzipped, from the built manifest: first view (the entry and its static
//    imports, exactly the tags the server writes) and while scrolling (the deferred sections' chunks);
// 2. Lighthouse (mobile, simulated throttling) on the public pages, in Debian's Chromium;
// 3. throughput of the built server on its demo database: pages and API reads per second.
// Options: --no-build (use dist/ as it is), --bundle-only (step 1 only).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
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

if (process.argv.includes('--bundle-only')) process.exit(0);

// ---------------------------------------------------------------------------------------------------
// The built server on a throwaway demo database.

const PORT = Number(process.env.BENCH_PORT ?? 4380);
const origin = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chalet-bench-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_MS: '0', // no balancer in front: stop at once
    ADMIN_PASSWORD: 'bench-only-password',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitForHealth() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('bench: the server did not become healthy');
}

const PAGES = ['/', '/gallery', '/attractions', '/guest-info', '/check-in'];

async function runLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  console.log('\nLighthouse (mobile; target 100 in each category):');
  console.log('  page          perf  a11y  best  seo    FCP     LCP     TBT     CLS');
  try {
    for (const page of PAGES) {
      const { lhr } = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const score = (id) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(4);
      const metric = (id) => (lhr.audits[id]?.displayValue ?? '-').replace(/\u00a0/g, ' ').padStart(7);
      console.log(
        `  ${page.padEnd(12)} ${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')} ${metric('first-contentful-paint')} ${metric('largest-contentful-paint')} ${metric('total-blocking-time')} ${metric('cumulative-layout-shift')}`,
      );
    }
  } finally {
    await chrome.kill();
  }
}

/** Requests per second and latency percentiles of `url`, `concurrency` requests at a time. */
async function measureThroughput(url, { seconds = 5, concurrency = 16, headers = {} } = {}) {
  const latencies = [];
  let failures = 0;
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok && response.status !== 304) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / seconds, p50: at(0.5), p95: at(0.95), failures };
}

async function runThroughput() {
  console.log('\nThroughput (one process, embedded database, 16 concurrent clients, 5 s each):');
  const rooms = await fetch(`${origin}/api/rooms`);
  const etag = rooms.headers.get('etag') ?? '';
  const cases = [
    ['GET / (server-rendered, brotli)', `${origin}/`, { 'accept-encoding': 'br' }],
    ['GET /api/rooms', `${origin}/api/rooms`, {}],
    ['GET /api/rooms (If-None-Match: 304)', `${origin}/api/rooms`, { 'if-none-match': etag }],
  ];
  for (const [label, url, headers] of cases) {
    const r = await measureThroughput(url, { headers });
    console.log(
      `  ${label.padEnd(38)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1)} ms   p95 ${r.p95.toFixed(1)} ms${r.failures ? `   ${r.failures} failed` : ''}`,
    );
  }
}

try {
  await waitForHealth();
  await runLighthouse();
  await runThroughput();
} finally {
  stopServer();
}

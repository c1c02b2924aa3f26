#!/usr/bin/env node
// Builds the site, then measures it against ARCHITECTURE section 7:
// 1. what the home page loads, gzipped, from the built manifest: first view (the entry and its static
//    imports, exactly the tags the server writes) and while scrolling (the deferred sections' chunks);
// 2. Lighthouse (mobile, simulated throttling) on the public pages, in Debian's Chromium;
// 3. the built server beside nginx serving the very same bytes from disk (one worker each, wrk with 64
//    connections): req/s of each, the ratio, the site's p50/p99, again while an admin writes once per
//    second; then a 10 s burst of 256 connections on / and how fast health and the hero answer after it;
//    the server's resident memory at the end (decision 0020);
// 4. memory and start-up (scripts/bench-memory.mjs, decision 0052): steady and peak resident memory, the
//    restart time to the first 200 of /api/health, embedded and (with TEST_DATABASE_URL) PostgreSQL.
// Options: --no-build (use dist/ as it is), --bundle-only (step 1 only), --no-lighthouse,
//          --lighthouse-runs=N (default 5, the median is printed), --seconds=N (each wrk run, default 10),
//          --memory-only (step 4 only, on a fresh folder), --pg-only (step 4 on PostgreSQL only).
// BENCH_PORT (default 4380) and BENCH_DATABASE_PREFIX (the scratch database's name, default chalet_bench_)
// let two benches share a host.
// nginx and wrk are Debian's; they are installed with apt-get when missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchEmbedded, benchPostgres, memoryOf, startServer } from './bench-memory.mjs';
import { launchLighthouseChrome } from './chromium.mjs';

const JS_BUDGET_KB = 94; // decision 0093 (91 KB before the languages, decision 0061)

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dist = 'dist/client';
/** Each language's own client build (decision 0093): English's manifest, then the others'. */
const LANGUAGES = ['en', 'de', 'fr', 'ja', 'ko', 'zh'];
const manifestOf = (locale) =>
  JSON.parse(
    readFileSync(
      path.join(dist, locale === 'en' ? '.vite/manifest.json' : `.vite/manifest-${locale}.json`),
      'utf8',
    ),
  );
let manifest = manifestOf('en');

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
  ...dynamicImportsOf('src/client/features/public-layout/public-layout.tsx'),
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

// Each visitor downloads one language's build: the first view of each must hold the budget.
console.log('\nJavaScript, first view, per language (each visitor downloads one):');
let overBudget = firstJs / 1024 > JS_BUDGET_KB;
for (const locale of LANGUAGES) {
  manifest = manifestOf(locale);
  const bytes = sum(closure('src/client/entry-client.tsx').js);
  overBudget ||= bytes / 1024 > JS_BUDGET_KB;
  console.log(
    `  ${locale}  ${kb(bytes).padStart(9)}  ${bytes / 1024 <= JS_BUDGET_KB ? 'OK' : 'OVER BUDGET'}`,
  );
}
manifest = manifestOf('en');
if (overBudget) process.exitCode = 1;

if (process.argv.includes('--bundle-only')) process.exit(0);

// ---------------------------------------------------------------------------------------------------
// The built server on a throwaway demo database.

const PORT = Number(process.env.BENCH_PORT ?? 4380);
const origin = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chalet-bench-'));
const PG_ONLY = process.argv.includes('--pg-only');
const MEMORY_ONLY = PG_ONLY || process.argv.includes('--memory-only');

// Every public page a search engine indexes (an experience's page stands for all of them).
const PAGES = [
  '/',
  // Two languages' pages (decision 0093): their hreflang, canonical and lang must pass the SEO audit too.
  '/de/',
  '/ja/',
  '/gallery',
  '/attractions',
  '/guest-info',
  '/check-in',
  '/experiences/1',
  '/privacy-policy',
  '/terms-of-use',
];
const option = (name, fallback) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.split('=')[1]) : fallback;
};
const LIGHTHOUSE_RUNS = option('lighthouse-runs', 5);
const WRK_SECONDS = option('seconds', 10);
const CONNECTIONS = 64;
const BURST_CONNECTIONS = 256;
const BURST_SECONDS = 10;
/** What a browser sends: the site and nginx both answer it with the same (brotli) bytes. */
const BROWSER_ENCODING = 'gzip, deflate, br';
/**
 * The reads compared: label, the site's URL, nginx's URL, the saved file, its type, and the
 * Accept-Encoding sent (by wrk to both, and when saving the site's answer for nginx).
 */
const READS = [
  ['GET /api/gallery', '/api/gallery', '/api/gallery', 'api/gallery', 'application/json', BROWSER_ENCODING],
  ['GET / (server-rendered)', '/', '/', 'index.html', 'text/html', BROWSER_ENCODING],
  [
    'GET /images/hero.webp?w=800&q=75',
    '/images/hero.webp?w=800&q=75',
    '/images/hero.webp?w=800&q=75',
    'images/hero.webp',
    'image/webp',
    BROWSER_ENCODING,
  ],
  // For comparison: the whole page uncompressed (no Accept-Encoding), as in issue 14's first table.
  ['GET / without Accept-Encoding', '/', '/identity', 'identity.html', 'text/html', ''],
];

/** The site's answer as bytes on the wire (fetch would decompress it) and its Content-Encoding. */
function rawGet(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            encoding: response.headers['content-encoding'],
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function runLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  const { version } = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8'));
  const chrome = await launchLighthouseChrome();
  console.log(
    `\nLighthouse ${version} (mobile; median of ${LIGHTHOUSE_RUNS} runs; target 100 in each category):`,
  );
  console.log('  page          perf  a11y  best  seo    FCP      LCP      TBT     CLS');
  // Lighthouse's measure of this machine's CPU: its simulated 4× slowdown scales the tasks it observed,
  // so blocking time (and the score) depends on the host (higher is faster).
  const benchmarkIndexes = [];
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let attempt = 0; runs.length < LIGHTHOUSE_RUNS && attempt < LIGHTHOUSE_RUNS + 3; attempt++) {
        const { lhr } = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        // A run whose trace Lighthouse could not record (e.g. NO_NAVSTART) scores nothing: run again.
        if (lhr.runtimeError) console.log(`  (${page}: ${lhr.runtimeError.code}, run again)`);
        else {
          runs.push(lhr);
          benchmarkIndexes.push(lhr.environment?.benchmarkIndex ?? 0);
        }
      }
      const score = (id) =>
        String(Math.round(median(runs.map((lhr) => (lhr.categories[id]?.score ?? 0) * 100)))).padStart(4);
      const ms = (id) =>
        `${(median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? 0)) / 1000).toFixed(2)} s`;
      const cls = median(runs.map((lhr) => lhr.audits['cumulative-layout-shift']?.numericValue ?? 0));
      console.log(
        `  ${page.padEnd(12)} ${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')} ${ms('first-contentful-paint').padStart(7)}  ${ms('largest-contentful-paint').padStart(7)}  ${`${Math.round(median(runs.map((lhr) => lhr.audits['total-blocking-time']?.numericValue ?? 0)))} ms`.padStart(6)}  ${cls.toFixed(3)}`,
      );
      // The median hides how close a page is to the next point: each run's score and blocking time.
      const each = runs.map(
        (lhr) =>
          `${Math.round((lhr.categories.performance?.score ?? 0) * 100)}/${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)}`,
      );
      console.log(`  ${''.padEnd(12)} runs (performance/TBT ms): ${each.join(' ')}`);
    }
    console.log(`  host CPU: Lighthouse benchmark index ${Math.round(median(benchmarkIndexes))} (median)`);
  } finally {
    await chrome.kill();
  }
}

/** Debian's nginx and wrk, installed with apt-get only when missing. */
function ensureTools() {
  const missing = [];
  if (!existsSync('/usr/sbin/nginx')) missing.push('nginx');
  if (spawnSync('wrk', ['--version']).error) missing.push('wrk');
  if (missing.length === 0) return;
  console.log(`\nInstalling ${missing.join(' and ')} (apt-get)...`);
  const command = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', 'apt-get'];
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
    const run = spawnSync(command[0], [...command.slice(1), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0) throw new Error(`bench: apt-get ${args[0]} failed`);
  }
}

/** nginx with one worker on 127.0.0.1, serving the site's own answers saved to disk. */
async function startNginx(port) {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'chalet-bench-nginx-'));
  const www = path.join(prefix, 'www');
  const locations = [];
  const answers = [];
  for (const [, url, nginxUrl, file, type, acceptEncoding] of READS) {
    const response = await rawGet(`${origin}${url}`, acceptEncoding);
    answers.push({ path: nginxUrl, file, headers: response.headers });
    if (response.status !== 200) throw new Error(`bench: ${url} answered ${response.status}`);
    mkdirSync(path.dirname(path.join(www, file)), { recursive: true });
    writeFileSync(path.join(www, file), response.body);
    const encoding = response.encoding
      ? ` add_header Content-Encoding ${response.encoding}; add_header Vary Accept-Encoding;`
      : '';
    locations.push(
      `    location = ${nginxUrl.split('?')[0]} { default_type ${type}; types { }${encoding} try_files /${file} =404; }`,
    );
  }
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 10000000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${www};
${locations.join('\n')}
  }
}
`,
  );
  const nginx = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/gallery`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    www,
    answers,
    stop: () => {
      nginx.kill('SIGTERM');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * What Node's own HTTP server can do on this machine: a bare `http` server answering the same bytes,
 * with the same headers the site sent, from memory. The site answers cached reads before Node's HTTP
 * parser (decision 0029), so it can go past it.
 */
async function startBareNode(port, www, answers) {
  const program = `
    const http = require('node:http');
    const fs = require('node:fs');
    const answers = new Map(${JSON.stringify(answers)}.map((a) => {
      const { date, connection, 'keep-alive': keepAlive, ...headers } = a.headers;
      return [a.path.split('?')[0], { headers, body: fs.readFileSync(${JSON.stringify(www)} + '/' + a.file) }];
    }));
    http.createServer((request, response) => {
      const answer = answers.get(request.url.split('?')[0]);
      if (!answer) { response.writeHead(404); response.end(); return; }
      response.writeHead(200, answer.headers);
      response.end(answer.body);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', program], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/gallery`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

const toMs = (value, unit) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1);

/** wrk's req/s and latency percentiles (and the non-2xx/3xx count). */
function wrk(url, { connections = CONNECTIONS, seconds = WRK_SECONDS, acceptEncoding = '' } = {}) {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? ['-H', `Accept-Encoding: ${acceptEncoding}`] : [];
    const child = spawn('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', ...headers, url]);
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', () => {
      const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
      const pct = (p) => {
        const m = out.match(new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`));
        return m ? toMs(m[1], m[2]) : Number.NaN;
      };
      const errors = Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
      const socketErrors = out.match(/Socket errors:[^\n]*/)?.[0] ?? '';
      resolve({ rps, p50: pct(50), p99: pct(99), errors, socketErrors, endedAt: performance.now() });
    });
  });
}

/** An admin who signs in and changes a testimonial once per second (every write bumps the content version). */
async function startAdminWriter() {
  const login = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bench-only-password' }),
  });
  if (!login.ok) throw new Error(`bench: admin login failed (${login.status})`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const list = await (await fetch(`${origin}/api/testimonials`, { headers: { cookie } })).json();
  const testimonial = list[0];
  let writes = 0;
  let failures = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const next = new Promise((resolve) => setTimeout(resolve, 1000));
      const response = await fetch(`${origin}/api/testimonials/${testimonial.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie, origin },
        body: JSON.stringify({ comment: `${testimonial.comment.replace(/ \(\d+\)$/, '')} (${writes + 1})` }),
      }).catch(() => null);
      if (response?.ok) writes += 1;
      else failures += 1;
      await response?.arrayBuffer();
      await next;
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return { writes, failures };
    },
  };
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

async function runThroughput() {
  const nginx = await startNginx(PORT + 1);
  const bare = await startBareNode(PORT + 2, nginx.www, nginx.answers);
  try {
    const cpus = os.cpus();
    console.log(
      `\nThroughput: wrk -t2 -c${CONNECTIONS} -d${WRK_SECONDS}s --latency -H 'Accept-Encoding: ${BROWSER_ENCODING}', site (one Node process, embedded database) ` +
        `vs nginx (one worker, the same bytes from disk), all on 127.0.0.1; "bare Node" is a bare node:http server answering the same bytes and headers from memory (what Node's own HTTP server can do here).\n` +
        `Machine: ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, ` +
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} at start (shared: figures are noisy).`,
    );
    const header = `  ${'read'.padEnd(34)} ${'site req/s'.padStart(10)} ${'nginx req/s'.padStart(11)} ${'ratio'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'nginx p99'.padStart(9)} ${'bare Node'.padStart(9)} ${'its ratio'.padStart(9)}`;
    const row = (label, site, ref, node) =>
      console.log(
        `  ${label.padEnd(34)} ${fmt(site.rps, 0).padStart(10)} ${fmt(ref.rps, 0).padStart(11)} ${fmt(site.rps / ref.rps, 3).padStart(6)} ${fmt(site.p50, 2).padStart(7)} ${fmt(site.p99, 2).padStart(7)} ${fmt(ref.p99, 2).padStart(9)} ${fmt(node.rps, 0).padStart(9)} ${fmt(node.rps / ref.rps, 3).padStart(9)}${site.errors ? `  ${site.errors} non-2xx` : ''}${site.socketErrors ? `  ${site.socketErrors}` : ''}`,
      );
    const reference = {};
    const ceiling = {};
    console.log(header);
    for (const [label, url, nginxUrl, , , acceptEncoding] of READS) {
      const site = await wrk(`${origin}${url}`, { acceptEncoding });
      reference[label] = await wrk(`${nginx.origin}${nginxUrl}`, { acceptEncoding });
      ceiling[label] = await wrk(`${bare.origin}${nginxUrl}`, { acceptEncoding });
      row(label, site, reference[label], ceiling[label]);
    }
    console.log(
      '\n  ...while an admin changes a testimonial once per second (each write bumps the content version):',
    );
    console.log(header);
    const writer = await startAdminWriter();
    for (const [label, url, , , , acceptEncoding] of READS.slice(0, 3)) {
      row(label, await wrk(`${origin}${url}`, { acceptEncoding }), reference[label], ceiling[label]);
    }
    const { writes, failures } = await writer.stop();
    console.log(`  admin writes: ${writes} succeeded, ${failures} failed`);

    console.log(`\nBurst: ${BURST_CONNECTIONS} connections on / for ${BURST_SECONDS} s, then at once:`);
    const burst = await wrk(`${origin}/`, {
      connections: BURST_CONNECTIONS,
      seconds: BURST_SECONDS,
      acceptEncoding: BROWSER_ENCODING,
    });
    const timed = async (url) => {
      const started = performance.now();
      const response = await fetch(`${origin}${url}`);
      await response.arrayBuffer();
      return {
        status: response.status,
        ms: performance.now() - started,
        sinceEnd: performance.now() - burst.endedAt,
      };
    };
    const [health, hero] = await Promise.all([timed('/api/health'), timed('/images/hero.webp?w=800&q=75')]);
    console.log(
      `  burst: ${fmt(burst.rps, 0)} req/s, p50 ${fmt(burst.p50, 2)} ms, p99 ${fmt(burst.p99, 2)} ms${burst.errors ? `, ${burst.errors} non-2xx (shed)` : ''}${burst.socketErrors ? `, ${burst.socketErrors}` : ''}`,
    );
    console.log(`  /api/health: ${health.status} after ${fmt(health.sinceEnd)} ms from the burst's end`);
    console.log(`  hero image:  ${hero.status} after ${fmt(hero.sinceEnd)} ms from the burst's end`);

    const memory = memoryOf(serverPid);
    console.log(
      `\nServer memory right after the burst: resident ${memory.rss} MB (peak ${memory.peak} MB); ` +
        `render cache bound RENDER_CACHE_MAX_MB=${process.env.RENDER_CACHE_MAX_MB ?? 64}.`,
    );
    const nginxVersion = spawnSync('/usr/sbin/nginx', ['-v'], { encoding: 'utf8' }).stderr.trim();
    const wrkVersion = spawnSync('wrk', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0];
    console.log(`${nginxVersion}; ${wrkVersion}; Node ${process.version}`);
  } finally {
    nginx.stop();
    bare.stop();
  }
}

/** The server the Lighthouse and throughput parts measure. */
let mainServer;
let serverPid;
try {
  ensureTools();
  console.log(
    `\nLoad average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs (start-up times depend on it; memory does not).`,
  );
  if (PG_ONLY) {
    // PostgreSQL's figures alone, for measuring a change to them quickly.
  } else if (MEMORY_ONLY) {
    await benchEmbedded({ port: PORT, dataDir, seconds: WRK_SECONDS });
  } else {
    const server = await startServer({ port: PORT, dataDir });
    mainServer = server;
    const afterStart = server.memory();
    console.log(
      `\nFirst start on an empty folder (embedded database): health 200 after ${(server.startMs / 1000).toFixed(2)} s, resident ${afterStart.rss} MB (peak ${afterStart.peak} MB).`,
    );
    serverPid = server.pid;
    if (!process.argv.includes('--no-lighthouse')) await runLighthouse();
    if (!process.argv.includes('--no-throughput')) await runThroughput();
    await benchEmbedded({ port: PORT, dataDir, server, seconds: WRK_SECONDS });
  }
  await benchPostgres({ port: PORT, seconds: WRK_SECONDS });
} finally {
  await mainServer?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

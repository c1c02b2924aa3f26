// The memory and start-up part of `npm run bench` (issue 36, decision 0052): the built server's resident
// memory (VmRSS) and its peak (VmHWM, read from /proc, so the first start counts), how long a restart on
// an existing data folder takes to the first 200 of /api/health, on the embedded database and on
// PostgreSQL. `startServer` also starts the server the rest of the benchmark measures.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const MEMORY_TARGETS = {
  embeddedSteadyMb: 384,
  embeddedPeakMb: 448,
  postgresPeakMb: 200,
  restartS: 3,
};

const BROWSER_ENCODING = 'gzip, deflate, br';
const RESTARTS = 5;
/** After the load, the server idles this long before its resident memory is read ("steady"). */
const SETTLE_MS = 10_000;

const mb = (kb) => Math.round(kb / 1024);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** VmRSS and VmHWM of a process, in MB (VmHWM: the most it ever held, its start included). */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    rss: mb(Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0)),
    peak: mb(Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0)),
  };
}

/**
 * Starts the built server (`node dist/server/main.js`, as `npm run serve` does) and waits for the first
 * 200 of /api/health, polled every 20 ms. `startMs` is from the spawn to that answer.
 */
export async function startServer({ port, dataDir, databaseUrl, env = {} }) {
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '0', // no balancer in front: stop at once
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'bench-only-password',
      // The benchmark asks for every picture variant from one address.
      IMAGE_RENDER_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let gone = false;
  child.once('exit', () => {
    gone = true;
  });
  let startMs;
  while (startMs === undefined) {
    if (gone) throw new Error('bench: the server exited during start-up');
    if (performance.now() - started > 180_000) throw new Error('bench: the server did not become healthy');
    try {
      const response = await fetch(`${origin}/api/health`);
      await response.arrayBuffer();
      if (response.status === 200) startMs = performance.now() - started;
    } catch {
      // not listening yet
    }
    if (startMs === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    origin,
    pid: child.pid,
    startMs,
    memory: () => memoryOf(child.pid),
    stop: async () => {
      if (!gone) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Every URL a visitor's browser asks for on the public pages: pages, API reads and picture variants. */
async function publicUrls(origin) {
  const pages = ['/', '/gallery', '/attractions', '/guest-info', '/check-in', '/no-such-page'];
  const urls = new Set(pages);
  for (const page of pages) {
    const html = await (await fetch(`${origin}${page}`)).text();
    for (const [url] of html.matchAll(/\/(?:api|images|uploads)\/[^"' ,\\)]+/g)) {
      urls.add(url.replaceAll('&amp;', '&'));
    }
  }
  return [...urls].filter((url) => !url.startsWith('/api/events'));
}

/** Fetches every URL once, `concurrency` at a time (the first ask of a picture variant renders it). */
async function fetchAll(origin, urls, concurrency) {
  const queue = [...urls];
  let failed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const response = await fetch(`${origin}${url}`, { headers: { 'accept-encoding': BROWSER_ENCODING } });
        await response.arrayBuffer();
        if (response.status >= 500) failed += 1;
      }
    }),
  );
  return failed;
}

/** wrk on a list of URLs in turn (each wrk thread cycles through them). */
function wrkMix(origin, urls, { connections, seconds }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chalet-bench-mix-'));
  const script = path.join(dir, 'mix.lua');
  writeFileSync(
    script,
    `local paths = { ${urls.map((u) => JSON.stringify(u)).join(', ')} }
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i], { ["Accept-Encoding"] = "${BROWSER_ENCODING}" })
end
`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '-s', script, origin]);
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', () => {
      rmSync(dir, { recursive: true, force: true });
      resolve({
        rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
        errors: Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0),
      });
    });
  });
}

/**
 * Mixed reads: every public URL once (pictures rendered), then wrk on all of them with 64 connections
 * and a burst of 256, as visitors and crawlers would; then the server idles before "steady" is read.
 */
export async function mixedReads(server, { seconds = 10 } = {}) {
  const urls = await publicUrls(server.origin);
  const failed = await fetchAll(server.origin, urls, 4);
  const mix = await wrkMix(server.origin, urls, { connections: 64, seconds });
  const burst = await wrkMix(server.origin, urls, { connections: 256, seconds: Math.ceil(seconds / 2) });
  return { urls: urls.length, failed, mix, burst };
}

/** Resident memory after SETTLE_MS without requests. */
export async function settledMemory(server) {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return server.memory();
}

/** Restarts on the same data: the time from each spawn to the first 200 of /api/health, and its memory. */
export async function timeRestarts(options, count = RESTARTS) {
  const runs = [];
  for (let run = 0; run < count; run++) {
    const server = await startServer(options);
    // The start-up's own peak: the first render and the background work that follows it.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    runs.push({ startMs: server.startMs, ...server.memory() });
    await server.stop();
  }
  return runs;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (value, limit) => (value <= limit ? 'OK' : 'OVER');

function printRestarts(runs) {
  const times = runs.map((r) => r.startMs);
  console.log(
    `  restart on the existing data, to the first 200 of /api/health: median ${seconds(median(times))} ` +
      `(target ≤ ${MEMORY_TARGETS.restartS} s) ${verdict(median(times), MEMORY_TARGETS.restartS * 1000)}; ` +
      `runs ${times.map(seconds).join(', ')}; peak ${Math.max(...runs.map((r) => r.peak))} MB`,
  );
}

/** A new database on the PostgreSQL server of `serverUrl`, dropped by `drop()`. */
export async function scratchDatabase(serverUrl) {
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'chalet_bench_'}${randomBytes(4).toString('hex')}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The embedded database: a first start on an empty folder, mixed reads, steady and peak, then restarts.
 * `server` is one already started on `dataDir` (the rest of the benchmark's), or undefined.
 */
export async function benchEmbedded({ port, dataDir, server, seconds: loadSeconds }) {
  console.log('\nMemory and start-up, embedded database (PGlite in DATA_DIR):');
  const first = server ?? (await startServer({ port, dataDir }));
  try {
    if (!server) {
      console.log(`  first start on an empty folder: health 200 after ${seconds(first.startMs)}`);
      console.log(`  resident after start-up: ${first.memory().rss} MB`);
    }
    await measureUnderLoad(first, loadSeconds, {
      steadyMb: MEMORY_TARGETS.embeddedSteadyMb,
      peakMb: MEMORY_TARGETS.embeddedPeakMb,
    });
  } finally {
    await first.stop();
  }
  printRestarts(await timeRestarts({ port, dataDir }));
}

/** Mixed reads, then steady and peak against the targets. */
async function measureUnderLoad(server, loadSeconds, targets) {
  const load = await mixedReads(server, { seconds: loadSeconds });
  console.log(
    `  mixed reads: ${load.urls} URLs once (${load.failed} failed), then ${Math.round(load.mix.rps)} req/s ` +
      `on 64 connections, ${Math.round(load.burst.rps)} req/s on 256`,
  );
  const steady = await settledMemory(server);
  console.log(
    `  resident, steady (${SETTLE_MS / 1000} s after the load): ${steady.rss} MB` +
      (targets.steadyMb ? ` (target ≤ ${targets.steadyMb}) ${verdict(steady.rss, targets.steadyMb)}` : ''),
  );
  console.log(
    `  resident, peak (first start included): ${steady.peak} MB (target ≤ ${targets.peakMb}) ${verdict(steady.peak, targets.peakMb)}`,
  );
}

/** The same on PostgreSQL (a scratch database on BENCH_DATABASE_URL's or TEST_DATABASE_URL's server). */
export async function benchPostgres({ port, seconds: loadSeconds }) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  console.log('\nMemory and start-up, PostgreSQL (the app process alone):');
  if (!serverUrl) {
    console.log('  skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL (a scratch database is made there)');
    return;
  }
  const database = await scratchDatabase(serverUrl);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chalet-bench-pg-'));
  try {
    const server = await startServer({ port, dataDir, databaseUrl: database.url });
    try {
      console.log(`  first start on an empty database: health 200 after ${seconds(server.startMs)}`);
      console.log(`  resident after start-up: ${server.memory().rss} MB`);
      await measureUnderLoad(server, loadSeconds, { peakMb: MEMORY_TARGETS.postgresPeakMb });
    } finally {
      await server.stop();
    }
    printRestarts(await timeRestarts({ port, dataDir, databaseUrl: database.url }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

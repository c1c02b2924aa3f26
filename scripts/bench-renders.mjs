// The render part of issue 42 (item 12, decision 0052 addendum): the built server on PostgreSQL (a
// scratch database on BENCH_DATABASE_URL's or TEST_DATABASE_URL's server), then 20 picture sizes at 1600
// and 1920 px rendered one at a time, each a cache miss; prints the app's resident memory and its peak
// (VmHWM) after start and after the renders. `npm run build` first; `node scripts/bench-renders.mjs`.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEMORY_TARGETS, scratchDatabase, startServer } from './bench-memory.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4290);
const WIDTHS = [1600, 1920];
const RENDERS = 20;

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL (a scratch database is made there).');
  process.exit(2);
}
// The demo pictures the seed puts in the uploads (1200–2880 px wide), each a different one.
const pictures = readdirSync('seed-assets/demo').filter((name) => name.endsWith('.webp'));
const database = await scratchDatabase(serverUrl);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chalet-bench-renders-'));
try {
  const server = await startServer({ port: PORT, dataDir, databaseUrl: database.url });
  try {
    const afterStart = server.memory();
    console.log(`after start: resident ${afterStart.rss} MB, peak ${afterStart.peak} MB`);
    let failed = 0;
    for (let i = 0; i < RENDERS; i++) {
      const src = `/uploads/demo/${pictures[i % pictures.length]}`;
      const width = WIDTHS[i % WIDTHS.length];
      const started = performance.now();
      const response = await fetch(
        `${server.origin}/api/optimize-image?src=${encodeURIComponent(src)}&width=${width}&quality=75&format=webp`,
      );
      await response.arrayBuffer();
      if (response.status !== 200) failed++;
      const memory = server.memory();
      console.log(
        `  ${String(i + 1).padStart(2)} ${src} at ${width}: ${response.status} in ${Math.round(performance.now() - started)} ms, resident ${memory.rss} MB, peak ${memory.peak} MB`,
      );
    }
    const after = server.memory();
    console.log(
      `after ${RENDERS} renders (${failed} failed): resident ${after.rss} MB, peak ${after.peak} MB (target ≤ ${MEMORY_TARGETS.postgresPeakMb})`,
    );
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}

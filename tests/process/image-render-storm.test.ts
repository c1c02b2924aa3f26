import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServer, waitForHealth } from '../helpers/server-process.js';

/**
 * Image renders must never starve the rest of the server (issue 8, item 2): a storm of anonymous
 * requests for uncached variants runs while a static file and an already-cached image are fetched,
 * and those answer within 100 ms because renders are bounded and the thread pool keeps room for
 * file reads. The storm mixes what used to be accepted (AVIF at random qualities) with variants the
 * site really uses, so real renders are running throughout the measurements.
 */

const SOURCES = ['storm-a.png', 'storm-b.png', 'storm-c.png', 'storm-d.png'];
const CACHED = '/api/optimize-image?src=%2Fuploads%2Fstorm-a.png&width=500&quality=78&format=webp';
const RESPONSE_BUDGET_MS = 100;
/** Rounds of measurement (a favicon, then the cached image) made while the storm runs: at least, at most. */
const MIN_ROUNDS = 3;
const MAX_ROUNDS = 30;

let dataDir: string;
let server: ServerProcess;

/** Random noise compresses badly, so every render of it is slow: the worst case for the server. */
const noise = (width: number, height: number, seed: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: seed, g: 90, b: 60 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'chalet-render-storm-'));
  const uploads = path.join(dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  server = startServer({
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    ADMIN_USERNAME: 'owner',
    ADMIN_PASSWORD: 'storm-password-1',
  });
  // Made while the server starts; they are read only when the storm asks for them.
  for (const [i, name] of SOURCES.entries()) {
    writeFileSync(path.join(uploads, name), await noise(2560, 1700, 40 * i));
  }
  // The first start seeds the demo pictures: slow on a busy machine.
  await waitForHealth(server, 400_000);
}, 420_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Milliseconds for one complete GET (status checked, body read); Infinity past a few seconds. */
async function timeGet(url: string): Promise<number> {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    await response.arrayBuffer();
    expect(response.status).toBe(200);
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return Number.POSITIVE_INFINITY;
    throw error;
  }
  return performance.now() - started;
}

/** Best of several tries: scheduling noise on a busy machine only ever adds time, waiting for a render adds seconds. */
const best = (values: number[]) => Math.min(...values);

describe('a storm of uncached image renders', () => {
  it('leaves static files and cached images answering within 100 ms', { timeout: 240_000 }, async () => {
    expect((await fetch(`${server.url}${CACHED}`)).status).toBe(200);

    // What an attacker sends: AVIF at random qualities, each a new cache entry before the fix.
    const attack = Array.from({ length: 4 }, (_, i) => {
      const quality = 2 + Math.floor(Math.random() * 70);
      return `/api/optimize-image?src=%2Fuploads%2F${SOURCES[i]}&width=1920&quality=${quality}&format=avif`;
    });
    // Variants the site does use, none cached yet: real renders the server must do.
    const legitimate = SOURCES.flatMap((name) =>
      [1920, 1600].map(
        (width) => `/api/optimize-image?src=%2Fuploads%2F${name}&width=${width}&quality=85&format=webp`,
      ),
    );
    let pending = attack.length + legitimate.length;
    const storm = [...attack, ...legitimate].map((url) =>
      fetch(`${server.url}${url}`)
        .then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        })
        .catch(() => 0)
        .finally(() => {
          pending -= 1;
        }),
    );

    // Measured for as long as renders are running (up to MAX_ROUNDS rounds): only a measurement made
    // during the storm counts. Best of those: other work on a busy machine adds noise, waiting for a
    // render adds seconds.
    const staticTimes: number[] = [];
    const cachedTimes: number[] = [];
    for (let round = 0; round < MAX_ROUNDS && pending > 0; round++) {
      const favicon = await timeGet(`${server.url}/favicon.svg`);
      const cached = await timeGet(`${server.url}${CACHED}`);
      if (pending === 0) break; // the storm ended during this round: it does not count
      staticTimes.push(favicon);
      cachedTimes.push(cached);
    }
    const statuses = await Promise.all(storm);
    console.info(
      `render storm: favicon.svg ${staticTimes.map(Math.round)} ms, cached image ${cachedTimes.map(Math.round)} ms ` +
        `(rounds during the storm), statuses ${statuses}`,
    );

    expect(
      cachedTimes.length,
      'rounds measured while renders were running (the storm ended too soon)',
    ).toBeGreaterThanOrEqual(MIN_ROUNDS);
    expect(best(staticTimes), `favicon.svg times: ${staticTimes.map(Math.round)}`).toBeLessThan(
      RESPONSE_BUDGET_MS,
    );
    expect(best(cachedTimes), `cached image times: ${cachedTimes.map(Math.round)}`).toBeLessThan(
      RESPONSE_BUDGET_MS,
    );
    // Random qualities and AVIF are not what the site uses: refused without rendering.
    expect(statuses.slice(0, attack.length)).toEqual(attack.map(() => 400));
    // The site's own variants are rendered (or, if the queue was full, deferred with 503).
    for (const status of statuses.slice(attack.length)) expect([200, 503]).toContain(status);
  });
});

/**
 * Writes the demo pictures of the seed content into seed-assets/demo/ (committed). The server's first
 * start copies them into DATA_DIR/uploads/demo/ (src/server/demo/seed.ts); the drawing code stays here,
 * out of the server bundle. Deterministic: the same content gives the same files. Removes pictures the
 * content no longer uses.
 *
 * Run after changing the pictures in src/server/demo/content.ts or the scenes: npm run images:demo
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collectPictures, PICTURE_SIZES } from '../src/server/demo/content.js';
import { DEMO_PICTURES_DIR } from '../src/server/paths.js';
import { renderScene } from './scenes/scenes.js';

/** WebP quality of the committed pictures: the size the seed used to render at, with a slower encoder. */
const QUALITY = 78;
const EFFORT = 6;

async function main(): Promise<void> {
  mkdirSync(DEMO_PICTURES_DIR, { recursive: true });
  const jobs = collectPictures();
  const wanted = new Set(jobs.map(({ picture }) => `${picture.name}.webp`));
  for (const name of readdirSync(DEMO_PICTURES_DIR)) {
    if (!wanted.has(name)) {
      rmSync(path.join(DEMO_PICTURES_DIR, name));
      console.log(`removed ${name}`);
    }
  }
  let next = 0;
  let total = 0;
  const work = async () => {
    while (next < jobs.length) {
      const { picture, size } = jobs[next++];
      const data = await renderScene(picture.kind, PICTURE_SIZES[size], {
        seed: picture.seed ?? picture.kind,
        quality: QUALITY,
        effort: EFFORT,
      });
      writeFileSync(path.join(DEMO_PICTURES_DIR, `${picture.name}.webp`), data);
      total += data.length;
      console.log(`${picture.name}.webp  ${(data.length / 1024).toFixed(1)} KB`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(4, os.availableParallelism())) }, work));
  console.log(`${jobs.length} pictures, ${(total / 1024 / 1024).toFixed(2)} MB in ${DEMO_PICTURES_DIR}`);
}

await main();

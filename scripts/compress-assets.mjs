#!/usr/bin/env node
// After `vite build`: writes brotli (.br) and gzip (.gz) copies of the built text assets, which the
// server sends to browsers that accept them (@fastify/static `preCompressed`). Compressing once at
// build time allows the strongest settings at no cost per request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ASSETS = 'dist/client/assets';
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;
/** Below this, compression saves too little to be worth a second request path. */
const MIN_BYTES = 1024;

let count = 0;
// Every language's build, English's straight in assets/ and the others' in assets/<locale>/ (decision 0093).
for (const name of readdirSync(ASSETS, { recursive: true })) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(ASSETS, name);
  const source = readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  count += 1;
}
console.log(`Compressed ${count} assets (brotli and gzip).`);

// `npm run build`, last step: the empty embedded database a first start copies (decision 0052), in
// dist/server/pgdata-template. PGlite's initdb takes about 1 GB for several seconds, so it runs once per
// PGlite version: the result is kept in .cache/ (ignored by git) and copied from there by later builds.
import path from 'node:path';
import { buildPgdataTemplate, PGDATA_TEMPLATE_DIR } from '../src/server/db/pgdata-template.js';

const cacheDir = path.join('.cache', 'pgdata-template');
const started = performance.now();
const made = await buildPgdataTemplate(PGDATA_TEMPLATE_DIR, cacheDir);
console.log(
  `The blank database new data folders start from: ${made === 'built' ? 'made' : 'copied from the cache'} in ${Math.round(performance.now() - started)} ms.`,
);

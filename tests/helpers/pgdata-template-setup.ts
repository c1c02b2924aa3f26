import path from 'node:path';
import {
  buildPgdataTemplate,
  PGDATA_TEMPLATE_DIR,
  templateFits,
} from '../../src/server/db/pgdata-template.js';
import { ROOT_DIR } from '../../src/server/paths.js';

/**
 * Vitest's global setup of the process tests: the empty embedded database a first start copies
 * (decision 0052), made as `npm run build` makes it (same place, same cache). Without it, as in CI where
 * the build comes after Vitest, every server the tests start on a fresh DATA_DIR runs PGlite's initdb,
 * 4 to 15 s of CPU each (decision 0077).
 */
export default async function setUpPgdataTemplate(): Promise<void> {
  if (templateFits(PGDATA_TEMPLATE_DIR)) return;
  await buildPgdataTemplate(PGDATA_TEMPLATE_DIR, path.join(ROOT_DIR, '.cache', 'pgdata-template'));
}

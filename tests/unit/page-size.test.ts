import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPageSizes, PAGE_MAX_LINES } from '../../scripts/check-boundaries.mjs';
import { ROOT_DIR } from '../../src/server/paths.js';

/** Thin pages (decision 0018): `npm run lint` fails on a page file over PAGE_MAX_LINES lines. */
describe('npm run lint: page sizes', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'page-size-'));
  const pages = path.join(root, 'src/client/pages/admin');
  mkdirSync(pages, { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const writePage = (name: string, lines: number) =>
    writeFileSync(
      path.join(pages, name),
      `${Array.from({ length: lines }, (_, i) => `// ${i}`).join('\n')}\n`,
    );

  it(`accepts a page of ${PAGE_MAX_LINES} lines and names one of ${PAGE_MAX_LINES + 1}`, () => {
    writePage('short-page.tsx', PAGE_MAX_LINES);
    expect(checkPageSizes(root)).toEqual([]);
    writePage('long-page.tsx', PAGE_MAX_LINES + 1);
    expect(checkPageSizes(root)).toEqual([
      `src/client/pages/admin/long-page.tsx: ${PAGE_MAX_LINES + 1} lines (pages stay under ${PAGE_MAX_LINES}; move its parts to its feature folder)`,
    ]);
  });

  it('every page of this repository is within the limit', () => {
    expect(checkPageSizes(ROOT_DIR)).toEqual([]);
  });
});

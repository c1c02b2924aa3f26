import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root, found from this file whether it runs from src/ (tests) or dist/ (built server). */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const ROOT_DIR = findRoot();
export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'src/server/db/migrations');
/** The demo pictures the first start copies into the uploads folder (scripts/generate-demo-pictures.ts). */
export const DEMO_PICTURES_DIR = path.join(ROOT_DIR, 'seed-assets/demo');
export const PUBLIC_DIR = path.join(ROOT_DIR, 'public');
export const CLIENT_DIST_DIR = path.join(ROOT_DIR, 'dist/client');

import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBoundaries, violationOf } from '../../scripts/check-boundaries.mjs';
import { ROOT_DIR } from '../../src/server/paths.js';

const CLIENT_DIR = path.join(ROOT_DIR, 'src/client');
const PLATFORM_DIR = path.join(ROOT_DIR, 'src/server/platform');
const PROBE_PREFIX = 'boundary-probe-';

/** Probe files left behind by an interrupted run (they are git-ignored, but would fail lint). */
function removeProbes(): void {
  for (const dir of [CLIENT_DIR, PLATFORM_DIR]) {
    for (const name of readdirSync(dir)) {
      if (name.startsWith(PROBE_PREFIX)) rmSync(path.join(dir, name), { force: true });
    }
  }
}

describe('npm run lint: import boundaries', () => {
  const probe = path.join(CLIENT_DIR, `${PROBE_PREFIX}${process.pid}.ts`);

  beforeAll(removeProbes);
  afterAll(removeProbes);

  it('fails on a client file that imports from src/server, and passes without it', () => {
    writeFileSync(
      probe,
      "import { ROOT_DIR } from '../server/paths.js';\n\nexport const probeRoot = ROOT_DIR;\n",
    );
    let failed: ReturnType<typeof spawnSync>;
    try {
      failed = spawnSync('npm', ['run', '--silent', 'lint'], { cwd: ROOT_DIR, encoding: 'utf8' });
    } finally {
      rmSync(probe, { force: true });
    }
    expect(failed.status).not.toBe(0);
    expect(`${failed.stdout}${failed.stderr}`).toContain(
      `src/client/${path.basename(probe)}: '../server/paths.js': client must not import server`,
    );
    expect(checkBoundaries(ROOT_DIR)).toEqual([]);
  }, 120_000);

  it('fails on a platform file that imports a feature, and passes without it', () => {
    const platformProbe = path.join(PLATFORM_DIR, `${PROBE_PREFIX}${process.pid}.ts`);
    writeFileSync(
      platformProbe,
      "import { countUsers } from '../modules/users/users.repository.js';\n\nexport const probeCount = countUsers;\n",
    );
    let problems: string[];
    try {
      problems = checkBoundaries(ROOT_DIR);
    } finally {
      rmSync(platformProbe, { force: true });
    }
    expect(problems).toEqual([
      `src/server/platform/${path.basename(platformProbe)}: '../modules/users/users.repository.js': platform must not import a feature (src/server/modules)`,
    ]);
    expect(checkBoundaries(ROOT_DIR)).toEqual([]);
  });

  it('judges each boundary', () => {
    expect(violationOf('src/client/features/rooms/x.tsx', '../../../server/config.js')).toMatch(/client/);
    expect(violationOf('src/client/lib/x.ts', 'node:fs')).toMatch(/Node built-ins/);
    expect(violationOf('src/shared/x.ts', '../client/lib/api.js')).toMatch(/shared/);
    expect(violationOf('src/shared/schemas/x.ts', '../../server/db/schema.js')).toMatch(/shared/);
    expect(violationOf('src/server/db/seed/seed.ts', '../../../../scripts/scenes/scenes.js')).toMatch(
      /scripts/,
    );
    expect(violationOf('src/client/features/rooms/card.tsx', '../gallery/gallery-lightbox.js')).toMatch(
      /internals/,
    );
    expect(violationOf('src/server/platform/jobs/x.ts', '../../modules/analytics/analytics.js')).toMatch(
      /platform must not import a feature/,
    );
    // Allowed: another feature's data hooks, the shared admin feature, shared code, server → client (SSR).
    expect(violationOf('src/client/features/admin/guard.tsx', '../auth/queries.js')).toBeNull();
    expect(violationOf('src/client/features/rooms/card.tsx', '../admin/admin-image.js')).toBeNull();
    expect(violationOf('src/client/features/rooms/card.tsx', './room-image.js')).toBeNull();
    expect(
      violationOf('src/client/pages/admin/rooms.tsx', '../../features/gallery/admin-gallery-form.js'),
    ).toBeNull();
    expect(violationOf('src/client/lib/api.ts', '../../shared/routes.js')).toBeNull();
    expect(violationOf('src/server/ssr/ssr.routes.ts', '../../client/entry-server.js')).toBeNull();
    // Features use the platform; the platform uses the server's own infrastructure (db, config, lib).
    expect(
      violationOf('src/server/modules/contact/x.ts', '../../platform/outbox/outbox-signal.js'),
    ).toBeNull();
    expect(violationOf('src/server/platform/jobs/x.ts', '../../db/client.js')).toBeNull();
  });
});

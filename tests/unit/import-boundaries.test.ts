import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkBoundaries,
  queryKeyViolationOf,
  spelledApiUrlsOf,
  violationOf,
} from '../../scripts/check-boundaries.mjs';
import { ROOT_DIR } from '../../src/server/paths.js';

const PROBE_PREFIX = 'boundary-probe-';
const probeName = `${PROBE_PREFIX}${process.pid}.ts`;

/**
 * One probe per rule, each a file that breaks it: its folder, its text, and the line
 * `npm run lint` must print for it.
 */
const PROBES: readonly { folder: string; text: string; expected: string }[] = [
  {
    folder: 'src/client',
    text: "import { ROOT_DIR } from '../server/paths.js';\n\nexport const probeRoot = ROOT_DIR;\n",
    expected: `src/client/${probeName}: '../server/paths.js': client must not import server`,
  },
  {
    folder: 'src/client/components',
    text: "import { siteSettingsQuery } from '../features/site-settings/queries.js';\n\nexport const probeQuery = siteSettingsQuery;\n",
    expected: `src/client/components/${probeName}: '../features/site-settings/queries.js': components must not import features`,
  },
  {
    folder: 'src/client/hooks',
    text: "import { homeSections } from '../pages/public/home-sections.js';\n\nexport const probeSections = homeSections;\n",
    expected: `src/client/hooks/${probeName}: '../pages/public/home-sections.js': hooks must not import pages`,
  },
  {
    folder: 'src/client/features/hero',
    text: "import { homeSections } from '../../pages/public/home-sections.js';\n\nexport const probeSections = homeSections;\n",
    expected: `src/client/features/hero/${probeName}: '../../pages/public/home-sections.js': features must not import pages`,
  },
  {
    folder: 'src/client/features/admin',
    text: "import { contactSummaryQuery } from '../contact/admin-api.js';\n\nexport const probeQuery = contactSummaryQuery;\n",
    expected: `src/client/features/admin/${probeName}: '../contact/admin-api.js': the shared "admin" feature must not import feature "contact"`,
  },
  {
    folder: 'src/client/pages/admin',
    text: "import { useQuery } from '@tanstack/react-query';\n\nexport const useProbe = () => useQuery({ queryKey: ['/api/probe'] });\n",
    expected: `src/client/pages/admin/${probeName}: query keys are spelled only in a feature's queries.ts`,
  },
  {
    folder: 'src/server/lib',
    text: "import { countUsers } from '../modules/users/users.repository.js';\n\nexport const probeCount = countUsers;\n",
    expected: `src/server/lib/${probeName}: '../modules/users/users.repository.js': server lib must not import modules (server import direction`,
  },
  {
    folder: 'src/server/modules/rooms',
    text: "export const probeRoute = '/api/rooms';\n",
    expected: `src/server/modules/rooms/${probeName}:1: an API URL is spelled outside the route tables`,
  },
];

/** Probe files left behind by an interrupted run (they are git-ignored, but would fail lint). */
function removeProbes(): void {
  for (const { folder } of PROBES) {
    const dir = path.join(ROOT_DIR, folder);
    for (const name of readdirSync(dir)) {
      if (name.startsWith(PROBE_PREFIX)) rmSync(path.join(dir, name), { force: true });
    }
  }
}

describe('npm run lint: import boundaries', () => {
  beforeAll(removeProbes);
  afterAll(removeProbes);

  it('fails on each new file that breaks a boundary (client → server, an upward import, a spelled query key or API URL), and passes without them', () => {
    let failed: ReturnType<typeof spawnSync>;
    try {
      for (const { folder, text } of PROBES) writeFileSync(path.join(ROOT_DIR, folder, probeName), text);
      failed = spawnSync('npm', ['run', '--silent', 'lint'], { cwd: ROOT_DIR, encoding: 'utf8' });
    } finally {
      removeProbes();
    }
    expect(failed.status).not.toBe(0);
    const output = `${failed.stdout}${failed.stderr}`;
    for (const { expected } of PROBES) expect(output).toContain(expected);
    expect(checkBoundaries(ROOT_DIR)).toEqual([]);
  }, 120_000);

  it('judges each boundary', () => {
    expect(violationOf('src/client/features/rooms/x.tsx', '../../../server/config.js')).toMatch(/client/);
    expect(violationOf('src/client/lib/x.ts', 'node:fs')).toMatch(/Node built-ins/);
    expect(violationOf('src/shared/x.ts', '../client/lib/api.js')).toMatch(/shared/);
    expect(violationOf('src/shared/schemas/x.ts', '../../server/db/schema.js')).toMatch(/shared/);
    expect(violationOf('src/server/demo/seed.ts', '../../../scripts/scenes/scenes.js')).toMatch(/scripts/);
    expect(violationOf('src/client/features/rooms/card.tsx', '../gallery/gallery-lightbox.js')).toMatch(
      /internals/,
    );
    // The server's direction: config → lib → db → platform → context → modules → demo → delivery → app
    // (decision 0079).
    expect(violationOf('src/server/platform/jobs/x.ts', '../../modules/analytics/analytics.js')).toMatch(
      /server platform must not import modules/,
    );
    expect(violationOf('src/server/lib/x.ts', '../db/client.js')).toMatch(/server lib must not import db/);
    expect(violationOf('src/server/db/x.ts', '../platform/storage/storage.js')).toMatch(
      /server db must not import platform/,
    );
    expect(violationOf('src/server/platform/x.ts', '../context.js')).toMatch(
      /server platform must not import context/,
    );
    expect(violationOf('src/server/modules/setup/x.ts', '../../demo/seed.js')).toMatch(
      /server modules must not import demo/,
    );
    expect(violationOf('src/server/demo/x.ts', '../delivery/cache/render-cache.js')).toMatch(
      /server demo must not import delivery/,
    );
    expect(violationOf('src/server/delivery/x.ts', '../startup-error.js')).toMatch(
      /server delivery must not import app/,
    );
    expect(violationOf('src/server/config.ts', './lib/logger.js')).toMatch(
      /server config must not import lib/,
    );
    expect(violationOf('src/server/modules/rooms/x.ts', '../../../client/entry-server.js')).toMatch(
      /server modules must not import src\/client/,
    );
    // The direction: shared → lib → components/hooks → features → pages → app (decision 0044).
    expect(violationOf('src/client/lib/x.ts', '../components/ui/button.js')).toMatch(/lib must not import/);
    expect(violationOf('src/client/lib/x.ts', '../hooks/use-toast.js')).toMatch(/lib must not import/);
    expect(
      violationOf('src/client/components/layout/x.tsx', '../../features/site-settings/cached-queries.js'),
    ).toMatch(/components must not import features/);
    expect(violationOf('src/client/hooks/x.ts', '../pages/public/home-sections.js')).toMatch(
      /hooks must not import pages/,
    );
    expect(violationOf('src/client/features/hero/x.tsx', '../../pages/public/home-sections.js')).toMatch(
      /features must not import pages/,
    );
    expect(violationOf('src/client/pages/public/x.tsx', '../../routes.js')).toMatch(
      /pages must not import app/,
    );
    expect(violationOf('src/client/features/admin/layout.tsx', '../contact/admin-api.js')).toMatch(
      /shared "admin" feature/,
    );
    expect(violationOf('src/client/features/admin/guard.tsx', '../auth/queries.js')).toMatch(
      /shared "admin" feature/,
    );
    expect(
      queryKeyViolationOf('src/client/pages/admin/x.tsx', 'useQuery({ queryKey: [api.gallery] })'),
    ).toMatch(/query keys/);
    expect(queryKeyViolationOf('src/client/features/x/y.ts', 'qc.setQueryData<T>([api.x], 1)')).toMatch(
      /query keys/,
    );
    // Allowed: another feature's data hooks, the shared admin feature, shared code, server → client (SSR).
    expect(violationOf('src/client/features/auth/admin-guard.tsx', '../admin/nav.js')).toBeNull();
    expect(
      violationOf('src/client/features/hero/hero-section.tsx', '../site-settings/cached-queries.js'),
    ).toBeNull();
    expect(violationOf('src/client/features/rooms/card.tsx', '../admin/admin-image.js')).toBeNull();
    expect(violationOf('src/client/features/experiences/x.tsx', '../stay/admin-api.js')).toBeNull();
    expect(violationOf('src/client/features/rooms/card.tsx', './room-image.js')).toBeNull();
    expect(
      violationOf('src/client/pages/admin/rooms.tsx', '../../features/gallery/admin-gallery-form.js'),
    ).toBeNull();
    expect(violationOf('src/client/lib/api.ts', '../../shared/routes.js')).toBeNull();
    // Components and hooks are one layer (the toast store names the toast's props type).
    expect(violationOf('src/client/hooks/use-toast.ts', '../components/ui/toast.js')).toBeNull();
    expect(violationOf('src/client/components/ui/toaster.tsx', '../../hooks/use-toast.js')).toBeNull();
    expect(violationOf('src/client/features/hero/x.tsx', '../../components/ui/button.js')).toBeNull();
    expect(violationOf('src/client/pages/public/x.tsx', '../../features/hero/hero-section.js')).toBeNull();
    expect(violationOf('src/client/routes.tsx', './pages/public/home-sections.js')).toBeNull();
    expect(
      queryKeyViolationOf('src/client/features/x/admin-api.ts', 'queryOptions({ queryKey: [api.x] })'),
    ).toBeNull();
    expect(
      queryKeyViolationOf('src/client/pages/admin/x.tsx', 'useQuery({ queryKey: xQuery.queryKey })'),
    ).toBeNull();
    expect(
      violationOf('src/server/delivery/ssr/ssr.routes.ts', '../../../client/entry-server.js'),
    ).toBeNull();
    // Features use the platform; the platform uses the server's own infrastructure (db, config, lib).
    expect(
      violationOf('src/server/modules/contact/x.ts', '../../platform/outbox/outbox-signal.js'),
    ).toBeNull();
    expect(violationOf('src/server/platform/jobs/x.ts', '../../db/client.js')).toBeNull();
    expect(violationOf('src/server/db/client.ts', '../paths.js')).toBeNull();
    expect(violationOf('src/server/modules/x/y.ts', '../../context.js')).toBeNull();
    expect(violationOf('src/server/demo/seed.ts', '../modules/stay/access-codes.repository.js')).toBeNull();
    expect(violationOf('src/server/delivery/x.ts', '../modules/auth/auth.plugin.js')).toBeNull();
    expect(violationOf('src/server/cli/restore.ts', '../modules/backup/restore-backup.js')).toBeNull();
    expect(violationOf('src/server/app.ts', './demo/demo-content.repository.js')).toBeNull();
  });

  it("fails on a server file importing upward (the server's layers, decision 0079) and passes a downward import", () => {
    // A small tree of its own, checked by the script as `npm run lint` runs it.
    const root = mkdtempSync(path.join(os.tmpdir(), 'boundary-server-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    const check = () =>
      spawnSync(process.execPath, [path.join(ROOT_DIR, 'scripts/check-boundaries.mjs'), root], {
        encoding: 'utf8',
      });
    try {
      mkdirSync(path.join(root, 'src/client/pages'), { recursive: true });
      write('src/server/modules/y/y.ts', 'export const y = 1;\n');
      write('src/server/lib/x.ts', "import { y } from '../modules/y/y.js';\n\nexport const x = y;\n");
      const upward = check();
      expect(upward.status).toBe(1);
      expect(upward.stderr).toContain(
        "src/server/lib/x.ts: '../modules/y/y.js': server lib must not import modules (server import direction shared → config → lib → db → platform → context → modules → demo → delivery → app: move the piece down or pass it in)",
      );

      // The same two files, the import turned round: a module uses lib.
      write('src/server/lib/x.ts', 'export const x = 1;\n');
      write('src/server/modules/y/y.ts', "import { x } from '../../lib/x.js';\n\nexport const y = x;\n");
      const downward = check();
      expect(downward.stderr).toBe('');
      expect(downward.status).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds an API URL spelled outside the route tables, in any quotes, but not in comments or the tables', () => {
    const server = 'src/server/modules/rooms/rooms.routes.ts';
    expect(spelledApiUrlsOf(server, "app.get('/api/rooms', handler);")).toEqual([
      expect.stringMatching(/^src\/server\/modules\/rooms\/rooms.routes.ts:1: an API URL is spelled/),
    ]);
    expect(spelledApiUrlsOf('src/client/lib/x.ts', 'const a = 1;\nfetch(`/api/rooms/1`);')).toEqual([
      expect.stringMatching(/^src\/client\/lib\/x.ts:2: /),
    ]);
    expect(spelledApiUrlsOf('src/sw/sw.ts', 'url.startsWith("/api/admin")')).toHaveLength(1);
    expect(spelledApiUrlsOf('src/server/x.ts', "app.all('/api', h);")).toHaveLength(1);
    // Allowed: the tables themselves, comments, names built from the tables, other paths, tests.
    expect(spelledApiUrlsOf('src/shared/routes.ts', "rooms: '/api/rooms',")).toEqual([]);
    expect(spelledApiUrlsOf('src/shared/admin-routes.ts', "room: apiUrl('/api/rooms/:id'),")).toEqual([]);
    expect(spelledApiUrlsOf(server, ' * Reads `/api/rooms` (see routes.ts).\n// `/api/rooms`')).toEqual([]);
    expect(spelledApiUrlsOf(server, 'app.get(adminApi.room.pattern, h);')).toEqual([]);
    expect(spelledApiUrlsOf(server, "const apiary = '/apiary'; const x = '/images/api/a.webp';")).toEqual([]);
    expect(spelledApiUrlsOf('tests/api/rooms.test.ts', "t.inject({ url: '/api/rooms' })")).toEqual([]);
  });

  it("keeps the back office's URLs out of the public client: no file a guest loads reaches admin-routes.ts", () => {
    // A small tree: the entry's router loads the back office lazily (allowed) and a public feature and
    // the service worker statically; only the public files that reach admin-routes.ts are reported.
    const root = mkdtempSync(path.join(os.tmpdir(), 'boundary-public-'));
    const files: Record<string, string> = {
      'src/shared/admin-routes.ts': "export const adminApi = { login: '/api/admin/login' };\n",
      'src/shared/routes.ts': "export const api = { rooms: '/api/rooms' };\n",
      'src/shared/resources.ts':
        "import { adminApi } from './admin-routes.js';\n\nexport const r = adminApi;\n",
      'src/client/entry-client.tsx':
        "import { AppRoutes } from './routes.js';\n\nexport const x = AppRoutes;\n",
      'src/client/routes.tsx': [
        "import { api } from '../shared/routes.js';",
        "import { Hero } from './features/hero/hero-section.js';",
        "export const AppRoutes = [api, Hero, () => import('./pages/admin/admin-app.js')];",
        "export const loadGallery = () => import('./pages/public/gallery-page.js');",
        '',
      ].join('\n'),
      'src/client/features/hero/hero-section.tsx':
        "import { adminApi } from '../../../shared/admin-routes.js';\n\nexport const Hero = adminApi;\n",
      'src/client/pages/admin/admin-app.tsx':
        "import { adminApi } from '../../../shared/admin-routes.js';\nimport { r } from '../../../shared/resources.js';\n\nexport const App = [adminApi, r];\n",
      'src/client/pages/admin/rooms-page.tsx':
        "import { adminApi } from '../../../shared/admin-routes.js';\n\nexport const Rooms = adminApi;\n",
      // A public page that imports a back-office page statically ships it to guests.
      'src/client/pages/public/gallery-page.tsx':
        "import { Rooms } from '../admin/rooms-page.js';\n\nexport const Gallery = Rooms;\n",
      'src/sw/sw.ts': "import { r } from '../shared/resources.js';\n\nexport const sw = r;\n",
      'src/server/app.ts':
        "import { adminApi } from '../shared/admin-routes.js';\n\nexport const app = adminApi;\n",
    };
    try {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      }
      const problems = checkBoundaries(root).filter((line) => line.includes('admin-routes'));
      expect(problems).toEqual([
        expect.stringMatching(
          /^src\/client\/features\/hero\/hero-section\.tsx: '\.\.\/\.\.\/\.\.\/shared\/admin-routes\.js': the public client must not import the back office's URLs .*src\/client\/entry-client\.tsx → src\/client\/routes\.tsx → src\/client\/features\/hero\/hero-section\.tsx/,
        ),
        expect.stringMatching(
          /^src\/client\/pages\/admin\/rooms-page\.tsx: '\.\.\/\.\.\/\.\.\/shared\/admin-routes\.js': the public client/,
        ),
        expect.stringMatching(
          /^src\/shared\/resources\.ts: '\.\/admin-routes\.js': the public client .*src\/sw\/sw\.ts/,
        ),
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

import { fileURLToPath } from 'node:url';
import { serwist } from '@serwist/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Client build: hashed assets + manifest in dist/client.
 * Server build (`vite build --ssr`): one Node bundle in dist/server that also holds the React
 * renderer, with node_modules left external.
 * Dev server (`npm run dev`, scripts/dev.mjs): serves the client modules with hot replacement and passes
 * every other request (pages, /api, /uploads, public files) to the API/SSR server on DEV_API_PORT.
 */
const devApi = `http://127.0.0.1:${process.env.DEV_API_PORT ?? '5174'}`;
// Vite's own paths; everything else goes to the server, which renders the pages.
const VITE_PATHS = '@vite/|@react-refresh|@id/|@fs/|src/|node_modules/';

/**
 * The language of a client build (decision 0093): scripts/build-client.mjs builds the client once per
 * language, English last. Each language's texts are constants of its own build (the others are dropped),
 * its files in `assets/<locale>/` with the manifest `.vite/manifest-<locale>.json`; English keeps
 * `assets/` and `.vite/manifest.json`, and its build writes the service worker, which precaches the
 * public files of the visitor's language only.
 */
const STATIC_LOCALE = process.env.STATIC_LOCALE ?? 'en';
const isSourceBuild = STATIC_LOCALE === 'en';
const assetsDir = isSourceBuild ? 'assets' : `assets/${STATIC_LOCALE}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // The service worker (src/sw/sw.ts → dist/client/sw.js) with the precache list of the public
    // scripts, styles and core fonts (decision 0022); the back office's chunks are never precached (decision 0012).
    ...(isSsrBuild || !isSourceBuild
      ? []
      : [
          serwist({
            swSrc: 'src/sw/sw.ts',
            swDest: 'sw.js',
            globDirectory: 'dist/client',
            // Not the web app manifest: the server writes it with the owner's site name (issue 45).
            globPatterns: ['assets/**/*.{js,css}', 'assets/**/*-core-*.woff2'],
            globIgnores: ['assets/**/admin-*'],
            injectionPoint: 'self.__SW_MANIFEST',
            rollupFormat: 'iife',
          }),
        ]),
  ],
  resolve: {
    alias: {
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('./src/client/lib/use-sync-external-store.ts', import.meta.url),
      ),
    },
  },
  publicDir: isSsrBuild || !isSourceBuild ? false : 'public',
  // The compiled catalogues read it (scripts/compile-messages.mjs); undefined on the server, in tests and dev.
  define:
    isSsrBuild || process.env.STATIC_LOCALE === undefined
      ? {}
      : { __STATIC_LOCALE__: JSON.stringify(STATIC_LOCALE) },
  // Bundled into the server instead of loaded from node_modules: Node 24's ES module loader reads a
  // package's package.json again for every file it loads from it, and date-fns (250 files, a 199 KB
  // package.json) took 11 s and 370 MB to import, drizzle-orm 2 s and 170 MB (decision 0052).
  ssr: { noExternal: ['date-fns', /^drizzle-(orm|zod)(\/|$)/] },
  server: {
    strictPort: true,
    proxy: { [`^/(?!${VITE_PATHS})`]: { target: devApi, xfwd: true } },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        rollupOptions: {
          input: {
            main: 'src/server/main.ts',
            'reset-password': 'src/server/cli/reset-password.ts',
            'copy-uploads-to-bucket': 'src/server/cli/copy-uploads-to-bucket.ts',
            restore: 'src/server/cli/restore.ts',
            // An entry of its own, so the module lands in a chunk holding only the parser, which
            // ical-parse-thread.ts starts as a worker thread (decision 0036).
            'ical-parse-worker': 'src/server/modules/availability/ical-parse-worker.ts',
            // Likewise the HEIC decoder's thread (heic-decode-thread.ts, decision 0088).
            'heic-decode-worker': 'src/server/modules/images/heic-decode-worker.ts',
          },
          output: { entryFileNames: '[name].js', format: 'es' },
        },
      }
    : {
        outDir: 'dist/client',
        // scripts/build-client.mjs empties it once, before the first language.
        emptyOutDir: process.env.STATIC_LOCALE === undefined,
        manifest: isSourceBuild ? true : `.vite/manifest-${STATIC_LOCALE}.json`,
        assetsDir: isSourceBuild ? 'assets' : `assets/${STATIC_LOCALE}`,
        target: 'es2022',
        // Fonts stay files even when small: a rarely needed subset must not ride in every page's CSS.
        assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
        rollupOptions: {
          input: 'src/client/entry-client.tsx',
          output: {
            // A lazy chunk's dependencies are listed by file name in the entry (Vite's preload map, one name
            // per chunk, ~80): the shared chunks named by their hash alone took 0.4 KB off the first view
            // (decision 0093). What is loaded lazily (pages, home sections, dialogs, the back office) keeps its
            // name: the tests find their code by it.
            chunkFileNames: (chunk: { name: string; isDynamicEntry: boolean }) =>
              chunk.isDynamicEntry || chunk.name.startsWith('admin')
                ? `${assetsDir}/[name]-[hash].js`
                : `${assetsDir}/[hash].js`,
          },
        },
      },
}));

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // The service worker (src/sw/sw.ts → dist/client/sw.js) with the precache list of the public
    // scripts, styles and core fonts (decision 0022); the back office's chunks are never precached (decision 0012).
    ...(isSsrBuild
      ? []
      : [
          serwist({
            swSrc: 'src/sw/sw.ts',
            swDest: 'sw.js',
            globDirectory: 'dist/client',
            // Not the web app manifest: the server writes it with the owner's site name (issue 45).
            globPatterns: ['assets/*.{js,css}', 'assets/*-core-*.woff2'],
            globIgnores: ['assets/admin-*'],
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
  publicDir: isSsrBuild ? false : 'public',
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
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        // Fonts stay files even when small: a rarely needed subset must not ride in every page's CSS.
        assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
        rollupOptions: { input: 'src/client/entry-client.tsx' },
      },
}));

#!/usr/bin/env node
/**
 * `npm run dev`: the development server, one command.
 *
 * - Vite's dev server on DEV_PORT (default 5173): the client's modules with hot module replacement; it
 *   passes pages, /api, /uploads and public files to
 * - the API/SSR server (src/server/main.ts under `tsx watch`, restarted when a file it imports changes,
 *   which includes every component it server-renders) on DEV_API_PORT (default DEV_PORT + 1), with
 *   NODE_ENV=development so its pages load the client from Vite (src/server/delivery/ssr/template.ts), on the
 *   embedded database in DATA_DIR (default ./data-dev, seeded with the demo content on first start).
 *
 * Open http://localhost:5173/. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const devPort = Number(process.env.DEV_PORT ?? 5173);
const apiPort = Number(process.env.DEV_API_PORT ?? devPort + 1);
const bin = (name) => path.join('node_modules', '.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      DATA_DIR: process.env.DATA_DIR ?? './data-dev',
      // Request logs off unless asked for: the console shows start-up lines, warnings and errors.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${devPort}`,
    },
  }),
  spawn(bin('vite'), ['--port', String(devPort), '--host', process.env.DEV_HOST ?? 'localhost'], {
    stdio: 'inherit',
    env: { ...process.env, DEV_API_PORT: String(apiPort) },
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // The server checkpoints the embedded database and releases its lock on SIGTERM: wait for both.
  Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.on('exit', r)) : null)),
  ).then(() => process.exit(code));
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

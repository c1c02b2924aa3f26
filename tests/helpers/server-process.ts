import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../src/server/paths.js';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** When the started process exited (with `npmStart`, npm: the server may outlive it, see `gone`). */
  exited: Promise<number | null>;
  /** Sends the signal to the server (with `npmStart`, to npm, its shell and the server: their process group). */
  signal: (signal: NodeJS.Signals) => void;
  /** When every process it started has ended. */
  gone: () => Promise<void>;
}

/**
 * Ports below Linux's ephemeral range (32768–60999 by default): a port from `listen(0)` is released
 * before the child binds it, and in that gap any outgoing connection of a parallel test could take it
 * as its local port. Ports here are never handed out that way.
 */
const SERVER_PORTS = { first: 20_000, count: 12_000 };

/** A port nothing listens on now, for a server process to bind (random, so parallel tests differ). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = SERVER_PORTS.first + Math.floor(Math.random() * SERVER_PORTS.count);
    const server = createServer();
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!bound) continue;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }
  throw new Error(
    `no free port found from ${SERVER_PORTS.first} to ${SERVER_PORTS.first + SERVER_PORTS.count - 1}`,
  );
}

/**
 * Starts the server in its own process, as a user starts the site: the build's dist/server/main.js
 * (`npm run serve`), which the process tests' global setup keeps current (tests/helpers/build-setup.ts).
 * `built: false` runs src/server/main.ts through tsx instead: ~3 times the CPU per start (~14 s against
 * ~5 s measured), as every module is transformed and date-fns' 250 files load one by one (decision 0082).
 * `prefix` runs it through another command, e.g. `unshare --pid --fork --mount-proc` for a PID namespace
 * of its own.
 */
export interface StartOptions {
  prefix?: string[];
  nodeArgs?: string[];
  unsetEnv?: string[];
  built?: boolean;
  /**
   * Start it as the README says, `npm start` in the package root (scripts/start.mjs: builds only when
   * stale). npm runs it through a shell and forwards no SIGTERM to it, so it gets a process group of its
   * own and `signal` reaches all three.
   */
  npmStart?: boolean;
}

export function startServer(env: Record<string, string>, options: StartOptions = {}): ServerProcess {
  const prefix = options.prefix ?? [];
  const entry = (options.built ?? true) ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'];
  const command = options.npmStart
    ? ['npm', 'start']
    : [...prefix, process.execPath, ...(options.nodeArgs ?? []), ...entry];
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // A SIGTERM waits this long before closing (5 s by default, for a balancer to notice): the tests
    // that stop a server gracefully only wait it out; the drain's own test sets its bound.
    SHUTDOWN_DRAIN_MS: '100',
    ...env,
  };
  for (const name of options.unsetEnv ?? []) delete childEnv[name];
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.npmStart,
  });
  const group = options.npmStart ? child.pid : undefined;
  const signal = (name: NodeJS.Signals) => {
    if (group === undefined) child.kill(name);
    else {
      try {
        process.kill(-group, name);
      } catch {
        // the group has ended
      }
    }
  };
  const groupAlive = () => {
    try {
      process.kill(-(group ?? 0), 0);
      return true;
    } catch {
      return false;
    }
  };
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const gone = async () => {
    await exited;
    while (group !== undefined && groupAlive()) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  return { child, url: `http://127.0.0.1:${env.PORT}`, output: () => text, exited, signal, gone };
}

export async function waitForHealth(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

export async function login(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0];
}

export interface GroupServer extends ServerProcess {
  dataDir: string;
}

export interface GroupStartOptions extends StartOptions {
  /** How long to wait for /api/health; 0 returns at once (a server that is to refuse to start). */
  healthMs?: number;
  /** PUBLIC_URL set to the server's own address, as a browser test signs in there. */
  publicUrl?: boolean;
}

export interface ServerGroup {
  /** A new folder under the system's temporary one, removed by `stopAll`. */
  tempDir: (name: string) => string;
  /** Something more to undo in `stopAll` (after the servers are gone; last added, first run). */
  onStop: (cleanup: () => unknown) => void;
  /**
   * A server on a free port with `defaults` and `env`, in a new DATA_DIR unless `env` names one, once
   * it is healthy.
   */
  start: (env?: Record<string, string>, options?: GroupStartOptions) => Promise<GroupServer>;
  /** Kills what still runs, waits for the processes to end, then undoes the rest. */
  stopAll: () => Promise<void>;
}

/** The servers a test file starts, and everything they leave behind, stopped and removed together. */
export function createServerGroup(defaults: Record<string, string> = {}): ServerGroup {
  const running: ServerProcess[] = [];
  const cleanups: (() => unknown)[] = [];
  const tempDir = (name: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `chalet-${name}-`));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  return {
    tempDir,
    onStop: (cleanup) => cleanups.push(cleanup),
    async start(env = {}, { healthMs = 120_000, publicUrl = false, ...options } = {}) {
      const port = String(await freePort());
      const dataDir = env.DATA_DIR ?? tempDir('server');
      const urlEnv: Record<string, string> = publicUrl ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {};
      const server = startServer({ ...defaults, PORT: port, ...urlEnv, ...env, DATA_DIR: dataDir }, options);
      running.push(server);
      if (healthMs > 0) await waitForHealth(server, healthMs);
      return Object.assign(server, { dataDir });
    },
    async stopAll() {
      for (const server of running) server.signal('SIGKILL');
      await Promise.all(running.map((server) => server.gone()));
      for (const cleanup of cleanups.reverse()) await cleanup();
    },
  };
}

/** Runs one of the app's commands (`node` with `args`, `env` over the test's own) to its end. */
export function runNodeCommand(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What it printed, both streams as they came.
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

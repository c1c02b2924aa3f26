/**
 * V8 settings the server runs with (decision 0052). V8 reads them once, when the process starts, and
 * refuses them later (`v8.setFlagsFromString` has no effect on either), and NODE_OPTIONS may not carry
 * `--liftoff-only`: so `main.ts` starts the process again with them, in place (same process id).
 *
 * - `--liftoff-only`: WebAssembly (only PGlite's PostgreSQL) stays on V8's baseline compiler. Its
 *   optimizing tier recompiles PostgreSQL's hottest functions in the background and held about 500 MB for
 *   seconds while doing it, after every start; queries measured no slower without it.
 * - `--max-semi-space-size`: the young generation's size in MB. V8 sizes it from the machine's memory
 *   (64 MB per half on a 23 GB host, where it took 128 MB of resident memory with little in it); 4 rather
 *   than 8 took another 8 MB off the resident memory after start.
 * - `--max-old-space-size`: V8 also sizes the old generation from the machine's memory, and lets it fill
 *   with garbage up to a limit it derives from that size before collecting: under the bench's 256
 *   connections it grew to 100 MB holding 34 MB of live objects. 192 MB (what is live after the bench's
 *   load is 40–50 MB, the render cache's bytes are outside it) keeps that growth near 50 MB.
 */
export const SERVER_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=4', '--max-old-space-size=192'];

/**
 * glibc's allocator, set for the relaunched process (it reads these at start):
 * - `MALLOC_ARENA_MAX`: at most two malloc arenas. Image renders run on libuv's pool threads, each of
 *   which got an arena of its own that kept what libvips had freed: 142 picture variants left 480 MB
 *   resident, 246 MB with two arenas.
 * - `MALLOC_MMAP_THRESHOLD_`: every block of 128 KB or more is a mapping of its own, unmapped when freed.
 *   Left to itself glibc raises the threshold to the largest block freed so far, so after the first big
 *   render libvips' pixel buffers (a decoded 2880 × 1620 hero is 14 MB) came from the arenas and stayed
 *   resident there: on PostgreSQL the mixed reads' peak went from 308 to 222 MB with it (decision 0052).
 */
export const SERVER_ENVIRONMENT = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** Set (to any value) to start the server without SERVER_NODE_FLAGS. */
export const KEEP_NODE_FLAGS_VARIABLE = 'SERVER_KEEP_NODE_FLAGS';

/**
 * The command that starts this process again with SERVER_NODE_FLAGS, or null when it already runs with
 * them (given on the command line or in NODE_OPTIONS), is told not to, or runs under a parent that talks to it (an IPC channel, e.g. `tsx watch`).
 */
export function relaunchCommand(
  process: Pick<NodeJS.Process, 'execArgv' | 'argv' | 'execPath' | 'env'> & { send?: unknown },
): string[] | null {
  if (process.env[KEEP_NODE_FLAGS_VARIABLE] !== undefined || process.send) return null;
  // A flag in NODE_OPTIONS counts as given too: the command line would override it.
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS?.split(/\s+/) ?? [])];
  const missing = SERVER_NODE_FLAGS.filter(
    (flag) => !given.some((option) => option.split('=')[0] === flag.split('=')[0]),
  );
  if (missing.length === 0) return null;
  return [process.execPath, ...missing, ...process.execArgv, ...process.argv.slice(1)];
}

/** The relaunched process's environment: SERVER_ENVIRONMENT, unless the environment sets its own. */
export function relaunchEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...SERVER_ENVIRONMENT, ...env };
}

import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread on a module of this server, given its `import.meta.url`: in the built server
 * an entry of its own (vite.config.ts), run from source the .ts file, loaded through tsx (a worker gets
 * none of its parent's loaders).
 */
export function startModuleWorker(entry: string, options: WorkerOptions): Worker {
  if (!entry.endsWith('.ts')) return new Worker(new URL(entry), options);
  // import.meta.resolve where the runner has it (tsx), else from the working directory (Vitest).
  const tsxApi =
    typeof import.meta.resolve === 'function' ? import.meta.resolve('tsx/esm/api') : 'tsx/esm/api';
  const boot = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

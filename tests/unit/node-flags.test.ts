import { describe, expect, it } from 'vitest';
import {
  KEEP_NODE_FLAGS_VARIABLE,
  relaunchCommand,
  relaunchEnvironment,
  SERVER_NODE_FLAGS,
} from '../../src/server/lib/node-flags.js';

const started = (execArgv: string[], env: NodeJS.ProcessEnv = {}, send?: () => void) => ({
  execPath: '/usr/bin/node',
  execArgv,
  argv: ['/usr/bin/node', 'dist/server/main.js'],
  env,
  send,
});

describe('the server relaunch with its V8 settings (decision 0052)', () => {
  it('adds the missing flags in front of the given ones, keeping the script', () => {
    expect(relaunchCommand(started(['--import', 'tsx']))).toEqual([
      '/usr/bin/node',
      ...SERVER_NODE_FLAGS,
      '--import',
      'tsx',
      'dist/server/main.js',
    ]);
  });

  it('keeps a value given on the command line and relaunches no more once all are there', () => {
    expect(relaunchCommand(started(['--max-semi-space-size=32']))).toEqual([
      '/usr/bin/node',
      '--liftoff-only',
      '--max-old-space-size=192',
      '--max-semi-space-size=32',
      'dist/server/main.js',
    ]);
    expect(relaunchCommand(started(SERVER_NODE_FLAGS))).toBeNull();
  });

  it('leaves a flag given in NODE_OPTIONS to it', () => {
    expect(
      relaunchCommand(started([], { NODE_OPTIONS: '--max-old-space-size=1024  --max-semi-space-size=16' })),
    ).toEqual(['/usr/bin/node', '--liftoff-only', 'dist/server/main.js']);
  });

  it('does not relaunch when told not to, or under a parent holding an IPC channel', () => {
    expect(relaunchCommand(started([], { [KEEP_NODE_FLAGS_VARIABLE]: '1' }))).toBeNull();
    expect(relaunchCommand(started([], {}, () => {}))).toBeNull();
  });

  it("sets glibc's allocator variables unless the environment already does", () => {
    expect(relaunchEnvironment({ PORT: '3000' })).toEqual({
      PORT: '3000',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
    });
    expect(relaunchEnvironment({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
    expect(relaunchEnvironment({ MALLOC_MMAP_THRESHOLD_: '0' }).MALLOC_MMAP_THRESHOLD_).toBe('0');
  });
});

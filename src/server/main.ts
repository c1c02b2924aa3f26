import { relaunchCommand, relaunchEnvironment } from './lib/node-flags.js';

// React and other dependencies are external to the server bundle and pick their development or
// production build from NODE_ENV when first loaded. The server's own default is production
// (config.ts), so the environment must say so before any of them loads: React's development build
// renders pages several times slower. Static imports are evaluated first, hence the dynamic import.
// Empty counts as unset, as in config.ts.
process.env.NODE_ENV ||= 'production';

// The V8 settings of lib/node-flags.ts take effect only from the command line: start again with them, in
// place (same process id, nothing loaded yet). Node before 22.15 cannot, and runs without them.
const relaunch = relaunchCommand(process);
if (relaunch && process.execve && process.platform !== 'win32') {
  process.execve(relaunch[0] ?? process.execPath, relaunch, relaunchEnvironment(process.env));
}
await import('./run-server.js');

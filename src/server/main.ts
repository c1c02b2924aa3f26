// React and other dependencies are external to the server bundle and pick their development or
// production build from NODE_ENV when first loaded. The server's own default is production
// (config.ts), so the environment must say so before any of them loads: React's development build
// renders pages several times slower. Static imports are evaluated first, hence the dynamic import.
// Empty counts as unset, as in config.ts.
process.env.NODE_ENV ||= 'production';
await import('./run-server.js');

export {};

// wouter imports React's old useSyncExternalStore shim; React 19 has the hook built in, so the build
// points the shim here (vite.config.ts) and the fallback code is not shipped.
export { useSyncExternalStore } from 'react';

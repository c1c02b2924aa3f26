/**
 * Process-wide shutdown state. On SIGTERM run-server.ts starts draining: /api/health answers 503 so load
 * balancers stop sending, while requests already on their way are still served.
 */
let draining = false;

export function startDraining() {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}

// Types of scripts/chromium.mjs, for playwright.config.ts.
export const QUIET_CHROMIUM_FLAGS: string[];
export function launchLighthouseChrome(): Promise<{ port: number; kill(): void }>;

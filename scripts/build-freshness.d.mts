// Types of scripts/build-freshness.mjs, for the tests' helpers that import it.
export const ROOT_DIR: string;
export const BUILD_INPUTS: string[];
export function newestInput(root?: string): { mtimeMs: number; input: string };
export function buildState(
  root?: string,
): { current: true; builtAt: number } | { current: false; reason: string };

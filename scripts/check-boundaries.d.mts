// Types of scripts/check-boundaries.mjs, for the unit test that imports it.
export const FEATURE_PUBLIC_FILES: Set<string>;
export const SHARED_FEATURES: Set<string>;
export function importsOf(text: string): string[];
export function violationOf(from: string, specifier: string): string | null;
export function checkBoundaries(root?: string): string[];
export const PAGE_MAX_LINES: number;
export function checkPageSizes(root?: string): string[];

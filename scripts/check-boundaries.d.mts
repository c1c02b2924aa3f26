// Types of scripts/check-boundaries.mjs, for the unit test that imports it.
export const FEATURE_PUBLIC_FILES: Set<string>;
export const SHARED_FEATURES: Set<string>;
export const CLIENT_LAYERS: Record<'lib' | 'components' | 'hooks' | 'features' | 'pages' | 'app', number>;
export function importsOf(text: string): string[];
export function violationOf(from: string, specifier: string): string | null;
export function queryKeyViolationOf(file: string, text: string): string | null;
export const ROUTE_TABLES: Set<string>;
export function spelledApiUrlsOf(file: string, text: string): string[];
export function checkBoundaries(root?: string): string[];
export const PAGE_MAX_LINES: number;
export function checkPageSizes(root?: string): string[];

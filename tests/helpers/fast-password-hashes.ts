/**
 * Test servers hash passwords at N=2^12 instead of production's 2^17 (128 MiB, 0.3–5 s per sign-in on a
 * busy machine). Hashes record their own N, and the sign-in itself is what the tests check. Used by the
 * Vitest projects and the Playwright web server alike.
 */
export const FAST_PASSWORD_HASHES = { SCRYPT_LOG_N: '12' } as const;

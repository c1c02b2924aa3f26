import path from 'node:path';
import type { Config } from './config.js';
import { ConfigError } from './config.js';
import { DataDirLockedError } from './db/lock.js';
import { errorChain, errorCode, isDatabaseUnavailable } from './lib/database-errors.js';
import { StorageUnavailableError } from './platform/storage/s3-storage.js';

/** host:port/database of DATABASE_URL, never its password. */
function describeTarget(url: string): { where: string; host: string; database: string; user: string } {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname || 'localhost';
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || parsed.username || 'postgres';
    return {
      where: `${host}:${parsed.port || '5432'}/${database}`,
      host,
      database,
      user: decodeURIComponent(parsed.username) || 'the default user',
    };
  } catch {
    return { where: 'DATABASE_URL', host: 'DATABASE_URL', database: 'the database', user: 'the user' };
  }
}

/**
 * One line first: what failed, why, and what to do. A refused database otherwise surfaces as
 * "DrizzleQueryError: Failed query: CREATE SCHEMA …" with the reason ten lines further down.
 */
export function explainStartupError(error: unknown, config: Config | undefined): string {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) return error.message;
  // First: the bucket's own reasons (ECONNREFUSED, say) would otherwise be blamed on the database.
  if (error instanceof StorageUnavailableError && config?.S3_BUCKET) {
    const at = config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : '';
    return `Cannot start: the S3 bucket "${config.S3_BUCKET}"${at} could not be used (${error.reason}). Check that it exists and is reachable, and S3_ENDPOINT, S3_REGION, the credentials and S3_FORCE_PATH_STYLE.`;
  }
  const code = errorCode(error);
  const chain = errorChain(error);
  const uid = typeof process.getuid === 'function' ? ` (uid ${process.getuid()})` : '';
  const fsPath = chain.map((link) => (link as { path?: unknown }).path).find((p) => typeof p === 'string');

  if (code === 'EADDRINUSE' && config) {
    return `Cannot start: port ${config.PORT} on ${config.HOST} is already in use. Stop the program using it, or set PORT to a free port.`;
  }
  if (code === 'EACCES' || code === 'EPERM') {
    return `Cannot start: ${fsPath ?? 'the data directory'} is not writable by this user${uid}. Give it write access (e.g. chown -R), or set DATA_DIR to a writable folder.`;
  }
  if (code === 'EROFS') {
    return `Cannot start: ${fsPath ?? 'the data directory'} is on a read-only file system. Set DATA_DIR to a writable folder.`;
  }
  if (code === 'ENOSPC') {
    return `Cannot start: the disk holding ${fsPath ?? 'the data directory'} is full. Free some space, or move DATA_DIR.`;
  }

  if (config?.DATABASE_URL) {
    const target = describeTarget(config.DATABASE_URL);
    if (code === 'ECONNREFUSED') {
      return `Cannot start: the database at ${target.where} refused the connection. Start PostgreSQL there, or correct host and port in DATABASE_URL.`;
    }
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
      return `Cannot start: the database host "${target.host}" in DATABASE_URL was not found. Correct the host name.`;
    }
    if (code === '3D000') {
      return `Cannot start: the database "${target.database}" does not exist on ${target.host}. Create it (createdb ${target.database}), or correct DATABASE_URL.`;
    }
    if (code === '28P01' || code === '28000') {
      return `Cannot start: PostgreSQL at ${target.where} refused the user ${target.user} (wrong password, or not allowed by pg_hba.conf). Correct DATABASE_URL.`;
    }
    if (code === '42501') {
      return `Cannot start: the user ${target.user} may not create tables in ${target.where}, which the migrations need. Grant it CREATE on the database, or use its owner.`;
    }
    if (isDatabaseUnavailable(error)) {
      return `Cannot start: the database at ${target.where} did not answer within ${config.DATABASE_CONNECT_TIMEOUT_MS} ms (DATABASE_CONNECT_TIMEOUT_MS). Check that PostgreSQL is running and reachable there (host, port, firewall).`;
    }
    if (code && /^[0-9A-Z]{5}$/.test(code)) {
      return `Cannot start: the database at ${target.where} refused a start-up step (SQLSTATE ${code}): ${firstLine(error)}`;
    }
  }

  if (config && chain.some((link) => /PGlite|Aborted|RuntimeError/i.test(`${link.name} ${link.message}`))) {
    const pgdata = path.join(config.DATA_DIR, 'pgdata');
    return `Cannot start: the embedded database in ${pgdata} could not be opened. Check that every file in it is writable by this user${uid} and the disk has room; if it is damaged, restore DATA_DIR from a backup.`;
  }
  return `Cannot start the server: ${firstLine(error)}`;
}

function firstLine(error: unknown): string {
  const chain = errorChain(error);
  // The deepest cause is the reason; the outer errors name the step (e.g. the failed query).
  const reason = chain.at(-1) ?? error;
  return String(reason instanceof Error ? reason.message : reason).split('\n')[0];
}

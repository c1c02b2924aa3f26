import type { Storage } from './storage.js';

export interface CopyReport {
  /** Files written to the target. */
  copied: number;
  /** Bytes of the files written. */
  bytes: number;
  /** Files the target already held (same size and modification time). */
  skipped: number;
}

/**
 * Copies every file of `from` into `to`, keeping its modification time (so its validators, and every
 * derived image's cache name, stay what they were). A file the target already holds with the same size
 * and time is left alone, so running it again copies only what is new.
 */
export async function copyStoredFiles(
  from: Storage,
  to: Storage,
  onFile: (key: string, copied: boolean) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, bytes: 0, skipped: 0 };
  for (const entry of await from.list()) {
    const source = await from.get(entry.key);
    // Removed since the listing: nothing to copy.
    if (!source) continue;
    const present = await to.get(entry.key);
    if (
      present &&
      present.size === source.size &&
      Math.round(present.mtimeMs) === Math.round(source.mtimeMs)
    ) {
      report.skipped++;
      onFile(entry.key, false);
      continue;
    }
    await to.put(entry.key, await source.bytes(), {
      contentType: source.contentType,
      mtimeMs: source.mtimeMs,
    });
    report.copied++;
    report.bytes += source.size;
    onFile(entry.key, true);
  }
  return report;
}

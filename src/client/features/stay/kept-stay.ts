/**
 * The last stay kept on this device (decision 0041): the code a guest opened with signal, so the bare
 * /check-in (the home-screen app's start URL) opens it again, online or offline. Only the code and
 * when its access ends are stored here; the answers themselves are the service worker's copy.
 */
import { deviceStorage } from '../../lib/device-storage.js';

const KEPT_STAY_KEY = 'check-in:last-stay';

export interface KeptStay {
  code: string;
  /** ISO instant the access ends (null for a code without an end). */
  endsAt: string | null;
}

// Storage disabled (private mode, policy): nothing is kept.
const storage = deviceStorage;

export function keepStay(stay: KeptStay): void {
  try {
    storage()?.setItem(KEPT_STAY_KEY, JSON.stringify(stay));
  } catch {
    // A full or refused storage only costs the shortcut.
  }
}

/** Drops the kept stay (only `code`'s, when given). */
export function forgetKeptStay(code?: string): void {
  const kept = readKeptStay(Number.NEGATIVE_INFINITY);
  if (code !== undefined && kept?.code !== code) return;
  storage()?.removeItem(KEPT_STAY_KEY);
}

/**
 * The kept stay, or null when there is none or its access has ended by `now` (then it is dropped;
 * `-Infinity` reads it whatever its end).
 */
export function readKeptStay(now: number = Date.now()): KeptStay | null {
  const store = storage();
  const text = store?.getItem(KEPT_STAY_KEY);
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<KeptStay>;
    if (typeof parsed.code !== 'string' || !parsed.code) throw new Error('no code');
    const endsAt = typeof parsed.endsAt === 'string' ? parsed.endsAt : null;
    if (endsAt !== null && now >= Date.parse(endsAt)) {
      store?.removeItem(KEPT_STAY_KEY);
      return null;
    }
    return { code: parsed.code, endsAt };
  } catch {
    store?.removeItem(KEPT_STAY_KEY);
    return null;
  }
}

/**
 * This device's `localStorage`, or null where there is none or it is refused (private mode, a policy,
 * the server's render): what a page keeps on the guest's device is a convenience, never a requirement.
 */
export function deviceStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

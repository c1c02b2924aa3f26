import type { GuestCheckInEntry, LockedCheckInInstruction } from './schemas/check-in.js';

/**
 * Whether a guest's check-in entry is one still locked until its time. Apart from the schemas so the
 * check-in page can use it without loading zod in its first view (decision 0024).
 */
export const isLockedInstruction = (entry: GuestCheckInEntry): entry is LockedCheckInInstruction =>
  'locked' in entry && entry.locked === true;

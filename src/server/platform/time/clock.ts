/** The clock: code that depends on now takes one, so tests control time instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

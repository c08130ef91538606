/** "Now" comes from here so trials, expiries and renewals can be tested at any date. */
export type TClock = { now(): Date };

export const systemClock: TClock = { now: () => new Date() };

/** A clock tests can move. */
export function manualClock(
  start: Date = new Date(),
): TClock & { advance(ms: number): void; set(d: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (d) => {
      current = d.getTime();
    },
  };
}

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

/**
 * A clock that reads `start` at the moment it is made and runs on at the pace of `base`:
 * the whole product on a chosen day (CLOCK_START), outside production only.
 */
export function clockStartingAt(start: Date, base: TClock = systemClock): TClock {
  const offset = start.getTime() - base.now().getTime();
  return { now: () => new Date(base.now().getTime() + offset) };
}

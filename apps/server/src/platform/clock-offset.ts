import type { TClock } from './clock.js';

/**
 * A clock that can be moved forward at run time, like a payment processor's test clock:
 * the sandbox gateway offers it outside production so a journey can see a renewal fail.
 */
export type TAdjustableClock = TClock & { advance(ms: number): void; offsetMs(): number };

export function adjustableClock(base: TClock): TAdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance: (ms) => {
      offset += ms;
    },
    offsetMs: () => offset,
  };
}

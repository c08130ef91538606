import { describe, expect, it } from 'vitest';
import { FLAKE_ID_PATTERN, flakeId } from './ids.js';

describe('flakeId', () => {
  it('is 26 Crockford characters and unique', () => {
    const ids = Array.from({ length: 5000 }, () => flakeId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 50)) expect(id).toMatch(FLAKE_ID_PATTERN);
  });

  it('sorts by creation time, also within one millisecond', () => {
    const burst = Array.from({ length: 1000 }, () => flakeId(1_800_000_000_000));
    expect([...burst].sort()).toEqual(burst);
    expect(flakeId(1_800_000_000_001) > burst[burst.length - 1]!).toBe(true);
    expect(flakeId(1_700_000_000_000) < flakeId(1_800_000_000_002)).toBe(true);
  });
});

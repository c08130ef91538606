import { describe, expect, it } from 'vitest';
import { comparableCompanyName, decideNameAvailability, restrictedWordsIn } from './name-rules.js';

describe('company name availability', () => {
  it('treats names differing only in ending, case, "the", punctuation or "&" as identical', () => {
    const key = comparableCompanyName('Harbour Tiles Pty Ltd');
    expect(comparableCompanyName('The harbour-tiles proprietary limited')).toBe(key);
    expect(comparableCompanyName('Smith & Sons Pty Ltd')).toBe(
      comparableCompanyName('Smith and Sons'),
    );
    expect(comparableCompanyName('Harbour Tile Pty Ltd')).not.toBe(key);
  });

  it('adds the proprietary ending and refuses an identical registered name', () => {
    const taken = decideNameAvailability('harbour tiles', ['HARBOUR TILES PTY. LTD.']);
    expect(taken).toMatchObject({
      name: 'harbour tiles Pty Ltd',
      available: false,
      identicalTo: 'HARBOUR TILES PTY. LTD.',
    });
    expect(decideNameAvailability('Harbour Tiling', ['Harbour Tiles Pty Ltd']).available).toBe(
      true,
    );
  });

  it('finds restricted words as whole words only', () => {
    expect(restrictedWordsIn('Sunrise Bank Pty Ltd').map((r) => r.word)).toEqual(['bank']);
    expect(restrictedWordsIn('Riverbank Cafe Pty Ltd')).toEqual([]);
    expect(restrictedWordsIn('The Royal University Trust').map((r) => r.word)).toEqual([
      'trust',
      'royal',
      'university',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { clauseNumber, toLetter, toRoman } from './clause-numbering.js';

describe('clause numbering', () => {
  it('numbers each level in the house style', () => {
    expect(clauseNumber(undefined, 1, 3)).toEqual({ label: '3', number: '3' });
    expect(clauseNumber('3', 2, 2)).toEqual({ label: '3.2', number: '3.2' });
    expect(clauseNumber('3.2', 3, 1)).toEqual({ label: '(a)', number: '3.2(a)' });
    expect(clauseNumber('3.2(a)', 4, 4)).toEqual({ label: '(iv)', number: '3.2(a)(iv)' });
    expect(clauseNumber('3.2(a)(iv)', 5, 2)).toEqual({ label: '(B)', number: '3.2(a)(iv)(B)' });
    expect(clauseNumber('3.2(a)(iv)(B)', 6, 1).number).toBe('3.2(a)(iv)(B)(A)');
  });

  it('continues letters past z and writes roman numerals', () => {
    expect([1, 26, 27, 28].map(toLetter)).toEqual(['a', 'z', 'aa', 'bb']);
    expect([1, 4, 9, 14, 40, 1994].map(toRoman)).toEqual(['i', 'iv', 'ix', 'xiv', 'xl', 'mcmxciv']);
  });
});

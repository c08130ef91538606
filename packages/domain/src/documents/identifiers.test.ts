import { describe, expect, it } from 'vitest';
import { formatAbn, formatAcn, isValidAbn, isValidAcn } from './identifiers.js';

describe('ABN check digits', () => {
  it.each([
    '51 824 753 556', // the ATO's published example
    '51824753556',
    ' 53 004 085 616 ', // an ABN built on an ACN (the '53' prefix over ACN 004 085 616)
  ])('accepts %s', (abn) => {
    expect(isValidAbn(abn)).toBe(true);
  });

  it.each([
    ['last digit changed', '51 824 753 557'],
    ['two digits swapped', '15 824 753 556'],
    ['too short', '5182475355'],
    ['too long', '518247535560'],
    ['letters', '51 824 753 55A'],
    ['dashes are not spaces', '51-824-753-556'],
    ['leading zero', '01 824 753 556'],
    ['empty', ''],
  ])('rejects %s', (_why, abn) => {
    expect(isValidAbn(abn)).toBe(false);
  });
});

describe('ACN check digit', () => {
  it.each(['004 085 616', '000 000 019', '000000019', '010 499 966', '005 749 986'])(
    'accepts %s',
    (acn) => {
      expect(isValidAcn(acn)).toBe(true);
    },
  );

  it.each([
    ['check digit off by one', '004 085 617'],
    ['too short', '00408561'],
    ['letters', '00408561X'],
    ['empty', ''],
  ])('rejects %s', (_why, acn) => {
    expect(isValidAcn(acn)).toBe(false);
  });
});

describe('formatting', () => {
  it('groups ABN and ACN digits as the registers print them', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn(' 518 247 53556')).toBe('51 824 753 556');
    expect(formatAcn('004085616')).toBe('004 085 616');
  });

  it('leaves malformed input alone rather than guessing', () => {
    expect(formatAbn('123')).toBe('123');
    expect(formatAcn('ABC')).toBe('ABC');
  });
});

import { describe, expect, it } from 'vitest';
import {
  abnCheckPrefix,
  abnOfAcn,
  acnCheckDigit,
  isValidAbn,
  isValidAcn,
  isValidDirectorId,
} from './identifiers.js';

describe('ABN check digits', () => {
  it('accepts real ABNs as printed, with or without spaces', () => {
    // The ATO's own ABN, Telstra's and Woolworths'.
    for (const abn of ['51 824 753 556', '33051775556', '88 000 014 675', '53-004-085-616']) {
      expect(isValidAbn(abn)).toBe(true);
    }
  });

  it('refuses a changed digit, a swap, the wrong length and letters', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('15 824 753 556')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('518247535566')).toBe(false);
    expect(isValidAbn('51 824 753 55A')).toBe(false);
    expect(isValidAbn('01824753556')).toBe(false);
  });

  it('builds the prefix that makes nine digits an ABN, as the ABR does for a company', () => {
    expect(abnCheckPrefix('824753556')).toBe('51');
    expect(abnOfAcn('004 085 616')).toBe('53004085616');
    expect(abnOfAcn('051775556')).toBe('33051775556');
    expect(() => abnCheckPrefix('12345')).toThrow();
  });
});

describe('ACN check digit', () => {
  it("accepts ASIC's published examples", () => {
    for (const acn of [
      '000 000 019',
      '000 250 000',
      '000 500 005',
      '001 000 004',
      '005 999 977',
      '010 499 966',
      '004085616',
    ]) {
      expect(isValidAcn(acn)).toBe(true);
    }
  });

  it('refuses a wrong check digit and a wrong length', () => {
    expect(isValidAcn('000 000 018')).toBe(false);
    expect(isValidAcn('004 085 617')).toBe(false);
    expect(isValidAcn('00408561')).toBe(false);
    expect(isValidAcn('0040856160')).toBe(false);
  });

  it('computes the complement, with 10 becoming 0', () => {
    expect(acnCheckDigit('00000001')).toBe('9');
    expect(acnCheckDigit('00025000')).toBe('0');
  });
});

describe('Director ID', () => {
  it('accepts 15 digits beginning 036, spaced as the ABRS letter prints them', () => {
    expect(isValidDirectorId('036 123 456 789 012')).toBe(true);
    expect(isValidDirectorId('036000000000001')).toBe(true);
  });

  it('refuses another prefix, another length and letters', () => {
    expect(isValidDirectorId('037123456789012')).toBe(false);
    expect(isValidDirectorId('03612345678901')).toBe(false);
    expect(isValidDirectorId('0361234567890123')).toBe(false);
    expect(isValidDirectorId('03612345678901X')).toBe(false);
  });
});

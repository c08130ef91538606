import { describe, expect, it } from 'vitest';
import { BUSINESS_MESSAGES as M } from './business-messages.js';
import { ZAbn, ZAcn, ZBusinessIdentifier, ZBusinessSearch } from './business-schemas.js';

const problem = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('business inputs', () => {
  it('gives back the digits of a valid ABN or ACN', () => {
    expect(ZAbn.parse('51 824 753 556')).toBe('51824753556');
    expect(ZAcn.parse('004 085 616')).toBe('004085616');
    expect(ZBusinessIdentifier.parse('004 085 616')).toBe('004085616');
    expect(ZBusinessIdentifier.parse('51824753556')).toBe('51824753556');
  });

  it('says whether the length or the check digits are wrong', () => {
    expect(problem(ZAbn.safeParse('5182475355'))).toBe(M.abnFormat);
    expect(problem(ZAbn.safeParse('51824753557'))).toBe(M.abnCheckDigits);
    expect(problem(ZAcn.safeParse('00408561'))).toBe(M.acnFormat);
    expect(problem(ZAcn.safeParse('004085617'))).toBe(M.acnCheckDigit);
    expect(problem(ZBusinessIdentifier.safeParse('1234'))).toBe(M.identifierFormat);
  });

  it('caps a name search at 15 results and needs two characters', () => {
    expect(ZBusinessSearch.parse({ name: 'acme', maxSearchResults: '50' }).maxSearchResults).toBe(
      15,
    );
    expect(ZBusinessSearch.parse({ name: 'acme' }).maxSearchResults).toBe(15);
    expect(ZBusinessSearch.parse({ name: 'acme', maxSearchResults: 5 }).maxSearchResults).toBe(5);
    expect(problem(ZBusinessSearch.safeParse({ name: ' a ' }))).toBe(M.searchNameTooShort);
  });
});

import { describe, expect, it } from 'vitest';
import { searchSynonyms } from './search-synonyms.js';
import { editDistance, searchStems, searchWords, stemWord, typoAllowance } from './search-words.js';

describe('search words', () => {
  it('splits on hyphens and punctuation and drops possessives', () => {
    expect(searchWords('Non-Disclosure Agreement (One-Way)')).toEqual([
      'non',
      'disclosure',
      'agreement',
      'one',
      'way',
    ]);
    expect(searchWords('Directors’ Resolution; company’s register')).toEqual([
      'directors',
      'resolution',
      'company',
      'register',
    ]);
  });

  it('folds the forms of a word into one stem', () => {
    const same = (...words: string[]) => new Set(words.map(stemWord)).size;
    expect(same('lease', 'leases', 'leasing', 'leased')).toBe(1);
    expect(same('employ', 'employee', 'employees', 'employment', 'employer', 'employing')).toBe(1);
    expect(same('consultant', 'consultancy', 'consulting')).toBe(1);
    expect(same('agree', 'agreement', 'agreements')).toBe(1);
    expect(same('transfer', 'transferring', 'transfers')).toBe(1);
  });

  it('keeps different words apart', () => {
    expect(stemWord('release')).not.toBe(stemWord('lease'));
    expect(stemWord('private')).not.toBe(stemWord('privacy'));
    expect(stemWord('offer')).toBe('offer');
    expect(stemWord('deed')).toBe('deed');
    expect(stemWord('business')).toBe('business');
    expect(stemWord('7a')).toBe('7a');
  });

  it('leaves out words that pick no document out, "will" among them', () => {
    expect(searchStems('The last will of my business')).toEqual(['business']);
    expect(searchStems('deed of release')).toEqual(['deed', stemWord('release')]);
  });

  it('counts a swap of two letters as one typing mistake', () => {
    expect(editDistance('emplyment', 'employment', 2)).toBe(1);
    expect(editDistance('laese', 'lease', 2)).toBe(1);
    expect(editDistance('lease', 'please', 2)).toBe(1);
    expect(editDistance('contract', 'consultant', 2)).toBe(3);
  });

  it('forgives no typo in a short word, one in a middling word, two in a long one', () => {
    expect(typoAllowance('will')).toBe(0);
    expect(typoAllowance('lease')).toBe(1);
    expect(typoAllowance('emplyment')).toBe(2);
  });
});

describe('search synonyms', () => {
  const synonyms = (word: string) => searchSynonyms(stemWord(word)).map((p) => p.join(' '));

  it('maps the words customers use to the words the documents use', () => {
    expect(synonyms('nda')).toContain(searchStems('non-disclosure').join(' '));
    expect(synonyms('tenancy')).toContain(stemWord('lease'));
    expect(synonyms('staff')).toContain(stemWord('employee'));
    expect(synonyms('contractor')).toContain(stemWord('consultant'));
  });

  it('widens an nda to confidentiality agreements, not to every confidentiality clause', () => {
    expect(synonyms('nda')).toContain(searchStems('confidentiality agreement').join(' '));
    expect(synonyms('nda')).not.toContain(stemWord('confidentiality'));
  });

  it('finds the synonyms of any form of the word', () => {
    expect(synonyms('contractors')).toEqual(synonyms('contractor'));
    expect(synonyms('lease')).toEqual([]);
  });
});

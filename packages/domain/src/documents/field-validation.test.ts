import { describe, expect, it } from 'vitest';
import type { TFieldRules } from './field-rules.js';
import { validateField } from './field-validation.js';

const ok = (value: unknown) => ({ ok: true, value });
const bad = (message: string) => ({ ok: false, missing: false, message });
const check = (rules: TFieldRules, value: unknown, today?: string) =>
  validateField(rules, value, { today });

describe('required and optional answers', () => {
  it('names what is missing, by field type', () => {
    expect(check({ type: 'ABN' }, '  ')).toEqual({
      ok: false,
      missing: true,
      message: 'Enter an ABN',
    });
    expect(check({ type: 'EMAIL', required: true }, undefined)).toMatchObject({
      missing: true,
      message: 'Enter an email address',
    });
    expect(check({ type: 'ADDRESS' }, { line1: '', suburb: ' ' })).toMatchObject({ missing: true });
  });

  it('accepts a blank optional answer as no answer', () => {
    expect(check({ type: 'PHONE', required: false }, '')).toEqual(ok(undefined));
    expect(check({ type: 'FULL_NAME', required: false }, null)).toEqual(ok(undefined));
  });
});

describe('ABN and ACN', () => {
  it('normalises valid numbers to digits', () => {
    expect(check({ type: 'ABN' }, '51 824 753 556')).toEqual(ok('51824753556'));
    expect(check({ type: 'ACN' }, '000 000 019')).toEqual(ok('000000019'));
  });

  it('tells a typo from a wrong length', () => {
    expect(check({ type: 'ABN' }, '51 824 753 557')).toEqual(
      bad('Enter a valid ABN: the check digits do not match'),
    );
    expect(check({ type: 'ABN' }, '51 824 753')).toEqual(bad('Enter an ABN of 11 digits'));
    expect(check({ type: 'ACN' }, '004 085 617')).toEqual(
      bad('Enter a valid ACN: the check digit does not match'),
    );
    expect(check({ type: 'ACN' }, 4085616)).toEqual(bad('Enter an ACN of 9 digits'));
  });
});

describe('phone and email', () => {
  it.each([
    ['0412 345 678', '0412 345 678'],
    ['+61 412 345 678', '0412 345 678'],
    ['+61 (0)412-345-678', '0412 345 678'],
    ['(02) 9876 5432', '(02) 9876 5432'],
    ['0398765432', '(03) 9876 5432'],
    ['1300 123 456', '1300 123 456'],
    ['131234', '13 12 34'],
  ])('accepts %s as %s', (typed, printed) => {
    expect(check({ type: 'PHONE' }, typed)).toEqual(ok(printed));
  });

  it.each(['0512 345 678', '412 345 678', '+1 415 555 0100', '0412 345 67', 'call me'])(
    'rejects %s',
    (typed) => {
      expect(check({ type: 'PHONE' }, typed)).toEqual(
        bad('Enter an Australian phone number, e.g. 0412 345 678 or (02) 9876 5432'),
      );
    },
  );

  it('checks and lower-cases email addresses', () => {
    expect(check({ type: 'EMAIL' }, ' Jo.Lee@Example.com.au ')).toEqual(
      ok('jo.lee@example.com.au'),
    );
    expect(check({ type: 'EMAIL' }, 'jo@example')).toEqual(
      bad('Enter a valid email address, e.g. name@example.com.au'),
    );
  });
});

describe('dates', () => {
  it('accepts real days only, leap years included', () => {
    expect(check({ type: 'DATE' }, '2028-02-29')).toEqual(ok('2028-02-29'));
    expect(check({ type: 'DATE' }, '2000-02-29')).toEqual(ok('2000-02-29'));
    expect(check({ type: 'DATE' }, '2026-02-29')).toEqual(
      bad('That date does not exist; check the day and month'),
    );
    expect(check({ type: 'DATE' }, '1900-02-29')).toMatchObject({ ok: false });
    expect(check({ type: 'DATE' }, '2026-04-31')).toMatchObject({ ok: false });
    expect(check({ type: 'DATE' }, '21/11/2026')).toEqual(
      bad('Enter a date as yyyy-MM-dd, e.g. 2026-11-21'),
    );
  });

  it('applies fixed limits and limits relative to today', () => {
    const rules: TFieldRules = { type: 'DATE', minDate: 'today', maxDate: '2027-06-30' };
    expect(check(rules, '2026-11-21', '2026-11-21')).toEqual(ok('2026-11-21'));
    expect(check(rules, '2026-11-20', '2026-11-21')).toEqual(
      bad('Enter a date on or after 21/11/2026'),
    );
    expect(check(rules, '2027-07-01', '2026-11-21')).toEqual(
      bad('Enter a date on or before 30/06/2027'),
    );
  });
});

describe('names and addresses', () => {
  it('needs both a given and a family name', () => {
    expect(
      check({ type: 'FULL_NAME' }, { givenNames: ' Mary Jane ', familyName: 'Citizen' }),
    ).toEqual(ok({ givenNames: 'Mary Jane', familyName: 'Citizen' }));
    expect(check({ type: 'FULL_NAME' }, { givenNames: 'Mary', familyName: '' })).toEqual({
      ok: false,
      missing: false,
      message: 'Enter the family name',
      parts: { familyName: 'Enter the family name' },
    });
    expect(check({ type: 'FULL_NAME' }, 'Mary Citizen')).toEqual(
      bad('Enter both a given name and a family name'),
    );
  });

  it('checks each part of an address', () => {
    const address = { line1: '1 George St', suburb: 'Sydney', state: 'nsw', postcode: '2000' };
    expect(check({ type: 'ADDRESS' }, address)).toEqual(ok({ ...address, state: 'NSW' }));
    expect(check({ type: 'ADDRESS' }, { ...address, state: 'NZ', postcode: '200' })).toMatchObject({
      ok: false,
      message: 'Choose a state or territory: NSW, VIC, QLD, WA, SA, TAS, ACT, NT',
      parts: { state: expect.any(String), postcode: 'Enter a 4-digit postcode' },
    });
  });
});

describe('text, choices and tick boxes', () => {
  it('applies length limits to free text and business names', () => {
    const rules: TFieldRules = { type: 'FREE_TEXT', minLength: 5, maxLength: 10 };
    expect(check(rules, '  hello  ')).toEqual(ok('hello'));
    expect(check(rules, 'hi')).toEqual(bad('Enter at least 5 characters'));
    expect(check(rules, 'far too long here')).toEqual(bad('Use 10 characters or fewer'));
    expect(check({ type: 'BUSINESS_NAME' }, '---')).toEqual(
      bad('Enter the business name as registered'),
    );
    expect(check({ type: 'BUSINESS_NAME' }, 'x'.repeat(201))).toEqual(
      bad('Use 200 characters or fewer'),
    );
  });

  it('reads money as cents and whole numbers as numbers', () => {
    expect(check({ type: 'FREE_TEXT', format: 'money' }, '$1,500.5')).toEqual(ok(150050));
    expect(check({ type: 'FREE_TEXT', format: 'money' }, 150050)).toEqual(ok(150050));
    expect(check({ type: 'FREE_TEXT', format: 'money' }, '1.005')).toMatchObject({ ok: false });
    expect(check({ type: 'FREE_TEXT', format: 'number' }, '1,200')).toEqual(ok(1200));
    expect(check({ type: 'FREE_TEXT', format: 'number' }, '2.5')).toEqual(
      bad('Enter a whole number, e.g. 12'),
    );
  });

  it('keeps choices to the options given', () => {
    const options = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ];
    expect(check({ type: 'FREE_TEXT', options }, 'b')).toEqual(ok('b'));
    expect(check({ type: 'FREE_TEXT', options }, 'c')).toEqual(
      bad('Choose one of the options given'),
    );
    expect(check({ type: 'FREE_TEXT', options }, '')).toMatchObject({
      message: 'Choose an option',
    });
    expect(check({ type: 'CHECKBOX', options }, ['b', 'a', 'b'])).toEqual(ok(['a', 'b']));
    expect(check({ type: 'CHECKBOX', options }, ['z'])).toEqual(
      bad('Choose only from the options given'),
    );
  });

  it('treats an unticked box as no, unless it must be ticked', () => {
    expect(check({ type: 'CHECKBOX' }, undefined)).toEqual(ok(false));
    expect(check({ type: 'CHECKBOX' }, true)).toEqual(ok(true));
    expect(check({ type: 'CHECKBOX' }, 'yes')).toEqual(bad('Tick or untick the box'));
    expect(check({ type: 'CHECKBOX', mustBeTicked: true }, false)).toEqual({
      ok: false,
      missing: true,
      message: 'Tick the box to continue',
    });
  });
});

describe('signatures', () => {
  const png =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

  it('accepts a typed name or a drawn PNG', () => {
    expect(check({ type: 'SIGNATURE' }, ' Jane Citizen ')).toEqual(ok('Jane Citizen'));
    expect(check({ type: 'SIGNATURE' }, png)).toEqual(ok(png));
  });

  it('rejects other images and marks without letters', () => {
    expect(check({ type: 'SIGNATURE' }, 'data:image/jpeg;base64,/9j/4AAQSkZJRg==')).toEqual(
      bad('A drawn signature must be a PNG image'),
    );
    expect(check({ type: 'SIGNATURE' }, 'data:image/png;base64,/9j/4AAQSkZJRg==')).toEqual(
      bad('A drawn signature must be a PNG image'),
    );
    expect(check({ type: 'SIGNATURE' }, 'x'.repeat(101))).toEqual(
      bad('Use 100 characters or fewer'),
    );
    expect(check({ type: 'SIGNATURE' }, '---')).toEqual(bad('Type your name to sign'));
  });
});

it('gives the same answer when an accepted value is checked again', () => {
  const cases: [TFieldRules, unknown][] = [
    [{ type: 'ABN' }, '51 824 753 556'],
    [{ type: 'PHONE' }, '+61 2 9876 5432'],
    [{ type: 'FREE_TEXT', format: 'money' }, '12.30'],
    [{ type: 'ADDRESS' }, { line1: ' 1 A St ', suburb: 'Perth', state: 'wa', postcode: '6000' }],
  ];
  for (const [rules, value] of cases) {
    const first = validateField(rules, value);
    if (!first.ok) throw new Error('expected a valid sample');
    expect(validateField(rules, first.value)).toEqual(first);
  }
});

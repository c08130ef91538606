import { z } from 'zod';

// The sandbox's documented test cards and bank accounts (README "Payments"). They behave
// like a card processor's test instruments: a number decides what happens when charged.

export type TBehaviour =
  | 'succeeds'
  | 'declined'
  | 'insufficient_funds'
  | 'fails_when_charged'
  | 'debit_settles'
  | 'debit_fails';

export const TEST_CARDS: Record<string, TBehaviour> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000341': 'fails_when_charged',
};

export const TEST_BANK_ACCOUNTS: Record<string, TBehaviour> = {
  '000123456': 'debit_settles',
  '111111113': 'debit_fails',
};

export const DECLINE_MESSAGES: Partial<Record<TBehaviour, string>> = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  fails_when_charged: 'Your card was declined.',
  debit_fails: 'The bank account could not be debited.',
};

/** Business days a direct debit takes to settle (the spec promises 2-3). */
export const DEBIT_SETTLEMENT_BUSINESS_DAYS = 3;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

const BANKS: [RegExp, string][] = [
  [/^000/, 'Test Bank'],
  [/^01/, 'ANZ'],
  [/^(03|73)/, 'Westpac'],
  [/^06/, 'Commonwealth Bank'],
  [/^08/, 'NAB'],
];

export function bankName(bsb: string): string {
  return BANKS.find(([prefix]) => prefix.test(bsb))?.[1] ?? 'Australian bank';
}

const digitsOnly = (v: string) => v.replace(/[\s-]/g, '');

const EXPIRY_MONTH = "Your card's expiry month is invalid.";
const EXPIRY_YEAR = "Your card's expiry year is invalid.";

// Numbers or digit strings, as card forms send either; anything else (objects, arrays,
// booleans, fractions, numbers past 32 bits) is refused here, never stored.
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).min(min, message).max(max, message),
  );

export const ZCardInput = z.object({
  number: z
    .string({ error: 'Your card number is incorrect.' })
    .max(40, 'Your card number is incorrect.')
    .transform(digitsOnly)
    .refine((v) => /^\d{12,19}$/.test(v) && luhnValid(v), 'Your card number is incorrect.'),
  expMonth: wholeNumber(EXPIRY_MONTH, 1, 12),
  // Two digits (27) or four (2027); no card is issued for more than fifty years.
  expYear: wholeNumber(EXPIRY_YEAR, 0, 2100)
    .refine((y) => y < 100 || y >= 2000, EXPIRY_YEAR)
    .transform((y) => (y < 100 ? 2000 + y : y)),
  cvc: z
    .string({ error: "Your card's security code (CVC) is incomplete." })
    .regex(/^\d{3,4}$/, "Your card's security code (CVC) is incomplete."),
  name: z.string({ error: 'The name on the card must be text.' }).trim().max(200).optional(),
});

export const ZBankAccountInput = z.object({
  bsb: z
    .string({ error: 'The BSB must be 6 digits.' })
    .max(20, 'The BSB must be 6 digits.')
    .transform(digitsOnly)
    .refine((v) => /^\d{6}$/.test(v), 'The BSB must be 6 digits.'),
  accountNumber: z
    .string({ error: 'The account number must be 5 to 9 digits.' })
    .max(30, 'The account number must be 5 to 9 digits.')
    .transform(digitsOnly)
    .refine((v) => /^\d{5,9}$/.test(v), 'The account number must be 5 to 9 digits.'),
  accountName: z
    .string({ error: 'The account name is required.' })
    .trim()
    .min(1, 'The account name is required.')
    .max(200, 'The account name must be 200 characters or fewer.'),
});

export function cardBehaviour(number: string): TBehaviour {
  return TEST_CARDS[number] ?? 'succeeds';
}

export function bankBehaviour(accountNumber: string): TBehaviour {
  return TEST_BANK_ACCOUNTS[accountNumber] ?? 'debit_settles';
}

import { isValidAbn as checkAbn, isValidAcn as checkAcn } from '../documents/identifiers.js';

// Australian business identifiers and their check digits. The browser checks them as they
// are typed and the server checks them again at the edge, with the same code.

/** Digits only: customers type spaces, dots and dashes ("51 824 753 556"). */
export const identifierDigits = (value: string) => value.replace(/[\s.-]/g, '');

const isDigits = (value: string, length: number) => new RegExp(`^\\d{${length}}$`).test(value);

// ABN (11 digits): subtract 1 from the first digit, weight the digits 10, 1, 3, 5, ..., 19,
// and the sum must divide by 89 (ABR, "ABN format", https://abr.business.gov.au/Help/AbnFormat).
// ACN (9 digits): weights 8..1 on the first eight digits, the ninth the complement of the sum
// mod 10 (ASIC, "Australian Company Number digit check"). The checks themselves are the
// documents area's, which fills ABN and ACN questions: one implementation for the product.
export const isValidAbn = (value: string) => checkAbn(identifierDigits(value));
export const isValidAcn = (value: string) => checkAcn(identifierDigits(value));

/**
 * The two leading check digits that make `nineDigits` a valid ABN (the ABR issues a
 * company's ABN as these two digits followed by its ACN). Exactly one prefix in 10..99 fits.
 */
export function abnCheckPrefix(nineDigits: string): string {
  if (!isDigits(nineDigits, 9)) throw new RangeError('An ABN is built from nine digits');
  // The first two digits weigh 10 and 1, so together (first - 1) * 10 + second takes every
  // value 0..88 once: the one that brings the weighted sum to a multiple of 89.
  const rest = [...nineDigits].reduce((s, d, i) => s + Number(d) * (3 + 2 * i), 0);
  return String(((89 - (rest % 89)) % 89) + 10);
}

/** The ABN the ABR gives a company: its ACN behind two check digits. */
export const abnOfAcn = (acn: string) =>
  `${abnCheckPrefix(identifierDigits(acn))}${identifierDigits(acn)}`;

/** The ACN check digit of eight digits, for numbers the register and lodgement issue. */
export function acnCheckDigit(eightDigits: string): string {
  if (!isDigits(eightDigits, 8)) throw new RangeError('An ACN check digit needs eight digits');
  const sum = [...eightDigits].reduce((s, d, i) => s + Number(d) * (8 - i), 0);
  return String((10 - (sum % 10)) % 10);
}

// Director ID (15 digits). ABRS issues every director ID as 15 digits beginning 036, the ISO
// 3166 number of Australia (ABRS, "Director ID", https://www.abrs.gov.au/director-identification-number).
// ABRS does not publish its check-digit formula: it is released only to registered digital
// service providers (ATO, "How to obtain the director identification number algorithm",
// https://softwaredevelopers.ato.gov.au/obtainDIDalgorithm). So the product checks what is
// public, length and prefix, and leaves the check digit to the lodgement adapter, which
// submits to ASIC and is told there when a number does not exist.
export function isValidDirectorId(value: string): boolean {
  const id = identifierDigits(value);
  return isDigits(id, 15) && id.startsWith('036');
}

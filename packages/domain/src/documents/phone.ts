// Australian phone numbers, normalised to the way they are printed in Australia.

/**
 * Returns the number in its printed form, or null if it is not an Australian number.
 * Accepts +61 / 61 prefixes and spaces, dashes, dots and brackets anywhere.
 */
export function normaliseAuPhone(value: string): string | null {
  let digits = value.replace(/[\s().-]/g, '');
  if (digits.startsWith('+61')) digits = `0${digits.slice(3)}`;
  else if (/^61\d{9}$/.test(digits)) digits = `0${digits.slice(2)}`;
  // People often keep the trunk zero after +61: '+61 (0)412 …'.
  if (/^00\d{9}$/.test(digits)) digits = digits.slice(1);
  if (!/^\d+$/.test(digits)) return null;

  if (/^04\d{8}$/.test(digits)) {
    return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  }
  if (/^0[2378]\d{8}$/.test(digits)) {
    return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)} ${digits.slice(6)}`;
  }
  if (/^1[38]00\d{6}$/.test(digits)) {
    return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  }
  // Six-digit 13 numbers (13 12 34) are businesses' short numbers.
  if (/^13\d{4}$/.test(digits)) {
    return `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
  }
  return null;
}

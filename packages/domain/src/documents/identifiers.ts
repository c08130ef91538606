// Australian Business Number and Australian Company Number check digits.
// Both accept spaces because people copy them from certificates as '51 824 753 556'.

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;
const ACN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 1] as const;

/** Drops the spaces people type or paste; anything else is left for validation to reject. */
export function compactIdentifier(value: string): string {
  return value.replace(/\s+/g, '');
}

function digitsOf(value: string, length: number): number[] | null {
  const compact = compactIdentifier(value);
  if (compact.length !== length || !/^\d+$/.test(compact)) return null;
  return [...compact].map(Number);
}

/** ATO algorithm: subtract 1 from the first digit, weight, and the sum is divisible by 89. */
export function isValidAbn(value: string): boolean {
  const digits = digitsOf(value, 11);
  if (!digits) return false;
  const first = digits[0] ?? 0;
  // A leading 0 would become -1; no ABN is issued with one.
  if (first === 0) return false;
  digits[0] = first - 1;
  const sum = digits.reduce((total, digit, i) => total + digit * (ABN_WEIGHTS[i] ?? 0), 0);
  return sum % 89 === 0;
}

/** ASIC algorithm: weights 8..1 on the first eight digits; the ninth is the complement to 10. */
export function isValidAcn(value: string): boolean {
  const digits = digitsOf(value, 9);
  if (!digits) return false;
  const sum = ACN_WEIGHTS.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0);
  const check = (10 - (sum % 10)) % 10;
  return check === digits[8];
}

/** '51824753556' → '51 824 753 556'; input that is not 11 digits is returned unchanged. */
export function formatAbn(value: string): string {
  const compact = compactIdentifier(value);
  if (!/^\d{11}$/.test(compact)) return value;
  return `${compact.slice(0, 2)} ${compact.slice(2, 5)} ${compact.slice(5, 8)} ${compact.slice(8)}`;
}

/** '004085616' → '004 085 616'; input that is not 9 digits is returned unchanged. */
export function formatAcn(value: string): string {
  const compact = compactIdentifier(value);
  if (!/^\d{9}$/.test(compact)) return value;
  return `${compact.slice(0, 3)} ${compact.slice(3, 6)} ${compact.slice(6)}`;
}

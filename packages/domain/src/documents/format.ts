// Plain-text renderings of answer values, shared by filters and the default formatting.

export type TFullName = { givenNames: string; familyName: string };
export type TAddress = {
  line1: string;
  line2?: string | undefined;
  suburb: string;
  state: string;
  postcode: string;
};

/** Cents to Australian dollars: 123450 → '$1,234.50'. Integer cents only; money is never a float. */
export function formatCurrencyAud(cents: number): string {
  if (!Number.isSafeInteger(cents)) return String(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1234567 → '1,234,567': whole numbers as a reader expects them in a legal document. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** 33.3 → '33.3%'. */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

/** ['A', 'B', 'C'] → 'A, B and C' (no serial comma, as Australian drafting prefers). */
export function joinList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  const present = items.filter((item) => item.trim() !== '');
  if (present.length <= 1) return present[0] ?? '';
  return `${present.slice(0, -1).join(', ')} ${conjunction} ${present.at(-1)}`;
}

export function formatFullName(name: TFullName): string {
  return `${name.givenNames.trim()} ${name.familyName.trim()}`.trim();
}

/** One line, as addresses appear in a party block: '1 George St, Level 2, Sydney NSW 2000'. */
export function formatAddress(address: TAddress): string {
  const street = [address.line1, address.line2 ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const locality = [address.suburb.trim(), address.state, address.postcode]
    .filter(Boolean)
    .join(' ');
  return [street, locality].filter(Boolean).join(', ');
}

export function isFullName(value: unknown): value is TFullName {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TFullName).givenNames === 'string' &&
    typeof (value as TFullName).familyName === 'string'
  );
}

export function isAddress(value: unknown): value is TAddress {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TAddress).line1 === 'string' &&
    typeof (value as TAddress).suburb === 'string'
  );
}

import { compactIdentifier, formatAbn, formatAcn, isValidAbn, isValidAcn } from '@app/domain';

/** A business or person the customer named, with the numbers said beside it. */
export type TNamedParty = { name: string; abn?: string; acn?: string; email?: string };

/** What the customer has said that a template can use. */
export type TExtracted = {
  parties: TNamedParty[];
  /** ABNs that fail the check digit: never filled in, always pointed out. */
  invalidAbns: string[];
  invalidAcns: string[];
  /** Days, as yyyy-MM-dd, in the order they were said. */
  dates: string[];
  /** Amounts of money, in cents. */
  amounts: number[];
  /** An Australian state or territory named for the law of the agreement, e.g. 'NSW'. */
  state?: string;
  purpose?: string;
  emails: string[];
};

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const STATES: [RegExp, string][] = [
  [/\b(NSW|New South Wales)\b/i, 'NSW'],
  [/\b(VIC|Victoria)\b/i, 'VIC'],
  [/\b(QLD|Queensland)\b/i, 'QLD'],
  [/\b(WA|Western Australia)\b/, 'WA'],
  [/\b(SA|South Australia)\b/, 'SA'],
  [/\b(TAS|Tasmania)\b/i, 'TAS'],
  [/\b(ACT|Australian Capital Territory)\b/, 'ACT'],
  [/\b(NT|Northern Territory)\b/, 'NT'],
];

const pad = (n: number) => String(n).padStart(2, '0');

function validDay(y: number, m: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return undefined;
  }
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** Days written as 1 December 2026, 2026-12-01 or 1/12/2026 (day first, as in Australia). */
export function datesIn(text: string): string[] {
  const found: { at: number; day: string }[] = [];
  const add = (at: number, day: string | undefined) => {
    if (day) found.push({ at, day });
  };
  for (const m of text.matchAll(
    /\b(\d{1,2})(?:st|nd|rd|th)?\s+(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{4})\b/gi,
  )) {
    add(m.index, validDay(Number(m[3]), MONTHS.indexOf(m[2]!.toLowerCase()) + 1, Number(m[1])));
  }
  for (const m of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) {
    add(m.index, validDay(Number(m[1]), Number(m[2]), Number(m[3])));
  }
  for (const m of text.matchAll(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g)) {
    add(m.index, validDay(Number(m[3]), Number(m[2]), Number(m[1])));
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.day);
}

/** Amounts written with a dollar sign: $5,000, $12.50, $20k, $1.5 million; in cents. */
export function amountsIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(
    /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?(?:\s?(k|m|million|thousand)\b)?/gi,
  )) {
    const whole = Number(m[1]!.replace(/,/g, '') + (m[2] ?? ''));
    const unit = m[3]?.toLowerCase();
    const factor = unit === 'k' || unit === 'thousand' ? 1e3 : unit ? 1e6 : 1;
    out.push(Math.round(whole * factor * 100));
  }
  return out;
}

// A company's name: capitalised words ending in Pty Ltd, Pty Limited, Limited or Ltd.
const COMPANY =
  /\b((?:[A-Z0-9][\w&'’.-]*\s+){1,6}?(?:Pty\.?\s+(?:Ltd|Limited)\.?|Limited|Ltd\.?))(?=\W|$)/g;
// "between X and Y": the names end at punctuation or at a word that starts a new thought.
const BETWEEN =
  /\bbetween\s+(?:me\s*\(([^)]+)\)|([A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,5}))\s+and\s+([A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,5})/g;
const ABN = /\b(?:ABN\s*:?\s*)?(\d{2}\s?\d{3}\s?\d{3}\s?\d{3})\b/g;
const ACN = /\bACN\s*:?\s*(\d{3}\s?\d{3}\s?\d{3})\b/g;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;
const LEADING_WORDS = /^(?:The|My|Our|A|An|And|With|Between|For|Company|Business)\s+/;

const cleanName = (name: string) => {
  let out = name.trim().replace(/[.,;:]+$/, '');
  while (LEADING_WORDS.test(out)) out = out.replace(LEADING_WORDS, '');
  return out.replace(/\s+/g, ' ');
};

/**
 * Reads a conversation for what a template asks: parties (companies by their Pty Ltd, others
 * from "between X and Y"), ABNs and ACNs beside them (checked by their check digits),
 * dates, amounts, emails, the state named and the purpose. Rules only: the same words give
 * the same draft every time, with or without a model.
 */
export function extractDetails(text: string): TExtracted {
  const flat = text.replace(/\s+/g, ' ');
  const named: { name: string; at: number; end: number }[] = [];
  const addName = (raw: string | undefined, at: number) => {
    if (!raw) return;
    const name = cleanName(raw);
    if (name.length < 2 || /^(I|We|Me|Us|You)$/i.test(name)) return;
    const key = name.toLowerCase();
    if (named.some((n) => n.name.toLowerCase() === key)) return;
    // A shorter name inside a company's full name is the same party.
    if (named.some((n) => n.name.toLowerCase().includes(key))) return;
    named.push({ name, at, end: at + raw.length });
  };
  for (const m of flat.matchAll(COMPANY)) addName(m[1], m.index);
  for (const m of flat.matchAll(BETWEEN)) {
    addName(m[1] ?? m[2], m.index);
    addName(m[3], m.index + m[0].lastIndexOf(m[3]!));
  }
  named.sort((a, b) => a.at - b.at);
  const parties: TNamedParty[] = named.map((n) => ({ name: n.name }));

  // A number belongs to the party named closest before it.
  const ownerAt = (at: number) => {
    let owner = -1;
    named.forEach((n, i) => {
      if (n.at <= at) owner = i;
    });
    return owner;
  };
  const invalidAbns: string[] = [];
  const invalidAcns: string[] = [];
  const acnDigits = new Set<string>();
  for (const m of flat.matchAll(ACN)) {
    const digits = compactIdentifier(m[1]!);
    acnDigits.add(digits);
    if (!isValidAcn(digits)) {
      invalidAcns.push(m[1]!);
      continue;
    }
    const owner = parties[ownerAt(m.index)];
    if (owner && !owner.acn) owner.acn = formatAcn(digits);
  }
  for (const m of flat.matchAll(ABN)) {
    const digits = compactIdentifier(m[1]!);
    if (digits.length !== 11) continue;
    if (!isValidAbn(digits)) {
      invalidAbns.push(m[1]!);
      continue;
    }
    const owner = parties[ownerAt(m.index)];
    if (owner && !owner.abn) owner.abn = formatAbn(digits);
  }
  const emails: string[] = [];
  for (const m of flat.matchAll(EMAIL)) {
    emails.push(m[0]);
    // An address at a party's own domain is theirs, wherever it was said.
    const domain = m[0].split('@')[1]!.split('.')[0]!.toLowerCase();
    const byDomain = parties.find((p) =>
      p.name
        .toLowerCase()
        .split(/\W+/)
        .some((w) => w.length >= 4 && !/^(limited|proprietary)$/.test(w) && domain.includes(w)),
    );
    const owner = byDomain ?? parties[ownerAt(m.index)];
    if (owner && !owner.email) owner.email = m[0];
  }
  const state = STATES.find(([pattern]) => pattern.test(flat))?.[1];
  const purpose =
    /\b(?:purpose (?:is|will be)|so (?:that )?we can|in order to)\s+([^.;!?]{8,300})/i.exec(
      flat,
    )?.[1] ?? /\b(?:to (?:discuss|evaluate|explore|negotiate)\s+[^.;!?]{8,300})/i.exec(flat)?.[0];
  return {
    parties,
    invalidAbns,
    invalidAcns: invalidAcns.filter((a) => a.length > 0),
    dates: datesIn(flat),
    amounts: amountsIn(flat),
    state,
    purpose: purpose ? purpose.trim().replace(/^./, (c) => c.toUpperCase()) : undefined,
    emails,
  };
}

import { terms } from './text.js';

// How Australians ask about the law in their own words, grouped with the words the guides
// use. A one-word member of a group brings in every other member's words at a lower weight.
const GROUPS: readonly (readonly string[])[] = [
  ['employee', 'staff', 'worker', 'employ', 'employer', 'hire', 'hiring', 'recruit'],
  ['dismiss', 'fire', 'sack', 'terminate', 'termination', 'ending employment'],
  ['contractor', 'subcontractor', 'freelancer', 'sham contracting'],
  ['nda', 'confidentiality', 'non-disclosure', 'confidential', 'secret'],
  ['gst', 'goods and services tax'],
  ['abn', 'australian business number'],
  ['acn', 'australian company number'],
  ['company', 'pty', 'proprietary', 'incorporate', 'corporation'],
  ['director', 'officeholder', 'officer'],
  ['super', 'superannuation'],
  ['holiday', 'annual leave'],
  ['sick', 'personal leave', 'carer'],
  ['lease', 'tenancy', 'rent', 'landlord', 'premises', 'shop'],
  ['debt', 'unpaid', 'owe', 'owed', 'overdue', 'recover', 'collect', 'paid'],
  ['client', 'customer'],
  ['trademark', 'trade mark', 'brand', 'logo'],
  ['privacy', 'personal information', 'data'],
  ['refund', 'consumer guarantee', 'faulty', 'warranty', 'repair', 'replace'],
  ['register', 'registration', 'registering'],
  ['self-employed', 'sole trader'],
  ['wage', 'pay', 'salary', 'payroll'],
  ['redundancy', 'redundant'],
  ['spam', 'marketing', 'email', 'sms', 'newsletter', 'unsubscribe'],
  ['shareholder', 'co-owner', 'cofounder', 'co-founder', 'founder'],
  ['insolvent', 'insolvency', 'broke', 'bankrupt'],
  ['bas', 'activity statement'],
  ['receipt', 'invoice'],
  ['unfair', 'one-sided', 'unreasonable'],
  ['records', 'bookkeeping', 'paperwork'],
];

/** Stem → the other stems it also searches for. */
export function buildSynonyms(groups = GROUPS): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const group of groups) {
    const stemsOf = group.map((phrase) => terms(phrase));
    group.forEach((_phrase, i) => {
      const own = stemsOf[i]!;
      if (own.length !== 1) return;
      const others = stemsOf.flatMap((s, j) => (j === i ? [] : s)).filter((s) => s !== own[0]);
      const known = map.get(own[0]!) ?? [];
      map.set(own[0]!, [...new Set([...known, ...others])]);
    });
  }
  return map;
}

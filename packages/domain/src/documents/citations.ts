import {
  citationKey,
  JURISDICTIONS,
  type TCitation,
  type TCitationRegister,
  type TJurisdiction,
} from './citation-model.js';
import { addDays } from './day-arithmetic.js';

// Finds statutory citations in text and holds them to the register. House style, which the
// checks enforce: an Act is cited by its full title, year and jurisdiction, 'Fair Work Act
// 2009 (Cth)', or by a registered name without a year ('Australian Consumer Law'); a
// provision names its Act in the same phrase, 'section 127 of the Corporations Act 2001
// (Cth)'. A bare 'section 127' is refused: a reader of one clause must know whose section.

export type TFoundCitation = { act: string; jurisdiction: TJurisdiction; provision: string | null };
export type TCitationProblem = { text: string; message: string };

const YEAR_JURISDICTION = new RegExp(`\\b(\\d{4}) \\((${JURISDICTIONS.join('|')})\\)`, 'g');
const ID = String.raw`(?:\d+[A-Z]*(?:[.-]\d+[A-Z]*)*|[IVX]+[A-Z]*)(?:\([a-zA-Z0-9]+\))*`;
const PROVISION = new RegExp(
  String.raw`\b(sections?|ss|s|subsections?|Parts?|Divisions?|Subdivisions?|Schedules?|regulations?|rules?|clauses?|items?|Chapters?)\s+(${ID}(?:(?:,\s*|\s+(?:and|or|to)\s+)${ID})*)((?:\s+of\s+(?:Part|Division|Subdivision|Chapter)\s+${ID})*)\s+(?:of|to|in|under)\s+(?:the\s+)?`,
  'g',
);
const BARE_SECTION = /(?<![\w'’])(?:sections?|ss?)\s+\d+[A-Z]*/g;

const KIND: Record<string, string> = {
  s: 'section',
  ss: 'section',
  section: 'section',
  sections: 'section',
  subsection: 'section',
  subsections: 'section',
};
const kindOf = (word: string) => KIND[word] ?? word.replace(/s$/, '');

/**
 * 'section 127(1)(c)' is cited under 'section 127'; parts and schedules keep their ids, and
 * 'Division 1 of Part 1.2AA' keeps the Part it belongs to.
 */
function provisionKeys(word: string, ids: string, chain: string): string[] {
  const kind = kindOf(word);
  const within = chain.replace(/\s+/g, ' ').trimEnd();
  const list = ids.split(/,\s*|\s+(?:and|or|to)\s+/).filter(Boolean);
  return list.map((id) => `${kind} ${kind === 'section' ? id.replace(/\(.*$/, '') : id}${within}`);
}

type TTitle = { act: string; jurisdiction: TJurisdiction; cited: string };

/** How each registered Act appears in text: 'Corporations Act 2001 (Cth)', or its bare name. */
function titlesOf(register: TCitationRegister): TTitle[] {
  const titles = new Map<string, TTitle>();
  for (const c of register) {
    const cited = /\d{4}$/.test(c.act) ? `${c.act} (${c.jurisdiction})` : c.act;
    for (const form of [cited, ...(c.citedAs ?? [])]) {
      titles.set(form, { act: c.act, jurisdiction: c.jurisdiction, cited: form });
    }
  }
  // Longest first, so 'Fair Work Regulations 2009' is not read as a shorter title.
  return [...titles.values()].sort((a, b) => b.cited.length - a.cited.length);
}

const boundaryBefore = (text: string, index: number) =>
  index === 0 || !/\w/.test(text[index - 1] ?? '');

/**
 * Short names a document defines for an Act: 'Fair Work Act means the Fair Work Act 2009
 * (Cth)', 'the Corporations Act 2001 (Cth) (Act)'. A provision may then cite the short name.
 */
function aliasesIn(text: string, titles: readonly TTitle[]): Map<string, TTitle> {
  const aliases = new Map<string, TTitle>();
  for (const title of titles) {
    const cited = title.cited.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const means = new RegExp(`([A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)*) means (?:the )?${cited}`, 'g');
    const after = new RegExp(
      `${cited},? \\((?:the |a |an )?([A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)*)\\)`,
      'g',
    );
    for (const m of text.matchAll(means)) if (m[1]) aliases.set(m[1], title);
    for (const m of text.matchAll(after)) if (m[1]) aliases.set(m[1], title);
  }
  return aliases;
}

const tidy = (source: string) => source.replace(/\{\{[^}]*\}\}/g, '…').replace(/\s+/g, ' ');

/**
 * Citations in one document's texts (all of them at once, so a short name defined in one
 * clause can be cited in another), and the problems found: Acts not in the register and
 * sections that do not say whose they are.
 */
export function findCitations(
  source: string | readonly string[],
  register: TCitationRegister,
): { found: TFoundCitation[]; problems: TCitationProblem[] } {
  const texts = (typeof source === 'string' ? [source] : source).map(tidy);
  const titles = titlesOf(register);
  const aliases = aliasesIn(texts.join(' \u2029 '), titles);
  const named = [
    ...titles,
    ...[...aliases].map(([alias, title]) => ({ ...title, cited: alias })),
  ].sort((a, b) => b.cited.length - a.cited.length);
  const found: TFoundCitation[] = [];
  const problems: TCitationProblem[] = [];
  for (const text of texts) scan(text, titles, named, found, problems);
  return { found, problems };
}

function scan(
  text: string,
  titles: readonly TTitle[],
  named: readonly TTitle[],
  found: TFoundCitation[],
  problems: TCitationProblem[],
) {
  const excerpt = (at: number, length = 0) => text.slice(Math.max(0, at - 60), at + length + 20);
  for (const match of text.matchAll(YEAR_JURISDICTION)) {
    const end = (match.index ?? 0) + match[0].length;
    const title = titles.find(
      (t) => text.slice(0, end).endsWith(t.cited) && boundaryBefore(text, end - t.cited.length),
    );
    if (title) found.push({ act: title.act, jurisdiction: title.jurisdiction, provision: null });
    else
      problems.push({
        text: excerpt(match.index ?? 0, match[0].length),
        message: 'Act not in the citation register',
      });
  }
  // Names without a year and jurisdiction ('Australian Consumer Law', a prescribed form's
  // 'Statutory Declarations Act 1959') are found by their words alone.
  for (const title of titles.filter(
    (t) => !/\((Cth|NSW|Vic|Qld|WA|SA|Tas|ACT|NT)\)$/.test(t.cited),
  )) {
    let at = text.indexOf(title.cited);
    while (at !== -1) {
      if (boundaryBefore(text, at))
        found.push({ act: title.act, jurisdiction: title.jurisdiction, provision: null });
      at = text.indexOf(title.cited, at + title.cited.length);
    }
  }
  const covered: [number, number][] = [];
  for (const match of text.matchAll(PROVISION)) {
    const after = (match.index ?? 0) + match[0].length;
    const title = named.find(
      (t) => text.startsWith(t.cited, after) && !/\w/.test(text[after + t.cited.length] ?? ''),
    );
    if (!title) continue;
    covered.push([match.index ?? 0, after]);
    for (const provision of provisionKeys(match[1] ?? '', match[2] ?? '', match[3] ?? '')) {
      found.push({ act: title.act, jurisdiction: title.jurisdiction, provision });
    }
  }
  for (const match of text.matchAll(BARE_SECTION)) {
    const at = match.index ?? 0;
    if (covered.some(([from, to]) => at >= from && at < to)) continue;
    problems.push({
      text: excerpt(at, match[0].length),
      message: 'A section is cited without naming its Act in the same phrase',
    });
  }
}

/** Found citations missing from the register, by their key. */
export function unregistered(
  found: readonly TFoundCitation[],
  register: TCitationRegister,
): string[] {
  const known = new Set(register.map(citationKey));
  return [...new Set(found.map(citationKey))].filter((key) => !known.has(key)).sort();
}

/**
 * Entries not verified within maxAgeDays of today (yyyy-MM-dd): those never verified first,
 * then the oldest.
 */
export function staleCitations(
  register: TCitationRegister,
  { today, maxAgeDays = 90 }: { today: string; maxAgeDays?: number },
): TCitation[] {
  const cutoff = addDays(today, -maxAgeDays);
  const day = (c: TCitation) => c.verifiedOn ?? '';
  return register
    .filter((c) => day(c) < cutoff)
    .sort((a, b) => day(a).localeCompare(day(b)) || citationKey(a).localeCompare(citationKey(b)));
}

const NOT_PROSE = new Set([
  'id',
  'path',
  'than',
  'group',
  'field',
  'as',
  'type',
  'op',
  'itemName',
  'kind',
  'link',
  'signature',
  'value',
  'values',
  'font',
  'category',
  // Search words, not text anyone reads as a citation.
  'keywords',
]);

/** Every piece of prose in a template: body, questions, help, rules and completion steps. */
export function templateProse(template: unknown): string[] {
  const texts: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (NOT_PROSE.has(key)) return;
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) for (const v of value) walk(v, key);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  walk(template, '');
  return texts;
}

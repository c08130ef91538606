import {
  abnCheckPrefix,
  acnCheckDigit,
  type TBusinessSearchResult,
  type TBusinessStructure,
  type TStateCode,
} from '@app/domain';
import {
  FAMILY_NAMES,
  GIVEN_NAMES,
  GROUP_WORDS,
  PLACES,
  QUALIFIERS,
  STATES,
  TRADES,
} from './word-lists.js';

/** How many entities the embedded register holds. */
export const REGISTER_SIZE = 6000;

// A seeded generator (mulberry32): the same register on every start, every machine and in
// every test, so a number found today is found tomorrow.
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}

type TRandom = ReturnType<typeof seeded>;

// Shares of the register by structure, roughly as the ABR's active entities are spread.
const STRUCTURE_WEIGHTS: readonly [TBusinessStructure, number][] = [
  ['Australian Private Company', 44],
  ['Australian Public Company', 2],
  ['Individual/Sole Trader', 30],
  ['Family Partnership', 4],
  ['Other Partnership', 4],
  ['Discretionary Trading Trust', 12],
  ['Fixed Unit Trust', 4],
];

function weighted<T>(r: TRandom, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let roll = r.next() * total;
  for (const [item, w] of items) {
    roll -= w;
    if (roll < 0) return item;
  }
  return items[items.length - 1]![0];
}

function address(r: TRandom) {
  const state = weighted(
    r,
    STATES.map((s) => [s, s.weight] as const),
  );
  const [low, high] = r.pick<readonly [number, number]>(state.postcodes);
  return {
    stateCode: state.code as TStateCode,
    postcode: String(r.int(low, high)).padStart(4, '0'),
  };
}

const person = (r: TRandom) => ({ given: r.pick(GIVEN_NAMES), family: r.pick(FAMILY_NAMES) });

function tradingName(r: TRandom): string {
  const first = r.next() < 0.5 ? r.pick(PLACES) : r.pick(QUALIFIERS);
  const trade = r.pick(TRADES);
  const group = r.next() < 0.35 ? r.pick(GROUP_WORDS.filter((w) => !trade.endsWith(w))) : '';
  return group ? `${first} ${trade} ${group}` : `${first} ${trade}`;
}

function isoDate(r: TRandom, fromYear: number, toYear: number) {
  const y = r.int(fromYear, toYear);
  const m = String(r.int(1, 12)).padStart(2, '0');
  const d = String(r.int(1, 28)).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Names of one entity by its structure: [legal or main name, extra business names]. */
function namesFor(r: TRandom, structure: TBusinessStructure) {
  const trading = r.next() < 0.35 ? [tradingName(r)] : [];
  switch (structure) {
    case 'Australian Private Company':
      return { main: `${tradingName(r)} Pty Ltd`, person: false, trading };
    case 'Australian Public Company':
      return { main: `${tradingName(r)} Limited`, person: false, trading };
    case 'Individual/Sole Trader': {
      const p = person(r);
      return {
        main: `${p.given} ${p.family}`,
        person: true,
        trading: [`${p.family} ${r.pick(TRADES)}`, ...trading],
      };
    }
    case 'Family Partnership': {
      const family = r.pick(FAMILY_NAMES);
      return {
        main: `${r.pick(GIVEN_NAMES)} & ${r.pick(GIVEN_NAMES)} ${family}`,
        person: false,
        trading,
      };
    }
    case 'Other Partnership':
      return {
        main: `${r.pick(FAMILY_NAMES)} & ${r.pick(FAMILY_NAMES)} ${r.pick(TRADES)}`,
        person: false,
        trading,
      };
    case 'Discretionary Trading Trust':
      return {
        main: `The Trustee for the ${r.pick(FAMILY_NAMES)} Family Trust`,
        person: false,
        trading: [tradingName(r)],
      };
    case 'Fixed Unit Trust':
      return {
        main: `The Trustee for ${r.pick(PLACES)} ${r.pick(TRADES)} Unit Trust`,
        person: false,
        trading,
      };
  }
}

/**
 * The embedded register: several thousand entities with valid ABNs (and ACNs for companies,
 * the ABN being the ACN behind two check digits as the ABR issues them), states and
 * postcodes, GST, business names, and about one in seven deregistered.
 */
export function generateRegister(size = REGISTER_SIZE, seed = 0x5eed_ab4): TBusinessSearchResult[] {
  const r = seeded(seed);
  const taken = new Set<string>();
  const numbers = new Set<string>();
  const out: TBusinessSearchResult[] = [];
  while (out.length < size) {
    const structure = weighted(r, STRUCTURE_WEIGHTS);
    const names = namesFor(r, structure);
    const place = address(r);
    let main = names.main;
    // The register holds one entity per company name; a repeat gets its state, as real
    // registers show ("Harbour Plumbing (NSW) Pty Ltd"), and a second repeat is skipped.
    if (taken.has(main.toLowerCase())) {
      main = main.replace(/ (Pty Ltd|Limited)$/, ` (${place.stateCode}) $1`);
      if (main === names.main || taken.has(main.toLowerCase())) continue;
    }
    const isCompany = structure.startsWith('Australian');
    const nine = isCompany
      ? (() => {
          const eight = String(r.int(0, 99_999_999)).padStart(8, '0');
          return eight + acnCheckDigit(eight);
        })()
      : String(r.int(100_000_000, 999_999_999));
    const abn = abnCheckPrefix(nine) + nine;
    if (numbers.has(nine) || numbers.has(abn)) continue;
    numbers.add(nine);
    numbers.add(abn);
    taken.add(main.toLowerCase());
    const name = names.person ? { fullName: main } : { organisationName: main };
    const registered = r.next() >= 0.14;
    out.push({
      ABN: { identifierValue: abn },
      ASICNumber: isCompany ? nine : null,
      entityStatus: registered ? 'Registered' : 'Deregistered',
      entityType: structure,
      mainName: names.person ? null : name,
      legalName: names.person ? name : null,
      mainTradingName: names.trading[0] ? { organisationName: names.trading[0] } : null,
      businessName: names.trading.map((organisationName) => ({ organisationName })),
      mainBusinessPhysicalAddress: place,
      goodsAndServicesTaxFrom: registered && r.next() < 0.62 ? isoDate(r, 2001, 2025) : null,
    });
  }
  return out;
}

import fc from 'fast-check';

// Values a hostile or careless client sends. Strings and numbers that are valid JSON but
// awkward for everything behind the edge, and values of every wrong type.

/** Runs per property: each suite's default, or FUZZ_RUNS (e.g. FUZZ_RUNS=500) to dig deeper. */
export const fuzzRuns = (byDefault: number) => Number(process.env.FUZZ_RUNS) || byDefault;
/** Fixed, so a run can be repeated; a failure prints the seed and path to replay it. */
export const FUZZ_SEED = 20261121;

export const TEN_KB = 'x'.repeat(10_240);

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'tail\uDBFF',
  '\uDC00head',
  '\u202Eevil\u202C',
  '\u200F\u200Eمرحبا',
  '😀👩‍👩‍👧‍👦🇦🇺',
  '😀'.repeat(300),
  TEN_KB,
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  '0x10',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  'prototype',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%ED%A0%80',
  '\r\nSet-Cookie: a=b',
  'a'.repeat(65),
  'a'.repeat(256),
  'Ünïcödé ñame',
  'person@example.com',
  'A'.repeat(64),
  '2026-11-21T00:00:00Z',
];

export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -2.75,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  -(2 ** 53),
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 5 }), loneSurrogate, fc.string({ maxLength: 5 }))
      .map((parts) => parts.join('')),
  },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Named for fast-check's reports, which would otherwise recurse through every level. */
function shownAs<T extends object>(value: T, name: string): T {
  Object.defineProperty(value, fc.toStringMethod, { value: () => name, enumerable: false });
  return value;
}
const nestedArrays = (depth: number) => {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = [v];
  return shownAs(v as object, `${depth} nested arrays`);
};
const nestedObjects = (depth: number) => {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = { a: v };
  return shownAs(v as object, `${depth} nested objects`);
};

/** Built by JSON.parse, as a server sees them: own properties named __proto__ or constructor. */
const PROTOTYPE_KEYS: readonly unknown[] = [
  JSON.parse('{"__proto__":{"isAdmin":true}}'),
  JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}'),
  JSON.parse('{"a":{"__proto__":[1]}}'),
];

export const structuredHostile: fc.Arbitrary<unknown> = fc.constantFrom(
  nestedArrays(60),
  nestedArrays(5000),
  nestedObjects(60),
  nestedObjects(5000),
  ...PROTOTYPE_KEYS,
  Array.from({ length: 2000 }, (_, i) => i),
  {},
  [],
);

const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'toString', '', 'a\u0000', '\uD800', TEN_KB),
  fc.string({ maxLength: 12 }),
);

/** Any JSON value, of any type, leaning on the hostile ones. */
export const anyHostile: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 3, arbitrary: hostileString },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: structuredHostile },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }) },
  ),
})).value;

/** A path or query-string part as a client would put it in a URL, lone surrogates too. */
export function urlPart(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    // encodeURIComponent refuses an unpaired surrogate; send its (invalid) UTF-8 form.
    out +=
      ch.length === 1 && code >= 0xd800 && code <= 0xdfff
        ? `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (code & 0x3f)).toString(16).toUpperCase()}`
        : encodeURIComponent(ch);
  }
  return out;
}

/** Text already written, pushed between the values still to write. */
class Written {
  constructor(readonly text: string) {}
}

/**
 * JSON.stringify without recursion: the hostile values nest thousands of levels deep,
 * past what the recursive built-in can write.
 */
export function jsonText(value: unknown): string {
  const out: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (item instanceof Written) {
      out.push(item.text);
    } else if (Array.isArray(item)) {
      stack.push(new Written(']'));
      for (let i = item.length - 1; i >= 0; i--) {
        const v = item[i];
        stack.push(v === undefined || typeof v === 'function' ? null : v);
        if (i > 0) stack.push(new Written(','));
      }
      stack.push(new Written('['));
    } else if (item !== null && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      const keys = Object.keys(record).filter(
        (k) => record[k] !== undefined && typeof record[k] !== 'function',
      );
      stack.push(new Written('}'));
      for (let i = keys.length - 1; i >= 0; i--) {
        stack.push(record[keys[i]!]);
        stack.push(new Written(`${JSON.stringify(keys[i])}:`));
        if (i > 0) stack.push(new Written(','));
      }
      stack.push(new Written('{'));
    } else {
      out.push(JSON.stringify(item) ?? 'null');
    }
  }
  return out.join('');
}

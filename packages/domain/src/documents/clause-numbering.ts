// Clause numbers in the Australian drafting style: 1, 1.1, 1.1(a), 1.1(a)(i), 1.1(a)(i)(A).
// Numbers are given after conditions and repeats are expanded, so no gaps ever appear.

const ROMAN: [number, string][] = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];

export function toRoman(n: number): string {
  let rest = n;
  let out = '';
  for (const [value, numeral] of ROMAN) {
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  }
  return out;
}

/** 1 → a, 26 → z, then aa, bb, … as drafters continue past z. */
export function toLetter(n: number): string {
  const letter = String.fromCharCode(97 + ((n - 1) % 26));
  return letter.repeat(Math.ceil(n / 26));
}

/** The clause's own label and its full reference, given its parent's reference. */
export function clauseNumber(
  parent: string | undefined,
  depth: number,
  ordinal: number,
): { label: string; number: string } {
  if (depth <= 1 || parent === undefined)
    return { label: String(ordinal), number: String(ordinal) };
  if (depth === 2) {
    const number = `${parent}.${ordinal}`;
    return { label: number, number };
  }
  const marks = [toLetter, toRoman, (n: number) => toLetter(n).toUpperCase()];
  const mark = marks[Math.min(depth - 3, marks.length - 1)] ?? toLetter;
  const label = `(${mark(ordinal)})`;
  return { label, number: `${parent}${label}` };
}

// An inverted index over entity names: each word maps to the entities whose names hold it,
// and the words are kept sorted so the word being typed matches by prefix with two binary
// searches. A query reads only the posting lists of its words, never the whole register.

/** Lower-case words of a name; "&", "'" and punctuation separate nothing a person types. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f']/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export type TNameIndex = {
  /** Ids of entries holding every query word (the last may be a prefix), best first. */
  search(query: string, accept: (id: number) => boolean, limit: number): number[];
};

/** `names[id]` are the names entry `id` is known by (legal, trading, business names). */
export function buildNameIndex(names: readonly (readonly string[])[]): TNameIndex {
  // Ids are added in order, so every posting list is sorted.
  const postings = new Map<string, number[]>();
  // Each name's words joined and padded once, so ranking allocates nothing per query.
  const padded = names.map((list) => list.map((n) => ` ${wordsOf(n).join(' ')} `));
  names.forEach((list, id) => {
    for (const word of new Set(list.flatMap(wordsOf))) {
      const ids = postings.get(word);
      if (ids) ids.push(id);
      else postings.set(word, [id]);
    }
  });
  const words = [...postings.keys()].sort();
  // Scratch counters, one per entry: how many query words an entry has matched so far.
  const hits = new Uint8Array(names.length);

  /** The posting lists of every word starting with `prefix`. */
  function listsWithPrefix(prefix: string): number[][] {
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (words[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: number[][] = [];
    for (let i = lo; i < words.length && words[i]!.startsWith(prefix); i += 1) {
      out.push(postings.get(words[i]!)!);
    }
    return out;
  }

  // Ranking: the whole name typed, then names starting with what was typed, then names
  // holding every word whole, then the rest; within each, an entity's own name before its
  // business names, then the shorter name. Lower sorts first.
  function rank(id: number, phrase: string, whole: readonly string[]): number {
    let best = Number.POSITIVE_INFINITY;
    padded[id]!.forEach((name, i) => {
      const bucket =
        name.length === phrase.length + 2 && name.startsWith(phrase, 1)
          ? 0
          : name.startsWith(phrase, 1)
            ? 1
            : whole.every((w) => name.includes(` ${w} `))
              ? 2
              : 3;
      best = Math.min(best, bucket * 2000 + (i === 0 ? 0 : 1000) + Math.min(name.length, 999));
    });
    return best;
  }

  return {
    search(query, accept, limit) {
      const qWords = [...new Set(wordsOf(query))];
      if (qWords.length === 0) return [];
      // Every word but the last was finished by the person typing: those match whole.
      const groups = qWords.map((w, i) =>
        i < qWords.length - 1 ? [postings.get(w) ?? []] : listsWithPrefix(w),
      );
      const found: number[] = [];
      const touched: number[] = [];
      groups.forEach((lists, g) => {
        for (const list of lists) {
          for (const id of list) {
            // An entry counts once per query word, and only if it matched every earlier one.
            if (hits[id] !== g) continue;
            hits[id] = g + 1;
            if (g === 0) touched.push(id);
            if (g === groups.length - 1) found.push(id);
          }
        }
      });
      for (const id of touched) hits[id] = 0;
      const phrase = qWords.join(' ');
      const ranked: { id: number; score: number }[] = [];
      for (const id of found) {
        if (accept(id)) ranked.push({ id, score: rank(id, phrase, qWords) });
      }
      ranked.sort((a, b) => a.score - b.score || a.id - b.id);
      return ranked.slice(0, limit).map((h) => h.id);
    },
  };
}

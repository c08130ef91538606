// An inverted index over entity names: each word maps to the entities whose names hold it,
// and the words are kept sorted so the word being typed matches by prefix with two binary
// searches. A query touches only the entities holding its rarest word, never the register.

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
  const postings = new Map<string, number[]>();
  const joined = names.map((list) => list.map((n) => wordsOf(n).join(' ')));
  names.forEach((list, id) => {
    for (const word of new Set(list.flatMap(wordsOf))) {
      const ids = postings.get(word);
      if (ids) ids.push(id);
      else postings.set(word, [id]);
    }
  });
  const words = [...postings.keys()].sort();

  /** Entries holding a word starting with `prefix`. */
  function withPrefix(prefix: string): Set<number> {
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (words[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out = new Set<number>();
    for (let i = lo; i < words.length && words[i]!.startsWith(prefix); i += 1) {
      for (const id of postings.get(words[i]!)!) out.add(id);
    }
    return out;
  }

  // Ranking: the whole name typed, then names starting with what was typed, then names
  // holding every word whole, then the rest; shorter names first within each.
  function rank(id: number, phrase: string, whole: readonly string[]): number {
    let best = 3;
    for (const name of joined[id]!) {
      if (name === phrase) return 0;
      if (name.startsWith(phrase)) best = Math.min(best, 1);
      else if (best > 2 && whole.every((w) => ` ${name} `.includes(` ${w} `))) best = 2;
    }
    return best;
  }

  return {
    search(query, accept, limit) {
      const qWords = wordsOf(query);
      if (qWords.length === 0) return [];
      // Every word but the last was finished by the person typing: those match whole.
      const sets = qWords.map((w, i) =>
        i < qWords.length - 1 ? new Set(postings.get(w) ?? []) : withPrefix(w),
      );
      sets.sort((a, b) => a.size - b.size);
      const [smallest, ...rest] = sets;
      const phrase = qWords.join(' ');
      const hits: { id: number; score: number; length: number }[] = [];
      for (const id of smallest!) {
        if (!rest.every((s) => s.has(id)) || !accept(id)) continue;
        hits.push({ id, score: rank(id, phrase, qWords), length: joined[id]![0]!.length });
      }
      hits.sort((a, b) => a.score - b.score || a.length - b.length || a.id - b.id);
      return hits.slice(0, limit).map((h) => h.id);
    },
  };
}

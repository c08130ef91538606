/** One searchable unit: its weighted terms and whatever the caller wants back. */
export type TBm25Doc<T> = { terms: string[]; value: T };
export type TBm25Hit<T> = { value: T; score: number; matched: Set<string> };
export type TWeightedTerm = { term: string; weight: number };

const K1 = 1.2;
const B = 0.75;

/**
 * Okapi BM25 over an in-memory list, built once. Small enough to hold the whole knowledge
 * base and fast enough to search it on every question without a separate service.
 */
export function createBm25<T>(docs: readonly TBm25Doc<T>[]) {
  const frequencies = docs.map((d) => {
    const tf = new Map<string, number>();
    for (const term of d.terms) tf.set(term, (tf.get(term) ?? 0) + 1);
    return tf;
  });
  const documentFrequency = new Map<string, number>();
  for (const tf of frequencies) {
    for (const term of tf.keys())
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const lengths = docs.map((d) => d.terms.length);
  const averageLength = lengths.reduce((a, b) => a + b, 0) / Math.max(1, docs.length);

  const idf = (term: string) => {
    const n = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
  };

  function search(query: readonly TWeightedTerm[], limit: number): TBm25Hit<T>[] {
    const hits: TBm25Hit<T>[] = [];
    docs.forEach((doc, i) => {
      const tf = frequencies[i]!;
      let score = 0;
      const matched = new Set<string>();
      for (const { term, weight } of query) {
        const f = tf.get(term);
        if (!f) continue;
        matched.add(term);
        const norm = f + K1 * (1 - B + (B * lengths[i]!) / averageLength);
        score += weight * idf(term) * ((f * (K1 + 1)) / norm);
      }
      if (score > 0) hits.push({ value: doc.value, score, matched });
    });
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }

  return { search, idf, size: docs.length };
}

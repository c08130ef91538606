import type { DocumentNode } from 'graphql';

/**
 * Query texts Yoga has parsed and validated (armor limits and the input check included),
 * each with its document, so a repeat of the same text skips both. Bounded: a client
 * sending endless distinct queries only pushes out the oldest, least recently used ones.
 */
export function createDocumentCache(limit: number) {
  // A Map iterates in insertion order: re-inserting on a hit keeps the oldest first.
  const documents = new Map<string, DocumentNode>();
  return {
    get(query: string): DocumentNode | undefined {
      const document = documents.get(query);
      if (document) {
        documents.delete(query);
        documents.set(query, document);
      }
      return document;
    },
    set(query: string, document: DocumentNode) {
      documents.delete(query);
      documents.set(query, document);
      if (documents.size > limit) documents.delete(documents.keys().next().value as string);
    },
    get size() {
      return documents.size;
    },
  };
}

import type { GraphQLSchema, OperationDefinitionNode } from 'graphql';
import type { TClock } from '../clock.js';
import type { TDatabaseFreshness } from '../db/freshness.js';

/**
 * The mark a query field carries (Pothos `extensions`) when its answer depends only on the
 * viewer and the database, so a signed-in session's repeat of the same query may be answered
 * from memory. Fields that read other state (live presence, outside services, anything
 * random) must not carry it.
 */
export const ANSWER_CACHED = { answerCache: true } as const;

/** What a kept answer was worked out against: the database's token and the clock. */
type TBegan = { token: string; local: number; at: number };
type TEntry = TBegan & { body: string };

/**
 * Finished answers of marked queries, per session, query text, operation and variables, as
 * the exact bytes sent. An answer is good while the database has seen no write since its work
 * began (TDatabaseFreshness: this process's writes, and on PostgreSQL any instance's) and for
 * at most `ttlMs` of the clock, which bounds anything derived from the time of day.
 */
export function createAnswerCache(opts: {
  schema: GraphQLSchema;
  clock: TClock;
  freshness: TDatabaseFreshness;
  ttlMs: number;
  maxEntries?: number;
}) {
  const maxEntries = opts.maxEntries ?? 5_000;
  const entries = new Map<string, TEntry>();
  const marked = new WeakMap<OperationDefinitionNode, boolean>();
  const stats = { hits: 0, stored: 0 };

  /** Whether every field the operation asks of Query carries the mark (worked out once). */
  function cacheable(operation: OperationDefinitionNode): boolean {
    let known = marked.get(operation);
    if (known === undefined) {
      known = everyRootFieldMarked(opts.schema, operation);
      marked.set(operation, known);
    }
    return known;
  }

  /**
   * The kept answer for `key` if it still holds, and the moment the work would begin from
   * otherwise (taken before any of it is read, so a write after it makes the answer stale).
   */
  async function look(key: string): Promise<{ kept?: string; began: TBegan }> {
    const token = await opts.freshness.token();
    const began = { token, local: opts.freshness.local(), at: opts.clock.now().getTime() };
    const entry = entries.get(key);
    if (!entry) return { began };
    const age = began.at - entry.at;
    if (entry.token !== token || entry.local !== began.local || age < 0 || age >= opts.ttlMs) {
      entries.delete(key);
      return { began };
    }
    stats.hits++;
    return { kept: entry.body, began };
  }

  /** Keeps an answer unless one of this process's writes landed while it was worked out. */
  function store(key: string, body: string, began: TBegan) {
    if (began.local !== opts.freshness.local()) return;
    if (entries.size >= maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { body, ...began });
    stats.stored++;
  }

  return { cacheable, look, store, stats };
}

export type TAnswerCache = ReturnType<typeof createAnswerCache>;

/** The cache key: the session, then everything that shapes the answer's bytes. */
export function answerKey(parts: {
  sessionId: string;
  mediaType: string;
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}): string {
  const variables = parts.variables ? JSON.stringify(parts.variables) : '';
  return `${parts.sessionId}\u0000${parts.mediaType}\u0000${parts.operationName ?? ''}\u0000${variables}\u0000${parts.query}`;
}

function everyRootFieldMarked(schema: GraphQLSchema, operation: OperationDefinitionNode): boolean {
  if (operation.operation !== 'query') return false;
  const fields = schema.getQueryType()?.getFields();
  if (!fields) return false;
  let any = false;
  for (const selection of operation.selectionSet.selections) {
    // Fragments and @skip/@include at the top are rare; such a query is simply not kept.
    if (selection.kind !== 'Field' || selection.directives?.length) return false;
    const name = selection.name.value;
    if (name === '__typename') continue;
    if (fields[name]?.extensions?.answerCache !== true) return false;
    any = true;
  }
  return any;
}

import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * A number that moves each time a write this process made may have become visible: after a
 * statement other than a plain SELECT finishes outside a transaction, and after every
 * transaction ends. Answers kept in memory (the answer cache) are tagged with the number at
 * the moment their work began and are good only while it has not moved, so an answer read
 * before a commit can never outlive that commit.
 *
 * It sees this process's connections only: writes by another server instance, or by hand in
 * psql, do not move it. Whatever relies on it must also age out, or run on one instance.
 */
export type TWriteWatch = {
  generation(): number;
  /** Moves the number (the drivers' wrappers below call it; tests may too). */
  bump(): void;
};

export function createWriteWatch(): TWriteWatch {
  let generation = 0;
  return {
    generation: () => generation,
    bump: () => {
      generation++;
    },
  };
}

/**
 * Whether a statement may change data others can read. Only a statement that begins with
 * SELECT is taken as a read; anything else (INSERT, UPDATE, DELETE, WITH ... that may hide
 * one, COMMIT, DDL) counts as a write, which at worst drops a kept answer for nothing.
 */
export function mayWrite(text: unknown): boolean {
  if (typeof text !== 'string') return true;
  let i = 0;
  while (i < text.length && /[\s(]/.test(text[i] as string)) i++;
  return text.slice(i, i + 6).toLowerCase() !== 'select';
}

type TAnyFn = (...args: unknown[]) => unknown;

/** Runs `after` once `result` settles, keeping its value or its error for the caller. */
function afterSettled<T>(result: T, after: () => void): T {
  if (result && typeof (result as { then?: unknown }).then === 'function') {
    return (result as unknown as Promise<unknown>).finally(after) as T;
  }
  after();
  return result;
}

/**
 * Watches the embedded database: statements through `query`/`exec` and whole transactions
 * (PGlite runs one connection, so a transaction's statements go through its own handle and
 * are seen as the transaction ending).
 */
export function watchPglite(client: PGlite, watch: TWriteWatch): void {
  const target = client as unknown as Record<'query' | 'exec' | 'transaction', TAnyFn>;
  for (const method of ['query', 'exec'] as const) {
    const original = target[method].bind(client);
    target[method] = (...args: unknown[]) => {
      const result = original(...args);
      return mayWrite(args[0]) ? afterSettled(result, watch.bump) : result;
    };
  }
  const transaction = target.transaction.bind(client);
  target.transaction = (...args: unknown[]) => afterSettled(transaction(...args), watch.bump);
}

/**
 * Watches one PostgreSQL connection (call it for each connection the pool opens). Drizzle
 * runs a transaction as BEGIN ... COMMIT on one connection, so the COMMIT's completion is
 * when its writes became visible; a statement outside a transaction commits as it completes.
 */
export function watchPgClient(client: pg.Client | pg.PoolClient, watch: TWriteWatch): void {
  const target = client as unknown as { query: TAnyFn };
  const original = target.query.bind(client);
  target.query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (!mayWrite(text)) return original(...args);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      // The pool's own query() passes a callback: move the number before handing back.
      args[last] = (...results: unknown[]) => {
        watch.bump();
        return (callback as TAnyFn)(...results);
      };
      return original(...args);
    }
    return afterSettled(original(...args), watch.bump);
  };
}

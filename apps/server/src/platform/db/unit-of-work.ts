import type { TDeps } from '../deps.js';
import type { TTx } from './client.js';

// One operation that writes through several modules' services (a purchase and its licence,
// later a signature and the document's status) must commit all of it or none of it. The
// services already take `deps` and write through `deps.database.db`; a unit of work hands
// them the same deps with that database bound to one transaction, so they need no extra
// parameter, and a service's own `db.transaction` inside it becomes a savepoint.
//
// Whatever tells the outside world (live events, mail) waits for the commit through
// `afterCommit`: rolled-back work must never be announced.

export type TAfterCommit = () => void | Promise<void>;

/** The deps every service takes, bound to one transaction, plus the after-commit hooks. */
export type TWork = TDeps & {
  /** Runs `hook` once the outermost unit of work has committed; never if it rolls back. */
  afterCommit(hook: TAfterCommit): void;
};

const HOOKS = Symbol('unit-of-work hooks');

type TBoundWork = TWork & { [HOOKS]: TAfterCommit[] };

function hooksOf(deps: TDeps): TAfterCommit[] | undefined {
  return (deps as Partial<TBoundWork>)[HOOKS];
}

/** Whether `deps` already belong to a unit of work (their database is a transaction). */
export function isUnitOfWork(deps: TDeps): deps is TWork {
  return hooksOf(deps) !== undefined;
}

/**
 * Runs `body` in one transaction. Called with deps that are already a unit of work, the body
 * runs in a savepoint of it, and its hooks wait for the outer commit (and are dropped if the
 * savepoint rolls back). `tx` is the same transaction, for table helpers typed on it.
 *
 * On PGlite (one connection) anything the body runs must use `work`, not the outer `deps`:
 * a query through the outer database would wait for this transaction forever.
 */
export async function inUnitOfWork<T>(
  deps: TDeps,
  body: (work: TWork, tx: TTx) => Promise<T>,
): Promise<T> {
  const outer = hooksOf(deps);
  const hooks: TAfterCommit[] = [];
  const result = await deps.database.db.transaction(async (tx) => {
    const work: TBoundWork = {
      ...deps,
      database: { ...deps.database, db: tx },
      afterCommit: (hook) => {
        hooks.push(hook);
      },
      [HOOKS]: hooks,
    };
    return body(work, tx);
  });
  if (outer) {
    outer.push(...hooks);
    return result;
  }
  await runHooks(deps, hooks);
  return result;
}

/**
 * Runs `hook` after the commit when `deps` are a unit of work, at once otherwise: for
 * services called both inside and outside one (a live event after a change, say).
 */
export function whenCommitted(deps: TDeps, hook: TAfterCommit): void {
  const hooks = hooksOf(deps);
  if (hooks) {
    hooks.push(hook);
    return;
  }
  void runHooks(deps, [hook]);
}

// The work is committed whatever a hook does: a failing hook is logged, never thrown to a
// caller who would take it for a failed operation, and the hooks after it still run.
async function runHooks(deps: TDeps, hooks: readonly TAfterCommit[]) {
  for (const hook of hooks) {
    try {
      await hook();
    } catch (err) {
      deps.logger.error({ err }, 'an after-commit hook failed');
    }
  }
}

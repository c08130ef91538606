import type { FastifyInstance } from 'fastify';
import type { TViewer } from './auth/viewer.js';
import type { TWork } from './db/unit-of-work.js';
import type { TDeps, TPlatformDeps } from './deps.js';
import type { TBuilder } from './graphql/builder.js';

/**
 * Tables every module adds to the typed database client. Empty here: each module's index.ts
 * merges its own in (`declare module`), so platform names no module's tables yet the client
 * is typed with all of them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from each module.
export interface TModuleTables {}

/**
 * Adapters a module adds to TDeps (the payment gateway, the library search). Empty here for
 * the same reason as TModuleTables: the module that owns the adapter declares its type.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from each module.
export interface TModuleDeps {}

/**
 * One area of the server as the app sees it. Everything app.ts, the GraphQL schema, the
 * database client, start-up and the jobs runner need from an area comes from here, so an
 * area is added by one line in modules/index.ts.
 */
export type TModule = {
  name: string;
  /**
   * The area's table files (their module namespaces): the relational client's schema.
   * Kept as namespaces, not copied, so no table is read before its file has run (a table
   * file importing another area's index would otherwise find this one half loaded).
   */
  tables: readonly Record<string, unknown>[];
  /** Builds the adapters the area adds to TDeps; an override given to createDeps wins. */
  provideDeps?: (platform: TPlatformDeps, overrides: Partial<TModuleDeps>) => Partial<TModuleDeps>;
  registerGraphql?: (builder: TBuilder) => void;
  /** The area's REST routes at their spec paths; the /api/ form is added by the app. */
  registerRoutes?: (app: FastifyInstance, deps: TDeps) => void;
  /** Declares scheduled and queued work, on every instance, before the runner starts. */
  defineJobs?: (deps: TDeps) => void;
  /** Seed data every start makes sure of (idempotent). */
  seed?: (deps: TDeps) => Promise<void>;
  /** Work once the server listens, such as settling what a crash left half done. */
  onStart?: (deps: TDeps) => Promise<Record<string, unknown>>;
  /**
   * Erases what the area holds about a customer whose account is being deleted, inside the
   * deletion's unit of work (so a failure keeps everything); answers counts for its audit row.
   */
  eraseCustomer?: (work: TWork, customer: TErasedCustomer) => Promise<Record<string, number>>;
  /** Resolves a bearer token to its viewer; one area (account) owns sessions. */
  resolveViewer?: (deps: TDeps, token: string) => Promise<TViewer | undefined>;
};

/** Every module's tables in one object, as the typed client takes its schema. */
export function moduleTables(modules: readonly TModule[]): TModuleTables {
  return Object.assign({}, ...modules.flatMap((m) => m.tables)) as TModuleTables;
}

/** The adapters of every module; each module uses the caller's override when given one. */
export function moduleDeps(
  modules: readonly TModule[],
  platform: TPlatformDeps,
  overrides: Partial<TModuleDeps>,
): TModuleDeps {
  const provided = modules.map((m) => m.provideDeps?.(platform, overrides) ?? {});
  return Object.assign({}, ...provided) as TModuleDeps;
}

/** The session resolver of the area that owns sessions (none: every request is anonymous). */
export function viewerResolver(
  modules: readonly TModule[],
  deps: TDeps,
): (token: string) => Promise<TViewer | undefined> {
  const owner = modules.find((m) => m.resolveViewer);
  return owner?.resolveViewer
    ? (token) => owner.resolveViewer!(deps, token)
    : async () => undefined;
}

export type TErasedCustomer = { userId: string; email: string };

/** Erases a customer from every area in turn, in the caller's unit of work. */
export type TCustomerEraser = (
  work: TWork,
  customer: TErasedCustomer,
) => Promise<Record<string, number>>;

/** The areas' erasers as one: account deletion calls it without naming any other area. */
export function customerEraser(modules: readonly TModule[]): TCustomerEraser {
  return async (work, customer) => {
    const counts: Record<string, number> = {};
    for (const module of modules) {
      if (module.eraseCustomer) Object.assign(counts, await module.eraseCustomer(work, customer));
    }
    return counts;
  };
}

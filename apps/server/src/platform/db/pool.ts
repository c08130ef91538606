import pg from 'pg';

/** A connection pool to PostgreSQL that rides out the server restarting, and closes fully. */
export type TPool = {
  pool: pg.Pool;
  /** Ends the pool and waits until every connection is closed, not merely asked to close. */
  end(): Promise<void>;
};

/**
 * How long a request waits for a connection (a new one, or a turn at a busy pool) before
 * being told the database is away. A stopped server refuses at once; this bounds the wait
 * on one that does not answer at all.
 */
const CONNECT_TIMEOUT_MS = 15_000;
/** How long closing waits for the connections to say goodbye. */
const CLOSE_GRACE_MS = 5_000;

/**
 * A restart of PostgreSQL cuts every connection with 'terminating connection due to
 * administrator command'. node-postgres reports that as an 'error' event on the connection
 * (and on the pool, for an idle one); an event nobody listens to ends the process. Here each
 * connection and the pool always have a listener: the pool drops cut connections and opens
 * new ones on demand, so the app recovers by itself once the server is back.
 */
export function openPool(opts: {
  url: string;
  max: number;
  connectTimeoutMs?: number;
  /** Told of connections lost outside a query (a query's own failure reaches its caller). */
  onConnectionLost?: (error: Error) => void;
  /** Called with each new connection before its first query. */
  onConnect?: (client: pg.PoolClient) => void;
}): TPool {
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: opts.max,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
  });
  const lost = (error: Error) => opts.onConnectionLost?.(error);
  const open = new Set<pg.Client>();
  let allClosed: (() => void) | undefined;

  pool.on('error', lost);
  pool.on('connect', (client) => {
    open.add(client);
    opts.onConnect?.(client);
    // A connection checked out between two queries (inside a transaction) has no pool
    // listener; this one stays for its whole life.
    client.on('error', lost);
    client.once('end', () => {
      open.delete(client);
      if (open.size === 0) allClosed?.();
    });
  });

  return {
    pool,
    async end() {
      // pool.end() resolves once its connections are asked to close; a database dropped
      // right after would still find them, so wait for each to be really gone.
      await pool.end();
      if (open.size === 0) return;
      const closed = new Promise<void>((resolve) => {
        allClosed = resolve;
      });
      // A server that stopped answering may never say goodbye; its connections still have
      // their listener, so whatever they report later is handled.
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CLOSE_GRACE_MS);
      });
      await Promise.race([closed, grace]);
      clearTimeout(timer);
    },
  };
}

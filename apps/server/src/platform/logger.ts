import pino from 'pino';

export type TLogger = pino.Logger;

const ERROR_LEVEL = 50;

const isClientGone = (v: unknown) =>
  v instanceof Error && (v.message === 'premature close' || v.message === 'Premature close');

/** The server's logger; tests pass a destination to read what would have been written. */
export function createLogger(level: string, destination?: pino.DestinationStream): TLogger {
  const options: pino.LoggerOptions = {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    serializers: { err: serializeError },
    hooks: {
      // A browser that leaves mid-answer is ordinary, not a server error: the compression
      // plugin logs its "premature close" as one, so it is written here as what it is.
      logMethod(args, method, level) {
        if (level >= ERROR_LEVEL && isClientGone(args[0])) {
          return this.info('the client closed the connection before the answer was sent');
        }
        return method.apply(this, args);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

// Fields of database errors that carry the values of a query: the query's parameters
// (e-mail addresses, password hashes, answers) and PostgreSQL's detail line, which quotes
// the offending row ("Key (email)=(...) already exists").
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'raw']);
const MAX_CAUSES = 5;

type TErrorLike = { message: string; stack?: unknown; name?: unknown; [key: string]: unknown };

const isErrorLike = (v: unknown): v is TErrorLike =>
  typeof v === 'object' && v !== null && typeof (v as { message?: unknown }).message === 'string';

/**
 * Every error-like object reachable from this one (causes, GraphQL's originalError, nested
 * errors), so values quoted by an inner error are found wherever an outer one repeats them.
 */
function errorChain(err: TErrorLike): TErrorLike[] {
  const found: TErrorLike[] = [];
  const queue: unknown[] = [err];
  while (queue.length && found.length < 20) {
    const next = queue.shift();
    if (!isErrorLike(next) || found.includes(next)) continue;
    found.push(next);
    for (const key of ['cause', 'originalError', 'error']) queue.push(next[key]);
  }
  return found;
}

/** Drizzle spells a failed query's parameters into its message: "...\nparams: a,b,c". */
function quotedParams(chain: TErrorLike[]): string[] {
  const quoted: string[] = [];
  for (const e of chain) {
    for (const key of ['params', 'parameters']) {
      const value = e[key];
      if (Array.isArray(value) && value.length) quoted.push(`params: ${String(value)}`);
    }
  }
  return quoted;
}

function redactText(text: string, quoted: string[]): string {
  let out = text;
  for (const q of quoted) out = out.split(q).join('params: [redacted]');
  return out;
}

function serializeOne(err: TErrorLike, quoted: string[], depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {
    type:
      typeof err.constructor === 'function' && err.constructor.name
        ? err.constructor.name
        : err.name,
    message: redactText(err.message, quoted),
  };
  if (typeof err.stack === 'string') out.stack = redactText(err.stack, quoted);
  for (const key of Object.keys(err)) {
    if (key in out || VALUE_FIELDS.has(key)) continue;
    const value = err[key];
    if (isErrorLike(value)) {
      if (depth < MAX_CAUSES) out[key] = serializeOne(value, quoted, depth + 1);
    } else if (typeof value === 'string') {
      out[key] = redactText(value, quoted);
    } else if (typeof value !== 'function') {
      out[key] = value;
    }
  }
  // `cause` is often not enumerable (Error's own option), so it is followed by name.
  if (!('cause' in out) && isErrorLike(err.cause) && depth < MAX_CAUSES) {
    out.cause = serializeOne(err.cause, quoted, depth + 1);
  }
  return out;
}

/**
 * The log form of an error: type, message, stack and its own fields, with the values of a
 * failed query taken out. Used for every `err` the server logs.
 */
export function serializeError(err: unknown): unknown {
  if (!isErrorLike(err)) return err;
  return serializeOne(err, quotedParams(errorChain(err)), 0);
}

// The waiting rules of SPEC §7 for files: a download that fails for a passing reason (the
// network, a busy server) is tried again every 3 seconds up to 20 tries; a file URL that is
// not there yet is asked for every 5 seconds up to 10 tries. Either way, when the tries run
// out the caller gets one error that says so, to tell the customer plainly.

export const DOWNLOAD_RETRY = { intervalMs: 3_000, tries: 20 } as const;
export const FILE_POLL = { intervalMs: 5_000, tries: 10 } as const;

export class TriesRunOutError extends Error {
  readonly tries: number;
  readonly lastError: unknown;
  constructor(tries: number, lastError: unknown) {
    super(`Gave up after ${tries} tries`);
    this.name = 'TriesRunOutError';
    this.tries = tries;
    this.lastError = lastError;
  }
}

export type TRetryInfo = { attempt: number; tries: number; error: unknown };

export type TRetryOptions = {
  intervalMs: number;
  tries: number;
  /** Whether this failure may pass if tried again; any other failure ends at once. */
  retryOn: (error: unknown) => boolean;
  /** Told before each wait, so a screen can say which try comes next. */
  onRetry?: (info: TRetryInfo) => void;
  signal?: AbortSignal;
};

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `attempt` until it succeeds, fails for good, or the tries run out. */
export async function withRetries<T>(
  attempt: (n: number) => Promise<T>,
  options: TRetryOptions,
): Promise<T> {
  let lastError: unknown;
  for (let n = 1; n <= options.tries; n += 1) {
    try {
      return await attempt(n);
    } catch (error) {
      if (!options.retryOn(error)) throw error;
      lastError = error;
      if (n === options.tries) break;
      options.onRetry?.({ attempt: n, tries: options.tries, error });
      await wait(options.intervalMs, options.signal);
    }
  }
  throw new TriesRunOutError(options.tries, lastError);
}

/** A file URL answered, but without the file yet (still being made or copied). */
export class FileNotReadyError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`The file is not ready yet (${status})`);
    this.name = 'FileNotReadyError';
    this.status = status;
  }
}

// Statuses that mean "not yet" rather than "never": missing for now, accepted but not
// done, too early, too many requests, and the server's passing troubles.
const NOT_YET = new Set([202, 404, 425, 429, 500, 502, 503, 504]);

/** Asks for a file URL until the file is there; a refusal such as 403 ends at once. */
export function pollFileUrl(
  url: string,
  options: {
    signal?: AbortSignal;
    onRetry?: (info: TRetryInfo) => void;
    fetcher?: typeof fetch;
  } = {},
): Promise<Response> {
  const fetcher = options.fetcher ?? fetch;
  return withRetries(
    async () => {
      const response = await fetcher(url, { signal: options.signal });
      // 202 is "ok" to fetch, but says the file is still being made.
      if (response.ok && response.status !== 202) return response;
      throw new FileNotReadyError(response.status);
    },
    {
      ...FILE_POLL,
      signal: options.signal,
      onRetry: options.onRetry,
      retryOn: (error) =>
        (error instanceof FileNotReadyError && NOT_YET.has(error.status)) ||
        error instanceof TypeError,
    },
  );
}

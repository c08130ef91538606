import { print } from '@0no-co/graphql.web';
import {
  API_PATH_PREFIX,
  errorCodeInfo,
  isRetryableCode,
  isServerPath,
  MESSAGES,
} from '@app/domain';
import type { TadaDocumentNode } from '../graphql/graphql';
import { clearToken, getToken } from './auth-token';

export type TFieldMessages = Record<string, string>;

/** Every failed call surfaces as this: the server's code, its human message and field hints. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: TFieldMessages;
  /** How long the server asked the client to wait before trying again, when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: TFieldMessages = {},
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Decided by the error's code, from the domain's table (ERROR_CODES), never by the HTTP
 * status: GraphQL answers its errors with 200. Worth asking again are UNAVAILABLE (a service
 * the server needs is briefly away and nothing was done) and NETWORK (no answer at all, as
 * while the server restarts). Every other failure, a 500 included, would fail the same way
 * again or might repeat what was done.
 */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && isRetryableCode(error.code);
}

/** Asked again only when the error's code says so, at most three times. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return isRetryable(error) && failureCount < 3;
}

/**
 * For a mutation that can safely run twice: one whose variables carry an idempotency key,
 * so a repeat is answered with the first result. Spread into useMutation; every other
 * write is never repeated for the user.
 */
export const idempotentRetry: {
  // Typed with Error, as a mutation's error is by default, so spreading changes no types.
  retry: (failureCount: number, error: Error) => boolean;
  retryDelay: (attempt: number, error: Error) => number;
} = { retry: shouldRetry, retryDelay: retryDelayMs };

/** The server's message for each field it refused, keyed by field; empty for other errors. */
export function serverFieldErrors(error: unknown): TFieldMessages {
  return error instanceof ApiError ? error.fields : {};
}

/** How long to wait before retry number `attempt` (0-based): what the server asked, capped. */
export function retryDelayMs(attempt: number, error: unknown): number {
  const asked = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  const backoff = 1000 * 2 ** attempt;
  return Math.min(asked !== undefined ? asked * 1000 : backoff, 10_000);
}

const NETWORK_MESSAGE = MESSAGES.networkFailed;

type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Lets a request outlive the page, for analytics sent as the user leaves. */
  keepalive?: boolean;
};

type TErrorDetail = { code?: unknown; message?: unknown; fields?: unknown };

type TErrorBody = {
  error?: TErrorDetail;
  /** GraphQL's shape, for a refusal made before the query ran (the session check, say). */
  errors?: { message?: unknown; extensions?: { code?: unknown; fields?: unknown } }[];
};

function errorDetail(body: TErrorBody | undefined): TErrorDetail | undefined {
  if (body?.error) return body.error;
  const first = Array.isArray(body?.errors) ? body.errors[0] : undefined;
  return first ? { ...first.extensions, message: first.message } : undefined;
}

function retryAfterHeader(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * Whose words an answer without a message gets: the code's, by the status the server gives
 * that code. The answer's own code stays HTTP_<status>, so it is never retried on a guess.
 */
const WORDS_FOR_STATUS: Record<number, string> = {
  400: 'BAD_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

function fieldsOf(value: unknown): TFieldMessages {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: TErrorBody | undefined;
  try {
    body = (await response.json()) as TErrorBody;
  } catch {
    body = undefined;
  }
  const error = errorDetail(body);
  const code = typeof error?.code === 'string' ? error.code : `HTTP_${response.status}`;
  const fields = fieldsOf(error?.fields);
  const retryAfter = retryAfterHeader(response);
  if (typeof error?.message === 'string' && error.message) {
    return new ApiError(response.status, code, error.message, fields, retryAfter);
  }
  // No message came: the catalogue's words for the code.
  const wordsOf = typeof error?.code === 'string' ? code : WORDS_FOR_STATUS[response.status];
  const fallback =
    wordsOf === 'RATE_LIMITED'
      ? MESSAGES.tooManyRequests(retryAfter ?? 60)
      : errorCodeInfo(wordsOf ?? 'INTERNAL').message;
  return new ApiError(response.status, code, fallback, fields, retryAfter);
}

/**
 * Where the app calls a REST path of the spec: its /api/ form, which the server always
 * answers from the API (the bare spec path is a page when a browser navigates to it).
 * GraphQL, the server's own /api/ paths and absolute URLs are called as they are.
 */
export function apiUrl(path: string): string {
  return path.startsWith('/') && !isServerPath(path) ? API_PATH_PREFIX + path : path;
}

/** A same-origin JSON call carrying the session's bearer token. */
export async function apiRequest<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }

  // A 401 on a call that carried a token means the session is over; dropping the token
  // sends the user to sign-in (see RequireAuth) wherever the call was made from.
  if (response.status === 401 && token) clearToken();
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

type TGraphqlResponse<T> = {
  data?: T | null;
  errors?: { message?: string; extensions?: { code?: unknown; fields?: unknown } }[];
};

/** The body of a GraphQL POST: the document printed, with its typed variables. */
export function graphqlBody<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables?: TVariables,
): { query: string; variables: TVariables | undefined } {
  return { query: print(document), variables };
}

/**
 * Sends a document written with `graphql(...)` (src/graphql/graphql.ts); its result and
 * variables are the types gql.tada reads from the schema, so nothing on the wire is declared
 * by hand. A document without variables takes none.
 */
export async function graphqlRequest<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  ...[variables]: Record<string, never> extends TVariables
    ? [variables?: TVariables]
    : [variables: TVariables]
): Promise<TResult> {
  const result = await apiRequest<TGraphqlResponse<TResult>>('/graphql', {
    method: 'POST',
    body: graphqlBody(document, variables),
  });
  const first = result.errors?.[0];
  if (first) {
    // GraphQL answers 200 whatever happened; the code says what it was, and the status is
    // the one the same refusal gets over REST, so callers read both alike.
    const code = typeof first.extensions?.code === 'string' ? first.extensions.code : 'INTERNAL';
    if (code === 'UNAUTHENTICATED' && getToken()) clearToken();
    const info = errorCodeInfo(code);
    throw new ApiError(
      info.status,
      code,
      first.message || info.message,
      fieldsOf(first.extensions?.fields),
    );
  }
  return result.data as TResult;
}

/** Fetches a file with the session's token and hands it to the browser as a download. */
export async function apiDownload(path: string): Promise<{ fileName: string }> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
  if (response.status === 401 && token) clearToken();
  if (!response.ok) throw await toApiError(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'document';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { fileName };
}

import { MESSAGES } from '@app/domain';
import { clearToken, getToken } from './auth-token';

export type TFieldMessages = Record<string, string>;

/** Every failed call surfaces as this: the server's code, its human message and field hints. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: TFieldMessages;

  constructor(status: number, code: string, message: string, fields: TFieldMessages = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

const NETWORK_MESSAGE = 'We could not reach Clausewell. Check your connection and try again.';

type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Lets a request outlive the page, for analytics sent as the user leaves. */
  keepalive?: boolean;
};

type TErrorBody = {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
};

function retryAfterSeconds(response: Response): number {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? value : 60;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: TErrorBody | undefined;
  try {
    body = (await response.json()) as TErrorBody;
  } catch {
    body = undefined;
  }
  const error = body?.error;
  const code = typeof error?.code === 'string' ? error.code : `HTTP_${response.status}`;
  const fields =
    error?.fields && typeof error.fields === 'object' ? (error.fields as TFieldMessages) : {};
  if (typeof error?.message === 'string' && error.message) {
    return new ApiError(response.status, code, error.message, fields);
  }
  const fallback =
    response.status === 429
      ? MESSAGES.tooManyRequests(retryAfterSeconds(response))
      : response.status === 401
        ? MESSAGES.sessionExpired
        : response.status === 403
          ? MESSAGES.forbidden
          : response.status === 404
            ? MESSAGES.notFound
            : MESSAGES.unexpected;
  return new ApiError(response.status, code, fallback, fields);
}

/** A same-origin JSON call carrying the session's bearer token. */
export async function apiRequest<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
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
  errors?: { message?: string; extensions?: { code?: string } }[];
};

export async function graphqlRequest<T>(
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const result = await apiRequest<TGraphqlResponse<T>>('/graphql', {
    method: 'POST',
    body: { query, variables },
  });
  const first = result.errors?.[0];
  if (first) {
    const code = first.extensions?.code ?? 'GRAPHQL_ERROR';
    if (code === 'UNAUTHENTICATED' && getToken()) clearToken();
    throw new ApiError(200, code, first.message || MESSAGES.unexpected);
  }
  return result.data as T;
}

/** Fetches a file with the session's token and hands it to the browser as a download. */
export async function apiDownload(path: string): Promise<{ fileName: string }> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
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

import { ERROR_CODES, MESSAGES } from '@app/domain';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { graphql } from '../graphql/graphql';
import {
  ApiError,
  apiRequest,
  graphqlRequest,
  idempotentRetry,
  isRetryable,
  serverFieldErrors,
} from './api-client';

const GET_USER = graphql(`query GetUser { getUser { email } }`);
const CREATE_PARTNER = graphql(`
  mutation CreatePartner($userId: String!, $email: String!) {
    createPartner(userId: $userId, email: $email)
  }
`);
const partner = { userId: 'u-1', email: 'alex@example.com.au' };

const UNAVAILABLE = {
  code: 'UNAVAILABLE',
  message: 'Clausewell is briefly unavailable. Please try again in a few seconds.',
};

/** A server that gives the answers in turn, recording each call. */
function answers(...responses: (() => Response)[]) {
  const fetchMock = vi.fn(async () => {
    const next = responses.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('retrying calls', () => {
  it('reads a REST 503 UNAVAILABLE as retryable, with the wait the server asked for', async () => {
    answers(() => json(503, { error: UNAVAILABLE }, { 'retry-after': '5' }));
    const error = await apiRequest('/api/anything').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'UNAVAILABLE', retryAfterSeconds: 5 });
    expect((error as ApiError).message).toBe(UNAVAILABLE.message);
    expect(isRetryable(error)).toBe(true);
  });

  it('reads the code of a GraphQL-shaped refusal made before the query ran', async () => {
    answers(() =>
      json(503, { errors: [{ message: UNAVAILABLE.message, extensions: UNAVAILABLE }] }),
    );
    const error = await graphqlRequest(GET_USER).catch((e) => e);
    expect(error).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    expect(isRetryable(error)).toBe(true);
  });

  it('asks again when the server was briefly unavailable, and gets the answer', async () => {
    const fetchMock = answers(
      () =>
        json(200, {
          data: null,
          errors: [{ message: UNAVAILABLE.message, extensions: UNAVAILABLE }],
        }),
      () => json(200, { data: { getUser: { email: 'alex@example.com.au' } } }),
    );
    const client = createQueryClient();
    const data = await client.fetchQuery({
      queryKey: ['user'],
      queryFn: () => graphqlRequest(GET_USER),
    });
    expect(data.getUser?.email).toBe('alex@example.com.au');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never asks again after any other failure, a 500 included', async () => {
    for (const failure of [
      () =>
        json(500, { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }),
      () => json(502, 'Bad gateway'),
      () => json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }),
      () => json(200, { errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] }),
    ]) {
      const fetchMock = answers(failure, () => json(200, { data: { getUser: null } }));
      const client = createQueryClient();
      const error = await client
        .fetchQuery({ queryKey: ['thing'], queryFn: () => graphqlRequest(GET_USER) })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(isRetryable(error)).toBe(false);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });
});

describe('errors decided by code', () => {
  it('gives a GraphQL refusal the status, fields and retryability of its code', async () => {
    answers(() =>
      json(200, {
        data: null,
        errors: [
          {
            message: MESSAGES.teamInviteLimitReached,
            extensions: { code: 'LIMIT_REACHED' },
          },
        ],
      }),
    );
    const error = await graphqlRequest(CREATE_PARTNER, partner).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'LIMIT_REACHED',
      status: ERROR_CODES.LIMIT_REACHED.status,
      message: 'Max limit of team members invited',
    });
    expect(isRetryable(error)).toBe(false);
  });

  it("keeps a GraphQL refusal's field messages, keyed by field", async () => {
    const fields = { email: MESSAGES.referralEmailMismatch };
    answers(() =>
      json(200, {
        data: null,
        errors: [{ message: `email: ${fields.email}`, extensions: { code: 'BAD_INPUT', fields } }],
      }),
    );
    const error = await graphqlRequest(CREATE_PARTNER, partner).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_INPUT', status: 400 });
    expect(serverFieldErrors(error)).toEqual(fields);
  });

  it('answers a REST refusal without a message in the catalogue words of its code', async () => {
    answers(() => json(409, { error: { code: 'LIMIT_REACHED' } }));
    const error = await apiRequest('/api/team/invite', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'LIMIT_REACHED', message: MESSAGES.limitReached });
  });

  it('repeats an idempotent mutation the server could not run, and no other', async () => {
    const unavailable = () => json(503, { error: UNAVAILABLE }, { 'retry-after': '0.01' });
    const ok = () => json(200, { data: { createPartner: 'partner-1' } });
    const run = (options: object) => {
      const client = createQueryClient();
      return client
        .getMutationCache()
        .build(client, {
          ...options,
          mutationFn: () => graphqlRequest(CREATE_PARTNER, partner),
        })
        .execute(undefined)
        .catch((e: unknown) => e);
    };
    const keyed = answers(unavailable, ok);
    await expect(run(idempotentRetry)).resolves.toEqual({ createPartner: 'partner-1' });
    expect(keyed).toHaveBeenCalledTimes(2);

    const plain = answers(unavailable, ok);
    await expect(run({})).resolves.toMatchObject({ code: 'UNAVAILABLE' });
    expect(plain).toHaveBeenCalledTimes(1);
  });
});

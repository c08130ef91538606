import { Writable } from 'node:stream';
import { ERROR_CODES, MESSAGES } from '@app/domain';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { createLogger } from '../logger.js';
import { answerFrameworkError, registerErrorHandler } from './error-handler.js';
import { registerInputGuard } from './input-guard.js';

// The error handler and input guard on a bare Fastify, with routes that fail on purpose:
// the app's own routes never throw an unexpected error on demand.
const lines: string[] = [];
const app = Fastify({
  loggerInstance: createLogger(
    'info',
    new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  ) as FastifyBaseLogger,
  frameworkErrors: answerFrameworkError,
});

beforeAll(async () => {
  registerErrorHandler(app);
  registerInputGuard(app);
  app.get('/boom', async () => {
    throw new DrizzleQueryError('select 1 where email = $1', ['mia@example.com'], new Error('x'));
  });
  app.post('/refused', async () => {
    throw new AppError('BAD_INPUT', 'name: is required', { fields: { name: 'is required' } });
  });
  app.post('/team-full', async () => {
    throw new AppError('LIMIT_REACHED', MESSAGES.teamInviteLimitReached);
  });
  app.route({
    method: 'POST',
    url: '/graphql-like',
    config: { errorShape: 'graphql' },
    handler: async () => {
      throw new AppError('BAD_INPUT', 'n: is required', { fields: { n: 'is required' } });
    },
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the error handler', () => {
  it('answers an unexpected error with a generic 500, no stack, and logs it redacted', async () => {
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: {
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again later.',
      },
    });
    expect(res.body).not.toMatch(/at |stack|select/);
    const logged = lines.find((l) => l.includes('unexpected error'));
    expect(logged).toContain('select 1 where email = $1');
    expect(logged).not.toContain('mia@example.com');
  });

  it("answers a code SPEC §8 names (LIMIT_REACHED) with the domain's status and §8's words", async () => {
    const res = await app.inject({ method: 'POST', url: '/team-full' });
    expect(res.statusCode).toBe(ERROR_CODES.LIMIT_REACHED.status);
    expect(res.json()).toEqual({
      error: { code: 'LIMIT_REACHED', message: 'Max limit of team members invited' },
    });
  });

  it('answers refusals with their fields, as REST or GraphQL errors', async () => {
    const rest = await app.inject({ method: 'POST', url: '/refused' });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({
      error: { code: 'BAD_INPUT', message: 'name: is required', fields: { name: 'is required' } },
    });
    const gql = await app.inject({ method: 'POST', url: '/graphql-like' });
    expect(gql.statusCode).toBe(400);
    expect(gql.json()).toEqual({
      errors: [
        {
          message: 'n: is required',
          extensions: { code: 'BAD_INPUT', fields: { n: 'is required' } },
        },
      ],
    });
  });

  it('lists every route it answers, so tools can walk them', () => {
    expect(app.routeTable).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/boom' },
        { method: 'POST', url: '/refused' },
      ]),
    );
  });
});

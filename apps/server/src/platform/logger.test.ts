import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

const EMAIL = 'mia.chen@example.com';
const HASH =
  'scrypt$4096$8$1$WVeXyE4srGwhZNWklbP+lA==$FyHsAeVkVG9k3exy0A69dOaYOJ4GaYa4UQn+55yZ5To=';

function capture() {
  const lines: string[] = [];
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  return { logger, lines };
}

/** What Drizzle throws when PostgreSQL refuses an insert: its params, and pg's detail line. */
function failedInsert() {
  const cause = Object.assign(
    new Error('duplicate key value violates unique constraint "users_email_key"'),
    {
      code: '23505',
      detail: `Key (email)=(${EMAIL}) already exists.`,
    },
  );
  return new DrizzleQueryError(
    'insert into "users" ("id", "email", "password_hash") values ($1, $2, $3)',
    ['01M7XPE600BDHR9VAS14W198D5', EMAIL, HASH],
    cause,
  );
}

describe('logged errors', () => {
  it('keep the failed query and the database message but none of its values', () => {
    const { logger, lines } = capture();
    logger.error({ err: failedInsert() }, 'unexpected error');
    const [line] = lines;
    expect(line).toContain('insert into \\"users\\"');
    expect(line).toContain('users_email_key');
    expect(line).toContain('23505');
    expect(line).toContain('params: [redacted]');
    expect(line).not.toContain(EMAIL);
    expect(line).not.toContain(HASH);
  });

  it('redact the values when GraphQL repeats the message of the error it wraps', () => {
    const { logger, lines } = capture();
    const original = failedInsert();
    const wrapped = new GraphQLError(original.message, {
      originalError: original,
      path: ['signUp'],
    });
    logger.error({ err: wrapped }, 'graphql resolver failed');
    expect(lines[0]).toContain('params: [redacted]');
    expect(lines[0]).not.toContain(EMAIL);
    expect(lines[0]).not.toContain(HASH);
  });

  it('are logged whole when they carry no query values', () => {
    const { logger, lines } = capture();
    logger.error(
      { err: Object.assign(new Error('disk full'), { code: 'ENOSPC' }) },
      'write failed',
    );
    const entry = JSON.parse(lines[0]!);
    expect(entry.err).toMatchObject({ type: 'Error', message: 'disk full', code: 'ENOSPC' });
    expect(entry.err.stack).toMatch(/^Error: disk full\n\s+at /);
  });
});

describe('a client that leaves mid-answer', () => {
  it('is written as information, not as a server error', () => {
    const { logger, lines } = capture();
    logger.error(new Error('premature close'));
    logger.error(new Error('the disk is full'));
    const [left, failed] = lines.map((l) => JSON.parse(l));
    expect(left).toMatchObject({
      level: 30,
      msg: 'the client closed the connection before the answer was sent',
    });
    expect(failed).toMatchObject({ level: 50, err: { message: 'the disk is full' } });
  });
});

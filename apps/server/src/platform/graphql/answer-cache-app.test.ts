import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../modules/account/tables.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { mayWrite } from '../db/write-watch.js';

// The answer cache in the whole app, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
// GetUserSubscriptions answers with the server's `now`, so a kept answer shows itself: its
// `now` stays behind a clock that moved on. On PostgreSQL any writing transaction in the
// whole cluster (other test files' databases too) moves the snapshot the cache compares, so
// there an answer may always be worked out afresh: the tests check that it is never stale,
// and that it is kept only where nothing else can write (PGlite).
const NOW = 'query GetUserSubscriptions { getUserSubscriptions { now } }';

const keepsOnQuietDatabase = (kind: string) => kind === 'pglite';

const userIdOf = (c: { user: { id?: unknown; flakeId?: unknown } }) =>
  String(c.user.flakeId ?? c.user.id);

describe('kept answers of hot reads', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const nowFor = async (token: string) => {
    const res = await t.api.post('/graphql', { query: NOW }, token);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data.getUserSubscriptions.now as string;
  };

  it('answers a repeat from memory, and afresh once anything is written', async () => {
    const c = await signUpCustomer(t.api);
    await nowFor(c.token); // the first sight of the text, through Yoga
    const kept = await nowFor(c.token);
    t.clock.advance(500);
    if (keepsOnQuietDatabase(t.deps.database.kind)) expect(await nowFor(c.token)).toBe(kept);
    const changed = await t.deps.database.db
      .update(users)
      .set({ phone: '0400 000 000' })
      .where(eq(users.id, userIdOf(c)))
      .returning({ id: users.id });
    expect(changed).toHaveLength(1);
    expect(await nowFor(c.token)).toBe(t.clock.now().toISOString());
  });

  it('never keeps an answer past the commit of a transaction that was open while it was read', async () => {
    const c = await signUpCustomer(t.api);
    await nowFor(c.token);
    await nowFor(c.token);
    t.clock.advance(100);
    const kept = await nowFor(c.token);
    if (keepsOnQuietDatabase(t.deps.database.kind)) {
      expect(kept).not.toBe(t.clock.now().toISOString()); // proof the answer is kept
    }
    let during = '';
    await t.deps.database.db.transaction(async (tx) => {
      const changed = await tx
        .update(users)
        .set({ phone: '0400 111 111' })
        .where(eq(users.id, userIdOf(c)))
        .returning({ id: users.id });
      expect(changed).toHaveLength(1);
      // On PostgreSQL this read runs on another connection beside the open transaction; on
      // PGlite (one connection) it waits, so it is asked after the commit instead.
      if (t.deps.database.kind === 'postgres') during = await nowFor(c.token);
    });
    t.clock.advance(100);
    const after = await nowFor(c.token);
    expect(after).toBe(t.clock.now().toISOString());
    if (during) expect(after).not.toBe(during);
  });

  it('ages out even without writes, so the time of day is never far behind', async () => {
    const c = await signUpCustomer(t.api);
    await nowFor(c.token);
    const kept = await nowFor(c.token);
    t.clock.advance(t.deps.config.ANSWER_CACHE_SECONDS * 1000);
    const later = await nowFor(c.token);
    expect(later).not.toBe(kept);
    expect(later).toBe(t.clock.now().toISOString());
  });

  it('moves the write count for writes and commits, not for reads', async () => {
    const { db, writes } = t.deps.database;
    const before = writes.generation();
    await db.execute(sql`select 1`);
    await db.select().from(users).limit(1);
    expect(writes.generation()).toBe(before);
    await db.execute(sql`update users set phone = phone where false`);
    expect(writes.generation()).toBeGreaterThan(before);
    const afterUpdate = writes.generation();
    await db.transaction(async (tx) => {
      await tx.select().from(users).limit(1);
    });
    expect(writes.generation()).toBeGreaterThan(afterUpdate);
  });
});

describe('which statements may write', () => {
  it('takes only a SELECT as a read', () => {
    expect(mayWrite('select 1')).toBe(false);
    expect(mayWrite('  (SELECT 1)')).toBe(false);
    expect(mayWrite('\n\tSelect * from users')).toBe(false);
    for (const text of [
      'insert into x values (1)',
      'update x set a = 1',
      'delete from x',
      'with d as (delete from x returning *) select * from d',
      'commit',
      'truncate x',
      undefined,
      { text: 'select 1' },
    ]) {
      expect(mayWrite(text), String(text)).toBe(true);
    }
  });
});

// Two instances on one PostgreSQL database: an answer kept by one gives way to a write made
// through the other, on the very next read.
describe.runIf(process.env.TEST_DATABASE_URL)('kept answers on two instances', () => {
  let one: TTestApp;
  let two: TTestApp;
  beforeAll(async () => {
    one = await startTestApp();
    two = await startTestApp({ sameDatabaseAs: one });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it("drops instance B's kept answer when instance A writes", async () => {
    const c = await signUpCustomer(one.api);
    const ask = async () =>
      (await two.api.post('/graphql', { query: NOW }, c.token)).body.data.getUserSubscriptions
        .now as string;
    await ask();
    await ask();
    two.clock.advance(300);
    await ask(); // kept, unless another writer in the cluster moved the snapshot meanwhile
    const changed = await one.deps.database.db
      .update(users)
      .set({ phone: '0400 222 222' })
      .where(eq(users.id, userIdOf(c)))
      .returning({ id: users.id });
    expect(changed).toHaveLength(1);
    expect(await ask()).toBe(two.clock.now().toISOString());
  });
});

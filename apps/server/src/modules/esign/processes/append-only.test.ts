import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../../test-support/test-app.js';
import { findCompletedByResultHash } from './lookup.js';

describe('signing tables', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('keeps the audit log append-only, removed only with its process, and finds a sealed result by hash', async () => {
    const { user } = await signUpCustomer(app.api);
    const db = app.deps.database.db;
    await db.execute(sql`insert into signing_processes (id, owner_id, document_id, title, status,
      signing_order, original_sha256, result_sha256, page_count, created_at, completed_at)
      values ('p1', ${user.flakeId}, 'd1', 'NDA', 'COMPLETED', 'PARALLEL', 'aa', 'bb', 1, now(), now())`);
    await db.execute(sql`insert into signing_recipients (id, process_id, name, email, role, position,
      status, token_hash, signed_at) values ('r1', 'p1', 'Sam', 'sam@example.com', 'SIGNER', 1, 'SIGNED', 'h1', now())`);
    await db.execute(sql`insert into signing_events (id, process_id, at, kind)
      values ('e1', 'p1', now(), 'SENT')`);
    await expect(db.execute(sql`update signing_events set kind = 'X'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from signing_events`)).rejects.toThrow();

    const found = await findCompletedByResultHash(app.deps, 'BB');
    expect(found?.title).toBe('NDA');
    expect(found?.signers.map((s) => s.email)).toEqual(['sam@example.com']);
    expect(await findCompletedByResultHash(app.deps, 'aa')).toBeUndefined();

    await db.execute(sql`delete from signing_processes where id = 'p1'`);
    const left = await db.execute(sql`select count(*)::int as n from signing_events`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

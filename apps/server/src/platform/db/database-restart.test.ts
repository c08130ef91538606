import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresUnavailableReason,
  startPrivatePostgres,
  type TPrivatePostgres,
} from '../../test-support/private-services.js';
import {
  GET_USER,
  signUpCustomer,
  startTestApp,
  type TTestApp,
} from '../../test-support/test-app.js';

// PostgreSQL restarting under a running app: the test starts a cluster of its own, points the
// app at it, stops it with `pg_ctl stop -m fast` (what a restart does to open connections)
// and starts it again, without restarting the app.

const skipReason = postgresUnavailableReason();

// Read from the database on every call (the session itself may be cached).
const COUNT_DOCUMENTS = '{ getUser { email documentsCount } }';

/** Asks until `ready` holds: the pools reconnect on their own, in their own time. */
async function eventually(ready: () => Promise<boolean>) {
  const deadline = performance.now() + 30_000;
  while (!(await ready())) {
    if (performance.now() > deadline) throw new Error('the app did not recover within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(skipReason)(
  `a PostgreSQL restart under the running app${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let pg: TPrivatePostgres;
    let t: TTestApp;
    beforeAll(async () => {
      pg = await startPrivatePostgres();
      t = await startTestApp({ sameDatabaseAs: { databaseUrl: pg.url } });
    }, 60_000);
    afterAll(async () => {
      await t?.close();
      await pg?.destroy();
    });

    it('answers 503 UNAVAILABLE while the database is away, then recovers by itself', async () => {
      const customer = await signUpCustomer(t.api);
      const credentials = { email: customer.input.email, password: customer.input.password };
      // Several requests at once leave several idle connections in the pool for the
      // restart to cut.
      const before = await Promise.all(
        Array.from({ length: 6 }, () => t.api.graphql(GET_USER, {}, customer.token)),
      );
      expect(before.map((r) => r.body.data?.getUser?.email)).toEqual(
        Array(6).fill(customer.input.email),
      );
      expect((await t.api.get('/readyz')).status).toBe(200);

      await pg.stop();

      const ready = await t.api.get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'unavailable', database: 'postgres' });

      const signIn = await t.api.post('/auth/sign-in', credentials);
      expect(signIn.status).toBe(503);
      expect(signIn.headers.get('retry-after')).toBe('5');
      expect(signIn.body.error).toEqual({
        code: 'UNAVAILABLE',
        message: 'Clausewell is briefly unavailable. Please try again in a few seconds.',
      });

      const read = await t.api.graphql(COUNT_DOCUMENTS, {}, customer.token);
      expect(read.status).toBe(200);
      expect(read.body.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
      expect(read.body.errors?.[0]?.message).toBe(
        'Clausewell is briefly unavailable. Please try again in a few seconds.',
      );

      await pg.start();

      await eventually(async () => (await t.api.get('/readyz')).status === 200);
      const after = await t.api.graphql(COUNT_DOCUMENTS, {}, customer.token);
      expect(after.body.data.getUser.documentsCount).toBe(0);
      const again = await t.api.post('/auth/sign-in', credentials);
      expect(again.status).toBe(200);
      expect(again.body.token).toBeTruthy();
    });
  },
);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { eraseCustomerBusinesses } from './index.js';

describe("erasing a closed account's businesses", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("removes only that customer's businesses, so the next owner can add them", async () => {
    const [abnA, abnB] = (
      await t.deps.businessRegistry.searchByName({ name: 'pty', limit: 2, onlyRegistered: true })
    ).map((e) => e.ABN.identifierValue);
    const leaving = await signUpCustomer(t.api);
    const staying = await signUpCustomer(t.api);
    const next = await signUpCustomer(t.api);
    await t.api.post('/api/entity/byob', { abn: abnA }, leaving.token);
    await t.api.post('/api/entity/byob', { abn: abnB }, staying.token);
    expect((await t.api.post('/api/entity/byob', { abn: abnA }, next.token)).status).toBe(409);

    const userId = leaving.user.flakeId ?? leaving.user.id;
    const erased = await inUnitOfWork(t.deps, (work) => eraseCustomerBusinesses(work, { userId }));
    expect(erased).toEqual({ businesses: 1 });

    expect((await t.api.get('/api/businesses/list', leaving.token)).body).toEqual([]);
    expect((await t.api.get('/api/businesses/list', staying.token)).body).toHaveLength(1);
    expect((await t.api.post('/api/entity/byob', { abn: abnA }, next.token)).status).toBe(200);
  });
});

import { REGISTRATION_MESSAGES as M } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewAdmin } from '../../test-support/admin.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

const REQUEST = `mutation Request($data: JSON!) {
  requestTrademark(data: $data) { id status mark classes ownerName } }`;
const MINE = `query { myTrademarkOrders { id mark } }`;
const ALL = `query { trademarkOrders { id mark ownerName } }`;

describe('trade mark requests', () => {
  let t: TTestApp;
  let token: string;
  let other: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = (await signUpCustomer(t.api)).token;
    other = (await signUpCustomer(t.api)).token;
  });
  afterAll(() => t.close());

  it('keeps a request as an order the customer and staff see, and no one else', async () => {
    const res = await t.api.graphql(
      REQUEST,
      { data: { mark: 'WATTLE PAWS', classes: [44, 31, 44], ownerName: 'Mia Nguyen' } },
      token,
    );
    const order = res.body.data.requestTrademark;
    expect(order).toMatchObject({ status: 'RECEIVED', mark: 'WATTLE PAWS', classes: [31, 44] });
    expect((await t.api.graphql(MINE, {}, token)).body.data.myTrademarkOrders).toEqual([
      { id: order.id, mark: 'WATTLE PAWS' },
    ]);
    expect((await t.api.graphql(MINE, {}, other)).body.data.myTrademarkOrders).toEqual([]);
    const refused = await t.api.graphql(ALL, {}, other);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await signInNewAdmin(t);
    const all = (await t.api.graphql(ALL, {}, admin)).body.data.trademarkOrders;
    expect(all).toContainEqual({ id: order.id, mark: 'WATTLE PAWS', ownerName: 'Mia Nguyen' });
  });

  it('names the field a request got wrong', async () => {
    const res = await t.api.graphql(
      REQUEST,
      { data: { mark: 'X', classes: [], ownerName: 'Mia Nguyen' } },
      token,
    );
    expect((res.body.errors?.[0]?.extensions as { fields?: unknown } | undefined)?.fields).toEqual({
      classes: M.trademarkClasses,
    });
  });
});

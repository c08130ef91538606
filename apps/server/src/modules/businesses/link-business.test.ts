import { BUSINESS_MESSAGES, MESSAGES, type TBusinessSearchResult } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

describe('adding an existing business to the account', () => {
  let t: TTestApp;
  let companies: TBusinessSearchResult[];
  let soleTraders: TBusinessSearchResult[];
  let gone: TBusinessSearchResult;
  beforeAll(async () => {
    t = await startTestApp();
    const all = await t.deps.businessRegistry.searchByName({
      name: 'pty',
      limit: 100_000,
      onlyRegistered: false,
    });
    companies = all.filter((e) => e.entityStatus === 'Registered');
    gone = all.find((e) => e.entityStatus === 'Deregistered')!;
    soleTraders = (
      await t.deps.businessRegistry.searchByName({
        name: 'smith',
        limit: 500,
        onlyRegistered: true,
      })
    ).filter((e) => e.entityType === 'Individual/Sole Trader');
  });
  afterAll(() => t.close());

  it('links a Registered company by ABN and lists it with the §3 fields, only for its owner', async () => {
    const me = await signUpCustomer(t.api);
    const other = await signUpCustomer(t.api);
    const company = companies[0]!;
    const linked = await t.api.post(
      '/api/entity/byob',
      { abn: company.ABN.identifierValue },
      me.token,
    );
    expect(linked.status).toBe(200);
    expect(linked.body.business).toMatchObject({
      entityName: company.mainName?.organisationName,
      businessStructure: 'Australian Private Company',
      acn: company.ASICNumber,
      entityStatus: 'Registered',
    });
    const { businessId } = linked.body.business;

    const mine = await t.api.get('/api/businesses/list', me.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([linked.body.business]);
    expect((await t.api.get('/api/businesses/list', other.token)).body).toEqual([]);

    const details = await t.api.get(`/api/businesses/${businessId}/details`, me.token);
    expect(details.body).toMatchObject({
      abn: company.ABN.identifierValue,
      stateCode: company.mainBusinessPhysicalAddress.stateCode,
      registrationKind: 'BYOB',
    });
    // Another customer cannot read it by id.
    const theirs = await t.api.get(`/api/businesses/${businessId}/details`, other.token);
    expect(theirs.status).toBe(404);
    expect((await t.api.get('/api/businesses/list')).status).toBe(401);
  });

  it('answers the same business again when its owner links it twice', async () => {
    const me = await signUpCustomer(t.api);
    const abn = companies[1]!.ABN.identifierValue;
    const first = await t.api.post('/api/entity/byob', { abn }, me.token);
    const again = await t.api.post('/api/entity/byob', { abn }, me.token);
    expect(again.status).toBe(200);
    expect(again.body.business.businessId).toBe(first.body.business.businessId);
    expect((await t.api.get('/api/businesses/list', me.token)).body).toHaveLength(1);
  });

  it('refuses a business linked to another user with the §8 message, and leaves it with its owner', async () => {
    const owner = await signUpCustomer(t.api);
    const stranger = await signUpCustomer(t.api);
    const abn = companies[2]!.ABN.identifierValue;
    await t.api.post('/api/entity/byob', { abn }, owner.token);
    const refused = await t.api.post('/api/entity/byob', { abn }, stranger.token);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('BUSINESS_OCCUPIED_BY_OTHER_USER');
    expect(refused.body.error.message).toBe(MESSAGES.entityLinkOccupied);
    expect((await t.api.get('/api/businesses/list', stranger.token)).body).toEqual([]);
    expect((await t.api.get('/api/businesses/list', owner.token)).body).toHaveLength(1);
  });

  it('refuses a deregistered business, an unknown ABN and bad check digits, adding nothing', async () => {
    const me = await signUpCustomer(t.api);
    const dead = await t.api.post('/api/entity/byob', { abn: gone.ABN.identifierValue }, me.token);
    expect(dead.status).toBe(400);
    expect(dead.body.error.fields.abn).toBe(BUSINESS_MESSAGES.businessNotRegistered);
    const unknown = await t.api.post('/api/entity/byob', { abn: '51 824 753 556' }, me.token);
    expect(unknown.status).toBe(404);
    const bad = await t.api.post('/api/entity/byob', { abn: '51 824 753 557' }, me.token);
    expect(bad.body.error.fields.abn).toBe(BUSINESS_MESSAGES.abnCheckDigits);
    expect((await t.api.get('/api/businesses/list', me.token)).body).toEqual([]);
  });

  it('links by ACN or ABN through transform-byob, only for the account asking', async () => {
    const me = await signUpCustomer(t.api);
    const other = await signUpCustomer(t.api);
    const company = companies[3]!;
    const forOther = await t.api.post(
      '/api/entity/transform-byob',
      {
        userId: other.user.flakeId ?? other.user.id,
        identifier: company.ASICNumber,
        isService: false,
      },
      me.token,
    );
    expect(forOther.status).toBe(403);
    expect(forOther.body.error.message).toBe(BUSINESS_MESSAGES.otherUser);

    const userId = me.user.flakeId ?? me.user.id;
    const byAcn = await t.api.post(
      '/api/entity/transform-byob',
      { userId, identifier: company.ASICNumber, isService: false },
      me.token,
    );
    expect(byAcn.status).toBe(200);
    expect(byAcn.body.business.acn).toBe(company.ASICNumber);
    const trader = soleTraders[0]!;
    const byAbn = await t.api.post(
      '/api/entity/transform-byob',
      { userId, identifier: trader.ABN.identifierValue },
      me.token,
    );
    expect(byAbn.body.business).toMatchObject({
      entityName: trader.legalName?.fullName,
      businessStructure: 'Individual/Sole Trader',
      acn: null,
    });
    const bad = await t.api.post(
      '/api/entity/transform-byob',
      { userId, identifier: '1234' },
      me.token,
    );
    expect(bad.body.error.fields.identifier).toBe(BUSINESS_MESSAGES.identifierFormat);
    expect((await t.api.get('/api/businesses/list', me.token)).body).toHaveLength(2);
  });

  it('lets exactly one of two customers linking the same business at once have it', async () => {
    const customers = await Promise.all([signUpCustomer(t.api), signUpCustomer(t.api)]);
    const abn = companies[4]!.ABN.identifierValue;
    const answers = await Promise.all(
      customers.map((c) => t.api.post('/api/entity/byob', { abn }, c.token)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lists = await Promise.all(
      customers.map((c) => t.api.get('/api/businesses/list', c.token)),
    );
    expect(lists.map((l) => l.body.length).sort()).toEqual([0, 1]);
  });
});

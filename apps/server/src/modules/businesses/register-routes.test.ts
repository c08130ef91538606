import { BUSINESS_MESSAGES, MESSAGES, type TBusinessSearchResult } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

const nameOf = (e: TBusinessSearchResult) =>
  e.mainName?.organisationName ?? e.legalName?.fullName ?? '';

describe('searching the register', () => {
  let t: TTestApp;
  let token: string;
  let everyone: TBusinessSearchResult[];
  beforeAll(async () => {
    t = await startTestApp();
    token = (await signUpCustomer(t.api)).token;
    // Every entity with "pty" in a name, whatever its status: the register's companies.
    everyone = await t.deps.businessRegistry.searchByName({
      name: 'pty',
      limit: 100_000,
      onlyRegistered: false,
    });
  });
  afterAll(() => t.close());

  it('answers a name search with at most 15 Registered entities, whatever is asked for', async () => {
    const res = await t.api.get('/api/asic/business/search?name=pty&maxSearchResults=50', token);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(15);
    for (const e of res.body as TBusinessSearchResult[]) {
      expect(e.entityStatus).toBe('Registered');
      expect(e.ABN.identifierValue).toMatch(/^\d{11}$/);
      expect(e.mainBusinessPhysicalAddress.postcode).toMatch(/^\d{4}$/);
    }
    const fewer = await t.api.get('/asic/business/search?name=pty&maxSearchResults=3', token);
    expect(fewer.body).toHaveLength(3);
  });

  it('never offers a deregistered entity, even searched by its whole name', async () => {
    const gone = everyone.find((e) => e.entityStatus === 'Deregistered')!;
    expect(gone).toBeDefined();
    const res = await t.api.get(
      `/api/asic/business/search?name=${encodeURIComponent(nameOf(gone))}`,
      token,
    );
    expect(res.status).toBe(200);
    const abns = (res.body as TBusinessSearchResult[]).map((e) => e.ABN.identifierValue);
    expect(abns).not.toContain(gone.ABN.identifierValue);
  });

  it('ranks the entity whose whole name was typed first', async () => {
    const target = everyone.find((e) => e.entityStatus === 'Registered')!;
    const res = await t.api.get(
      `/api/asic/business/search?name=${encodeURIComponent(nameOf(target).toLowerCase())}`,
      token,
    );
    expect(res.body[0].ABN.identifierValue).toBe(target.ABN.identifierValue);
  });

  it('names the problem with a search too short, and needs a signed-in customer', async () => {
    const short = await t.api.get('/api/asic/business/search?name=a', token);
    expect(short.status).toBe(400);
    expect(short.body.error.fields.name).toBe(BUSINESS_MESSAGES.searchNameTooShort);
    const anonymous = await t.api.get('/api/asic/business/search?name=pty');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(MESSAGES.signInRequired);
  });

  it('looks up an ABN, and says whether a bad one has the wrong length or digits', async () => {
    const company = everyone.find((e) => e.ASICNumber)!;
    const spaced = company.ABN.identifierValue.replace(
      /^(\d\d)(\d{3})(\d{3})(\d{3})$/,
      '$1 $2 $3 $4',
    );
    const found = await t.api.post('/api/search/business/abn', { abn: spaced }, token);
    expect(found.status).toBe(200);
    expect(found.body.ASICNumber).toBe(company.ASICNumber);
    expect(nameOf(found.body)).toBe(nameOf(company));

    const digits = await t.api.post('/api/search/business/abn', { abn: '51824753557' }, token);
    expect(digits.status).toBe(400);
    expect(digits.body.error.fields.abn).toBe(BUSINESS_MESSAGES.abnCheckDigits);
    const length = await t.api.post('/api/search/business/abn', { abn: '5182475' }, token);
    expect(length.body.error.fields.abn).toBe(BUSINESS_MESSAGES.abnFormat);
    // A valid ABN the register does not hold (the ATO's own).
    const missing = await t.api.post('/api/search/business/abn', { abn: '51824753556' }, token);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(BUSINESS_MESSAGES.businessNotFound);
  });

  it('checks an ACN: Registered companies are available, deregistered ones and bad numbers not', async () => {
    const live = everyone.find((e) => e.ASICNumber && e.entityStatus === 'Registered')!;
    const dead = everyone.find((e) => e.ASICNumber && e.entityStatus === 'Deregistered')!;
    const yes = await t.api.post('/api/search/business/acn', { acn: live.ASICNumber }, token);
    expect(yes.body).toEqual({ available: true, entityName: nameOf(live) });
    const no = await t.api.post('/api/search/business/acn', { acn: dead.ASICNumber }, token);
    expect(no.body.available).toBe(false);
    const bad = await t.api.post('/api/search/business/acn', { acn: '004 085 617' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.acn).toBe(BUSINESS_MESSAGES.acnCheckDigit);
  });
});

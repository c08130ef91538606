import { isValidAbn, REGISTRATION_MESSAGES as M } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

const FIELDS = `id kind status form abn businessId decisionReason timeline { status reason }`;
const SAVE_ABN = `mutation SaveAbn($id: ID, $data: JSON!) { saveAbnApplication(id: $id, data: $data) { ${FIELDS} } }`;
const SAVE_NAME = `mutation SaveName($id: ID, $data: JSON!) {
  saveBusinessNameApplication(id: $id, data: $data) { ${FIELDS} } }`;
const SUBMIT = `mutation Submit($id: ID!) { submitRegistrationApplication(id: $id) { ${FIELDS} } }`;
const GET = `query Get($id: ID!) { registrationApplication(id: $id) { ${FIELDS} } }`;
const LIST = `query { registrationApplications { id kind status } }`;

const SOLE_TRADER = {
  carryingOnEnterprise: true,
  hobbyOrEmployee: false,
  entityType: 'SOLE_TRADER',
  enterpriseDescription: 'Mobile dog grooming',
  startDate: '2026-09-01',
  applicant: { givenNames: 'Mia', familyName: 'Nguyen', dateOfBirth: '1990-05-04' },
  businessAddress: {
    addressType: 'PRINCIPAL_PLACE_OF_BUSINESS',
    line1: '3 Wattle Lane',
    suburb: 'Fitzroy',
    state: 'VIC',
    postcode: '3065',
  },
};

const firstError = (res: { body: { errors?: { message: string; extensions?: any }[] } }) =>
  res.body.errors![0]!;

describe('registering an ABN and a business name', () => {
  let t: TTestApp;
  let token: string;
  let other: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = (await signUpCustomer(t.api)).token;
    other = (await signUpCustomer(t.api)).token;
  });
  afterAll(() => t.close());

  async function approvedAbn() {
    const saved = await t.api.graphql(SAVE_ABN, { data: SOLE_TRADER }, token);
    const id = saved.body.data.saveAbnApplication.id as string;
    const app = (await t.api.graphql(SUBMIT, { id }, token)).body.data
      .submitRegistrationApplication;
    return app as { id: string; abn: string; businessId: string; status: string };
  }

  it('refuses an applicant the ABR would not give an ABN, naming the question', async () => {
    const res = await t.api.graphql(
      SAVE_ABN,
      { data: { ...SOLE_TRADER, carryingOnEnterprise: false, hobbyOrEmployee: true } },
      token,
    );
    expect(firstError(res).extensions.fields).toEqual({
      carryingOnEnterprise: M.abnNotEnterprise,
      hobbyOrEmployee: M.abnHobbyRefused,
    });
    const mine = (await t.api.graphql(LIST, {}, token)).body.data.registrationApplications;
    expect(mine).toEqual([]);
  });

  it('lodges an ABN application once and adds the sole trader to My businesses', async () => {
    const saved = await t.api.graphql(SAVE_ABN, { data: SOLE_TRADER }, token);
    const id = saved.body.data.saveAbnApplication.id;
    expect(saved.body.data.saveAbnApplication.status).toBe('INCOMPLETE');
    const lodged: string[] = [];
    const submit = t.deps.lodgement.submit.bind(t.deps.lodgement);
    t.deps.lodgement.submit = async (request) => {
      lodged.push(request.idempotencyKey);
      return submit(request);
    };
    try {
      const answers = await Promise.all([1, 2].map(() => t.api.graphql(SUBMIT, { id }, token)));
      expect(lodged).toEqual([id]);
      const app = answers[0]!.body.data.submitRegistrationApplication;
      expect(answers[1]!.body.data.submitRegistrationApplication.abn).toBe(app.abn);
      expect(app.status).toBe('APPROVED');
      expect(isValidAbn(app.abn)).toBe(true);
      expect(app.timeline.map((e: any) => e.status)).toEqual([
        'COMMENCED',
        'INCOMPLETE',
        'APPROVED',
      ]);
      const details = await t.api.get(`/businesses/${app.businessId}/details`, token);
      expect(details.body).toMatchObject({
        abn: app.abn,
        entityName: 'NGUYEN, Mia',
        businessStructure: 'Individual/Sole Trader',
        registrationKind: 'ABN_REGISTRATION',
        stateCode: 'VIC',
      });
    } finally {
      t.deps.lodgement.submit = submit;
    }
  });

  it('registers a business name to the ABN just applied for, then continues no further', async () => {
    const abn = await approvedAbn();
    const saved = await t.api.graphql(
      SAVE_NAME,
      { data: { businessName: 'Wattle Paws', periodYears: 3, abnApplicationId: abn.id } },
      token,
    );
    const id = saved.body.data.saveBusinessNameApplication.id;
    const changed = await t.api.graphql(
      SAVE_NAME,
      {
        id,
        data: { businessName: 'Wattle Paws Grooming', periodYears: 1, abnApplicationId: abn.id },
      },
      token,
    );
    expect(changed.body.data.saveBusinessNameApplication.form).toMatchObject({
      businessName: 'Wattle Paws Grooming',
      periodYears: 1,
    });
    const app = (await t.api.graphql(SUBMIT, { id }, token)).body.data
      .submitRegistrationApplication;
    expect(app).toMatchObject({ status: 'APPROVED', abn: abn.abn, businessId: abn.businessId });
    const details = await t.api.get(`/businesses/${abn.businessId}/details`, token);
    expect(details.body.businessNames).toEqual(['Wattle Paws Grooming']);
    const late = await t.api.graphql(
      SAVE_NAME,
      { id, data: { businessName: 'Other', periodYears: 1, abnApplicationId: abn.id } },
      token,
    );
    expect(firstError(late).message).toBe(M.notEditable);
  });

  it('refuses a business name for an ABN that is not in the customer’s account', async () => {
    const theirs = await approvedAbn();
    const saved = await t.api.graphql(
      SAVE_NAME,
      { data: { businessName: 'Borrowed Name', periodYears: 1, abn: theirs.abn } },
      other,
    );
    const id = saved.body.data.saveBusinessNameApplication.id;
    const refused = await t.api.graphql(SUBMIT, { id }, other);
    expect(firstError(refused).extensions.fields).toEqual({ abn: M.businessNameAbnNotYours });
    const viaApplication = await t.api.graphql(
      SAVE_NAME,
      { data: { businessName: 'Borrowed Name', periodYears: 1, abnApplicationId: theirs.id } },
      other,
    );
    const id2 = viaApplication.body.data.saveBusinessNameApplication.id;
    const refused2 = await t.api.graphql(SUBMIT, { id: id2 }, other);
    expect(firstError(refused2).extensions.code).toBe('NOT_FOUND');
  });

  it('refuses another customer’s application, to read, change or submit', async () => {
    const saved = await t.api.graphql(SAVE_ABN, { data: SOLE_TRADER }, token);
    const id = saved.body.data.saveAbnApplication.id;
    for (const [query, variables] of [
      [GET, { id }],
      [SAVE_ABN, { id, data: SOLE_TRADER }],
      [SUBMIT, { id }],
    ] as const) {
      expect(firstError(await t.api.graphql(query, variables, other)).extensions.code).toBe(
        'NOT_FOUND',
      );
    }
    const still = (await t.api.graphql(GET, { id }, token)).body.data.registrationApplication;
    expect(still.status).toBe('INCOMPLETE');
  });
});

import { australianDate, isValidAbn, isValidAcn, REGISTRATION_MESSAGES as M } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard } from '../../test-support/billing-kit.js';
import {
  completeApplication,
  director,
  GET,
  LIST,
  NAME,
  SAVE,
  START,
  STEPS,
  SUBMIT,
} from '../../test-support/registrations-kit.js';
import {
  signUpCustomer,
  startTestApp,
  type TTestApp,
  testNow,
} from '../../test-support/test-app.js';
import { companyRegisterFromApplication } from './index.js';

const firstError = (res: { body: { errors?: { message: string; extensions?: any }[] } }) =>
  res.body.errors![0]!;

describe('registering a company', () => {
  let t: TTestApp;
  let token: string;
  let other: string;
  let card: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = (await signUpCustomer(t.api)).token;
    card = (await addCard(t, token)).paymentMethodId;
    other = (await signUpCustomer(t.api)).token;
  });
  afterAll(() => t.close());

  it('starts Commenced with the ASIC fee, its date and source, apart from the service fee', async () => {
    const res = await t.api.graphql(START, {}, token);
    const app = res.body.data.startCompanyApplication;
    expect(app.status).toBe('Commenced');
    expect(app.timeline.map((e: any) => e.status)).toEqual(['Commenced']);
    expect(app.governmentFee).toMatchObject({ amountInCents: 59_700, effectiveFrom: '2024-07-01' });
    expect(app.governmentFee.source).toContain('asic.gov.au');
    expect(app.serviceFeeInCents).toBe(69_900);
    expect(app.issues.map((i: any) => i.step)).toEqual([
      'name',
      'offices',
      'officeholders',
      'shareholders',
    ]);
  });

  it('saves each step so the application reopens where it was left', async () => {
    const id = (await t.api.graphql(START, {}, token)).body.data.startCompanyApplication.id;
    const saved = await t.api.graphql(
      SAVE,
      { id, step: 'name', data: STEPS.name('Saltbush Ceramics Pty Ltd') },
      token,
    );
    expect(saved.body.data.saveCompanyApplicationStep).toMatchObject({
      status: 'InProgress',
      lastStep: 'name',
      companyName: 'Saltbush Ceramics Pty Ltd',
    });
    const reopened = (await t.api.graphql(GET, { id }, token)).body.data.companyApplication;
    expect(reopened.form.name.proposedName).toBe('Saltbush Ceramics Pty Ltd');
    expect(reopened.timeline.map((e: any) => e.status)).toEqual(['Commenced', 'InProgress']);
    const mine = (await t.api.graphql(LIST, {}, token)).body.data.companyApplications;
    expect(mine.map((a: any) => a.id)).toContain(id);
  });

  it('refuses another customer’s application, to read, change or submit', async () => {
    const id = await completeApplication(t, token, 'Quokka Joinery Pty Ltd');
    for (const [query, variables] of [
      [GET, { id }],
      [SAVE, { id, step: 'name', data: STEPS.name('Stolen Name Pty Ltd') }],
      [SUBMIT, { id }],
    ] as const) {
      const res = await t.api.graphql(query, variables, other);
      expect(firstError(res).extensions.code).toBe('NOT_FOUND');
    }
    const theirs = (await t.api.graphql(LIST, {}, other)).body.data.companyApplications;
    expect(theirs).toEqual([]);
    const still = (await t.api.graphql(GET, { id }, token)).body.data.companyApplication;
    expect(still.status).toBe('InProgress');
    expect(still.form.name.proposedName).toBe('Quokka Joinery Pty Ltd');
  });

  it('names the field a bad step got wrong, and saves nothing of it', async () => {
    const id = (await t.api.graphql(START, {}, token)).body.data.startCompanyApplication.id;
    const poBox = await t.api.graphql(
      SAVE,
      {
        id,
        step: 'offices',
        data: {
          ...STEPS.offices,
          registeredOffice: { ...STEPS.offices.registeredOffice, line1: 'PO Box 42' },
        },
      },
      token,
    );
    expect(firstError(poBox).extensions.fields).toMatchObject({
      'data.registeredOffice.line1': M.addressPoBox,
    });
    const badId = await t.api.graphql(
      SAVE,
      { id, step: 'officeholders', data: { officeholders: [director({ directorId: '037123' })] } },
      token,
    );
    expect(Object.entries(firstError(badId).extensions.fields)).toEqual([
      ['data.officeholders.0.directorId', 'Enter a director ID of 15 digits beginning with 036.'],
    ]);
    const app = (await t.api.graphql(GET, { id }, token)).body.data.companyApplication;
    expect(app.status).toBe('Commenced');
    expect(app.form.offices).toBeUndefined();
  });

  it('checks a name against the register: identical names and restricted words', async () => {
    const [taken] = await t.deps.businessRegistry.searchByName({
      name: 'pty ltd',
      limit: 1,
      onlyRegistered: true,
    });
    const takenName = taken!.mainName!.organisationName!;
    const res = await t.api.graphql(NAME, { name: takenName.toLowerCase() }, token);
    expect(res.body.data.companyNameAvailability).toMatchObject({
      available: false,
      identicalTo: takenName,
    });
    const royal = await t.api.graphql(NAME, { name: 'Royal Wattle Bakery' }, token);
    expect(royal.body.data.companyNameAvailability).toMatchObject({
      name: 'Royal Wattle Bakery Pty Ltd',
      available: true,
      restrictedWords: [{ word: 'royal' }],
    });
  });

  it('will not lodge a form Form 201 would refuse, naming the step', async () => {
    const id = await completeApplication(t, token, 'Royal Wattle Bakery Pty Ltd');
    const today = australianDate(testNow());
    // Turning 18 tomorrow, in Australia.
    const eighteenTomorrow = new Date(`${today}T00:00:00Z`);
    eighteenTomorrow.setUTCDate(eighteenTomorrow.getUTCDate() + 1);
    eighteenTomorrow.setUTCFullYear(eighteenTomorrow.getUTCFullYear() - 18);
    const minor = director({ dateOfBirth: eighteenTomorrow.toISOString().slice(0, 10) });
    const abroad = director({ id: 'p2', ordinarilyResidentInAustralia: false });
    await t.api.graphql(
      SAVE,
      { id, step: 'officeholders', data: { officeholders: [minor, abroad] } },
      token,
    );
    const refused = await t.api.graphql(SUBMIT, { id, pm: card }, token);
    expect(firstError(refused).message).toBe(M.incomplete);
    expect(firstError(refused).extensions.fields).toEqual({
      name: M.nameRestricted('royal'),
      officeholders: M.underAge('Mia Nguyen'),
    });
    const app = (await t.api.graphql(GET, { id }, token)).body.data.companyApplication;
    expect(app.status).toBe('InProgress');
  });

  it('refuses to lodge a name identical to a registered company', async () => {
    const [taken] = await t.deps.businessRegistry.searchByName({
      name: 'pty ltd',
      limit: 1,
      onlyRegistered: true,
    });
    const id = await completeApplication(t, token, taken!.mainName!.organisationName!);
    const refused = await t.api.graphql(SUBMIT, { id, pm: card }, token);
    expect(firstError(refused).extensions.fields).toEqual({ name: M.nameTaken });
  });

  it('lodges once however often it is submitted, and adds the registered company to My businesses', async () => {
    const id = await completeApplication(t, token, 'Harbour Wattle Tiles Pty Ltd');
    const lodged: string[] = [];
    const submit = t.deps.lodgement.submit.bind(t.deps.lodgement);
    t.deps.lodgement.submit = async (request) => {
      lodged.push(request.idempotencyKey);
      return submit(request);
    };
    try {
      const answers = await Promise.all(
        [1, 2, 3].map(() => t.api.graphql(SUBMIT, { id, pm: card }, token)),
      );
      const apps = answers.map((a) => a.body.data?.submitCompanyApplication);
      expect(lodged).toEqual([id]);
      for (const app of apps) expect(app.status).toBe('Registered');
      const app = apps[0];
      expect(isValidAcn(app.acn)).toBe(true);
      expect(isValidAbn(app.abn)).toBe(true);
      expect(app.timeline.map((e: any) => e.status)).toEqual([
        'Commenced',
        'InProgress',
        'Submitted',
        'Registered',
      ]);
      const again = await t.api.graphql(SUBMIT, { id, pm: card }, token);
      expect(again.body.data.submitCompanyApplication.acn).toBe(app.acn);
      expect(lodged).toEqual([id]);

      const list = await t.api.get('/businesses/list', token);
      const business = list.body.find((b: any) => b.businessId === app.businessId);
      expect(business).toMatchObject({
        entityName: 'Harbour Wattle Tiles Pty Ltd',
        acn: app.acn,
        entityStatus: 'Registered',
        businessStructure: 'Australian Private Company',
      });
      const details = await t.api.get(`/businesses/${app.businessId}/details`, token);
      expect(details.body).toMatchObject({ abn: app.abn, registrationKind: 'ACN_REGISTRATION' });
      const changed = await t.api.graphql(
        SAVE,
        { id, step: 'name', data: STEPS.name('Too Late Pty Ltd') },
        token,
      );
      expect(firstError(changed).message).toBe(M.notEditable);

      const register = await companyRegisterFromApplication(t.deps, app.businessId);
      expect(register).toMatchObject({
        acn: app.acn,
        companyName: 'Harbour Wattle Tiles Pty Ltd',
        officeholders: [
          { givenNames: 'Mia', directorId: '036123456789012', roles: ['DIRECTOR', 'SECRETARY'] },
        ],
        shareholders: [
          { name: 'Mia Nguyen', shareClass: 'ORD', numberOfShares: 100, beneficiallyOwned: true },
        ],
      });
    } finally {
      t.deps.lodgement.submit = submit;
    }
  });

  it('registers a company named by its ACN', async () => {
    const id = await completeApplication(t, token, 'placeholder');
    await t.api.graphql(SAVE, { id, step: 'name', data: { useAcnAsName: true } }, token);
    const app = (await t.api.graphql(SUBMIT, { id, pm: card }, token)).body.data
      .submitCompanyApplication;
    expect(app.status).toBe('Registered');
    const acn = app.acn as string;
    expect(app.companyName).toBe(`${acn.slice(0, 3)} ${acn.slice(3, 6)} ${acn.slice(6)} Pty Ltd`);
  });

  it('shows a refusal by ASIC as Rejected with its reason', async () => {
    const id = await completeApplication(t, token, 'Brolga Freight Pty Ltd');
    const submit = t.deps.lodgement.submit.bind(t.deps.lodgement);
    t.deps.lodgement.submit = (request) =>
      submit({
        ...request,
        form: { ...request.form, simulateRejection: 'The name is too close to a registered name' },
      });
    try {
      const app = (await t.api.graphql(SUBMIT, { id, pm: card }, token)).body.data
        .submitCompanyApplication;
      expect(app).toMatchObject({
        status: 'Rejected',
        decisionReason: 'The name is too close to a registered name',
        businessId: null,
      });
      expect(app.timeline.at(-1)).toMatchObject({
        status: 'Rejected',
        reason: 'The name is too close to a registered name',
      });
    } finally {
      t.deps.lodgement.submit = submit;
    }
  });

  it('needs a signed-in customer', async () => {
    const res = await t.api.graphql(START, {});
    expect(firstError(res).extensions.code).toBe('UNAUTHENTICATED');
  });
});

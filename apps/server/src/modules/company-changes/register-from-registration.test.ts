import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard } from '../../test-support/billing-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

// A company lodged through the Form 201 wizard, as the web app sends it.
const FIELDS = 'id status acn businessId timeline { status at }';
const START = `mutation { startCompanyApplication { ${FIELDS} } }`;
const SAVE = `mutation Save($id: ID!, $step: CompanyApplicationStep!, $data: JSON!) {
  saveCompanyApplicationStep(id: $id, step: $step, data: $data) { ${FIELDS} } }`;
const SUBMIT = `mutation Submit($id: ID!, $pm: String) {
  submitCompanyApplication(id: $id, paymentMethodId: $pm) { ${FIELDS} } }`;
const GET = `query Get($id: ID!) { companyApplication(id: $id) { ${FIELDS} } }`;

const address = (addressType: string, line1 = '12 Harbour Street') => ({
  addressType,
  line1,
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
});

const steps = (name: string): [string, unknown][] => [
  ['name', { useAcnAsName: false, proposedName: name }],
  [
    'offices',
    {
      registeredOffice: address('REGISTERED_OFFICE'),
      occupiedByCompany: true,
      principalPlaceOfBusiness: address('PRINCIPAL_PLACE_OF_BUSINESS', '3 Quay Lane'),
    },
  ],
  [
    'officeholders',
    {
      officeholders: [
        {
          id: 'p1',
          givenNames: 'Mia',
          familyName: 'Nguyen',
          dateOfBirth: '1990-05-04',
          placeOfBirth: { town: 'Hobart', state: 'TAS', country: 'Australia' },
          residentialAddress: address('DIRECTORS_ADDRESS', '7 Home Road'),
          roles: ['DIRECTOR', 'SECRETARY'],
          ordinarilyResidentInAustralia: true,
          directorId: '036 123 456 789 012',
        },
      ],
    },
  ],
  [
    'shareholders',
    {
      shareholders: [
        {
          id: 's1',
          kind: 'PERSON',
          officeholderId: 'p1',
          name: 'Mia Nguyen',
          address: address('SHAREHOLDERS_ADDRESS', '7 Home Road'),
          numberOfShares: 80,
          amountPaidPerShareCents: 100,
        },
        {
          id: 's2',
          kind: 'PERSON',
          name: 'Sam Holder',
          address: address('SHAREHOLDERS_ADDRESS', '9 Other Street'),
          numberOfShares: 20,
          amountPaidPerShareCents: 60,
          amountUnpaidPerShareCents: 40,
          beneficiallyOwned: false,
        },
      ],
    },
  ],
];

async function completeApplication(t: TTestApp, token: string, name: string) {
  const started = await t.api.graphql(START, {}, token);
  const id = started.body.data.startCompanyApplication.id as string;
  for (const [step, data] of steps(name)) {
    const saved = await t.api.graphql(SAVE, { id, step, data }, token);
    if (saved.body.errors) throw new Error(JSON.stringify(saved.body.errors));
  }
  return id;
}

describe('a company registered here gets its company register', () => {
  let t: TTestApp;
  let token: string;
  let other: string;
  let card: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = (await signUpCustomer(t.api)).token;
    card = (await addCard(t, token)).paymentMethodId;
    other = (await signUpCustomer(t.api)).token;
  }, 180_000);
  afterAll(() => t.close());

  it('fills the register from the Form 201 when ASIC registers the company', async () => {
    const id = await completeApplication(t, token, 'Lyrebird Joinery Pty Ltd');
    const app = (await t.api.graphql(SUBMIT, { id, pm: card }, token)).body.data
      .submitCompanyApplication;
    expect(app.status).toBe('Registered');
    const registeredAt = app.timeline.find((e: any) => e.status === 'Registered').at as string;
    const registeredOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
      new Date(registeredAt),
    );

    const companies = await t.api.get('/company-changes/companies', token);
    expect(companies.body).toEqual([
      expect.objectContaining({
        businessId: app.businessId,
        entityName: 'Lyrebird Joinery Pty Ltd',
        acn: app.acn,
        hasRegister: true,
        registeredOn,
      }),
    ]);

    const res = await t.api.get(`/company-changes/companies/${app.businessId}/register`, token);
    expect(res.status).toBe(200);
    expect(res.body.registeredOn).toBe(registeredOn);
    expect(res.body.register).toEqual({
      companyName: 'Lyrebird Joinery Pty Ltd',
      registeredOffice: {
        line1: '12 Harbour Street',
        suburb: 'Sydney',
        state: 'NSW',
        postcode: '2000',
      },
      principalPlace: { line1: '3 Quay Lane', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
      officeholders: [
        {
          id: 'p1',
          firstName: 'Mia',
          lastName: 'Nguyen',
          roles: ['DIRECTOR', 'SECRETARY'],
          dateOfBirth: '1990-05-04',
          directorId: '036123456789012',
          residentialAddress: {
            line1: '7 Home Road',
            suburb: 'Sydney',
            state: 'NSW',
            postcode: '2000',
          },
          australianResident: true,
          appointedOn: registeredOn,
        },
      ],
      shareClasses: [{ code: 'ORD', name: 'Ordinary', pricePerShareCents: 100 }],
      members: [
        {
          id: 's1',
          name: 'Mia Nguyen',
          address: { line1: '7 Home Road', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
          holdings: [{ classCode: 'ORD', shares: 80, fullyPaid: true, beneficiallyHeld: true }],
        },
        {
          id: 's2',
          name: 'Sam Holder',
          address: { line1: '9 Other Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
          holdings: [{ classCode: 'ORD', shares: 20, fullyPaid: false, beneficiallyHeld: false }],
        },
      ],
    });

    // A set-up by hand is refused: the register is already there.
    const again = await t.api.post(
      `/company-changes/companies/${app.businessId}/register`,
      { register: res.body.register, registeredOn },
      token,
    );
    expect(again.status).toBe(409);

    // Another customer cannot read it.
    const refused = await t.api.get(`/company-changes/companies/${app.businessId}/register`, other);
    expect(refused.status).toBe(404);
  });

  it('keeps the application Submitted when the register cannot be filled, and fills it on the next try', async () => {
    const id = await completeApplication(t, token, 'Currawong Glass Pty Ltd');
    const seed = t.deps.companyRegistered!;
    t.deps.companyRegistered = async () => {
      throw new Error('register unavailable');
    };
    try {
      const failed = await t.api.graphql(SUBMIT, { id, pm: card }, token);
      expect(failed.body.errors).toBeDefined();
    } finally {
      t.deps.companyRegistered = seed;
    }
    const kept = (await t.api.graphql(GET, { id }, token)).body.data.companyApplication;
    expect(kept.status).toBe('Submitted');
    expect(kept.businessId).toBeNull();

    const app = (await t.api.graphql(SUBMIT, { id, pm: card }, token)).body.data
      .submitCompanyApplication;
    expect(app.status).toBe('Registered');
    const res = await t.api.get(`/company-changes/companies/${app.businessId}/register`, token);
    expect(res.body.register.companyName).toBe('Currawong Glass Pty Ltd');
  });
});

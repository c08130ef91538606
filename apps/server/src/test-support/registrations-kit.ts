import type { TTestApp } from './test-app.js';

// The wizard's operations as the web app sends them, and a complete Form 201 to send.

export const APPLICATION_FIELDS = `id status companyName lastStep form
  timeline { status at reason } governmentFee { kind label amountInCents effectiveFrom source }
  serviceFeeInCents issues { step message } acn abn businessId decisionReason`;

export const START = `mutation { startCompanyApplication { ${APPLICATION_FIELDS} } }`;
export const SAVE = `mutation Save($id: ID!, $step: CompanyApplicationStep!, $data: JSON!) {
  saveCompanyApplicationStep(id: $id, step: $step, data: $data) { ${APPLICATION_FIELDS} } }`;
export const SUBMIT = `mutation Submit($id: ID!, $pm: String) {
  submitCompanyApplication(id: $id, paymentMethodId: $pm) { ${APPLICATION_FIELDS} } }`;
export const GET = `query Get($id: ID!) { companyApplication(id: $id) { ${APPLICATION_FIELDS} } }`;
export const LIST = `query { companyApplications { id status companyName } }`;
export const NAME = `query Name($name: String!) {
  companyNameAvailability(name: $name) { name available identicalTo restrictedWords { word consentFrom } } }`;

const address = (addressType: string) => ({
  addressType,
  line1: '12 Harbour Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
});

export const director = (over: Record<string, unknown> = {}) => ({
  id: 'p1',
  givenNames: 'Mia',
  familyName: 'Nguyen',
  formerNames: ['Mia Tran'],
  dateOfBirth: '1990-05-04',
  placeOfBirth: { town: 'Hobart', state: 'TAS', country: 'Australia' },
  residentialAddress: address('DIRECTORS_ADDRESS'),
  roles: ['DIRECTOR', 'SECRETARY'],
  ordinarilyResidentInAustralia: true,
  directorId: '036 123 456 789 012',
  ...over,
});

export const STEPS = {
  name: (proposedName: string) => ({ useAcnAsName: false, proposedName }),
  offices: {
    registeredOffice: address('REGISTERED_OFFICE'),
    occupiedByCompany: true,
    principalPlaceOfBusiness: address('PRINCIPAL_PLACE_OF_BUSINESS'),
  },
  officeholders: { officeholders: [director()] },
  shareholders: {
    shareholders: [
      {
        id: 's1',
        kind: 'PERSON',
        officeholderId: 'p1',
        name: 'Mia Nguyen',
        address: address('SHAREHOLDERS_ADDRESS'),
        numberOfShares: 100,
        amountPaidPerShareCents: 100,
      },
    ],
  },
};

/** Starts an application and saves every step; answers its id. */
export async function completeApplication(t: TTestApp, token: string, name: string) {
  const started = await t.api.graphql(START, {}, token);
  const id = started.body.data.startCompanyApplication.id as string;
  const steps: [string, unknown][] = [
    ['name', STEPS.name(name)],
    ['offices', STEPS.offices],
    ['officeholders', STEPS.officeholders],
    ['shareholders', STEPS.shareholders],
  ];
  for (const [step, data] of steps) {
    const saved = await t.api.graphql(SAVE, { id, step, data }, token);
    if (saved.body.errors) throw new Error(JSON.stringify(saved.body.errors));
  }
  return id;
}

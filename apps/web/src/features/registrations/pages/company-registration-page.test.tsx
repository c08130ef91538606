import { REGISTRATION_MESSAGES as M, refusalRefundMessage } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, renderApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';
import type { TCompanyApplication } from '../api/company-application';

const URL = '/solutions/business-solutions/company';

const address = (addressType: string) => ({
  addressType,
  line1: '12 Harbour Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
});

const FORM = {
  companyType: 'PROPRIETARY_LIMITED_BY_SHARES',
  name: {
    useAcnAsName: false,
    proposedName: 'Saltbush Ceramics Pty Ltd',
    restrictedWordConsent: false,
  },
  offices: {
    registeredOffice: address('REGISTERED_OFFICE'),
    occupiedByCompany: true,
    occupierConsent: false,
    principalPlaceOfBusiness: address('PRINCIPAL_PLACE_OF_BUSINESS'),
  },
  officeholders: {
    officeholders: [
      {
        id: 'p1',
        givenNames: 'Mia',
        familyName: 'Nguyen',
        formerNames: [],
        dateOfBirth: '1990-05-04',
        placeOfBirth: { town: 'Hobart', country: 'Australia' },
        residentialAddress: address('DIRECTORS_ADDRESS'),
        roles: ['DIRECTOR', 'SECRETARY'],
        ordinarilyResidentInAustralia: true,
        directorId: '036123456789012',
      },
    ],
  },
};

const APPLICATION = {
  id: 'app-1',
  status: 'InProgress',
  companyName: 'Saltbush Ceramics Pty Ltd',
  lastStep: 'officeholders',
  form: FORM,
  serviceFeeInCents: 69_900,
  totalInCents: 129_600,
  paymentStatus: 'PendingPayment',
  paymentFailure: null,
  paidAt: null,
  acn: null,
  abn: null,
  businessId: null,
  decisionReason: null,
  createdAt: '2026-08-10T01:00:00.000Z',
  timeline: [
    { status: 'Commenced', at: '2026-08-10T01:00:00.000Z', reason: null },
    { status: 'InProgress', at: '2026-08-10T01:05:00.000Z', reason: null },
  ],
  governmentFee: {
    kind: 'COMPANY_REGISTRATION_WITH_SHARE_CAPITAL',
    label: 'ASIC fee: register an Australian company having share capital (Form 201)',
    amountInCents: 59_700,
    effectiveFrom: '2024-07-01',
    source: 'https://asic.gov.au/fees (INFO 30)',
  },
  issues: [{ step: 'shareholders', message: M.incomplete }],
} as unknown as TCompanyApplication;

const CARD = {
  id: 'pm_1',
  type: 'card',
  card: { brand: 'visa', exp_month: 12, exp_year: 2030, last4: '4242' },
  bankAccount: null,
  defaultPayment: true,
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

type TBody = { query: string; variables?: Record<string, any> };

/** A server holding one application, answering the wizard's operations by name. */
function registrationServer(initial: TCompanyApplication | null, card = CARD) {
  let app = initial;
  const sent: { operation: string; variables?: Record<string, any> }[] = [];
  const answer = (field: string) => json({ data: { [field]: app } });
  const routes = {
    'POST /graphql': (raw: unknown) => {
      const body = raw as TBody;
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      sent.push({ operation, variables: body.variables });
      switch (operation) {
        case 'StartCompanyApplication':
          app = {
            ...APPLICATION,
            status: 'Commenced',
            lastStep: null,
            companyName: null,
            form: { companyType: 'PROPRIETARY_LIMITED_BY_SHARES' },
          } as unknown as TCompanyApplication;
          return answer('startCompanyApplication');
        case 'CompanyApplication':
          return answer('companyApplication');
        case 'CompanyNameAvailability':
          return json({
            data: {
              companyNameAvailability: {
                name: 'Harbour Tiles Pty Ltd',
                available: false,
                identicalTo: 'HARBOUR TILES PTY. LTD.',
                restrictedWords: [],
              },
            },
          });
        case 'SaveCompanyApplicationStep': {
          const { step, data } = body.variables!;
          app = {
            ...app!,
            lastStep: step,
            form: { ...app!.form, [step]: data },
            issues: step === 'shareholders' ? [] : app!.issues,
          };
          return answer('saveCompanyApplicationStep');
        }
        case 'ListPaymentMethod':
          return json({ data: { listPaymentMethod: [card] } });
        case 'CreateSetupIntent':
          return json({
            data: {
              createSetupIntent: {
                intentId: 'seti_1',
                clientSecret: 'secret',
                gateway: 'sandbox',
                publishableKey: null,
                stripeCustomerId: 'cus_1',
              },
            },
          });
        case 'SubmitCompanyApplication':
          if (body.variables?.paymentMethodId === 'pm_declined') {
            app = {
              ...app!,
              paymentStatus: 'PaymentFailed',
              paymentFailure: 'Your card was declined.',
            };
            return json({
              data: null,
              errors: [
                { message: 'Your card was declined.', extensions: { code: 'PAYMENT_REQUIRED' } },
              ],
            });
          }
          app = {
            ...app!,
            paymentStatus: 'Paid',
            status: 'Registered',
            acn: '123456780',
            abn: '51123456780',
            businessId: 'b-9',
            timeline: [
              ...app!.timeline,
              { status: 'Submitted', at: '2026-08-10T02:00:00.000Z', reason: null },
              { status: 'Registered', at: '2026-08-10T02:00:00.000Z', reason: null },
            ],
          };
          return answer('submitCompanyApplication');
        case 'GetUserSubscriptions':
          return json({ data: { getUserSubscriptions: userSubscriptionsData() } });
        default:
          return json({ data: { getUser: { emailVerified: true, ...CUSTOMER } } });
      }
    },
  };
  return {
    routes,
    sent: () => sent.filter((s) => !['GetUser', 'GetUserSubscriptions'].includes(s.operation)),
  };
}

describe('registering a company', () => {
  it('starts an application and checks the name, refusing to go on without one', async () => {
    const server = registrationServer(null);
    const app = renderApp(URL, { routes: server.routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Start my application' }));
    const name = await screen.findByRole('textbox', { name: /Company name/ });
    expect(app.router.state.location.search).toBe('?applicationId=app-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(M.nameRequired)).toBeTruthy();
    expect(server.sent().map((s) => s.operation)).not.toContain('SaveCompanyApplicationStep');

    fireEvent.change(name, { target: { value: 'Harbour Tiles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByText('Harbour Tiles Pty Ltd is not available')).toBeTruthy();
    expect(screen.getByText(/identical to HARBOUR TILES PTY. LTD./)).toBeTruthy();
  });

  it('refuses a PO box as the registered office before saving', async () => {
    const server = registrationServer({ ...APPLICATION, lastStep: 'name' } as TCompanyApplication);
    renderApp(`${URL}?applicationId=app-1`, { routes: server.routes });
    const street = await screen.findByRole('textbox', {
      name: 'Registered office: street address',
    });
    fireEvent.change(street, { target: { value: 'PO Box 42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(M.addressPoBox)).toBeTruthy();
    expect(server.sent().map((s) => s.operation)).not.toContain('SaveCompanyApplicationStep');
  });

  it('reopens where it was left, saves the shareholders, pays and lodges to Registered', async () => {
    const server = registrationServer(APPLICATION);
    renderApp(`${URL}?applicationId=app-1`, { routes: server.routes });
    // Reopened on the step after the last saved, the first officeholder offered as shareholder.
    const holderName = await screen.findByRole('textbox', { name: 'Shareholder 1 name' });
    expect((holderName as HTMLInputElement).value).toBe('Mia Nguyen');
    const timeline = screen.getByLabelText('Application timeline');
    expect(within(timeline).getByText('Application started')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    const submit = await screen.findByRole('button', { name: 'Pay $1,296.00 and lodge' });
    const saved = server.sent().find((s) => s.operation === 'SaveCompanyApplicationStep')!;
    expect(saved.variables).toMatchObject({
      id: 'app-1',
      step: 'shareholders',
      data: {
        shareholders: [
          { name: 'Mia Nguyen', shareClass: 'ORD', numberOfShares: 100, beneficiallyOwned: true },
        ],
      },
    });
    const pay = screen.getByRole('region', { name: 'Pay and lodge' });
    expect(within(pay).getByText('$699.00')).toBeTruthy();
    expect(within(pay).getByText('Includes GST of $63.55')).toBeTruthy();
    expect(within(pay).getByText('$597.00')).toBeTruthy();
    expect(within(pay).getByTestId('registration-total').textContent).toBe('$1,296.00');
    expect(within(pay).getByLabelText(/Visa ending 4242/i)).toBeTruthy();

    fireEvent.click(submit);
    expect(await screen.findByText('Your company is registered')).toBeTruthy();
    const paid = server.sent().find((s) => s.operation === 'SubmitCompanyApplication')!;
    expect(paid.variables).toEqual({ id: 'app-1', paymentMethodId: 'pm_1' });
    expect(screen.getByText(/ACN 123 456 780, ABN 51 123 456 780/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My businesses' }).getAttribute('href')).toBe(
      '/businesses/manage-my-business/business/b-9/details',
    );
    await waitFor(() => expect(within(timeline).getByText('Registered')).toBeTruthy());
  });

  it('lodges nothing when the card is refused, says why, and offers to pay again', async () => {
    const ready = { ...APPLICATION, lastStep: 'shareholders', issues: [] } as TCompanyApplication;
    const server = registrationServer(ready, { ...CARD, id: 'pm_declined' });
    renderApp(`${URL}?applicationId=app-1`, { routes: server.routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $1,296.00 and lodge' }));
    expect(await screen.findByText('Your last payment did not go through')).toBeTruthy();
    expect(screen.getAllByText(/Your card was declined./).length).toBeGreaterThan(0);
    expect(screen.queryByText('Your company is registered')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $1,296.00 and lodge' })).toBeTruthy();
  });

  it('shows a refusal with the refund to the card, and no way to pay again', async () => {
    const refundMessage = refusalRefundMessage({
      refundInCents: 129_600,
      keptInCents: 0,
      cardLast4: '4242',
    });
    const refused = {
      ...APPLICATION,
      status: 'Rejected',
      lastStep: 'shareholders',
      issues: [],
      paymentStatus: 'Paid',
      paidAt: '2026-08-10T02:00:00.000Z',
      decisionReason: 'The proposed name is identical to a name already reserved.',
      refundMessage,
      timeline: [
        ...APPLICATION.timeline,
        { status: 'Submitted', at: '2026-08-10T02:00:00.000Z', reason: null },
        {
          status: 'Rejected',
          at: '2026-08-11T02:00:00.000Z',
          reason: 'The proposed name is identical to a name already reserved.',
        },
      ],
    } as unknown as TCompanyApplication;
    const server = registrationServer(refused);
    renderApp(`${URL}?applicationId=app-1`, { routes: server.routes });
    expect(await screen.findByText('ASIC did not register the company')).toBeTruthy();
    expect(screen.getByText(refundMessage)).toBeTruthy();
    expect(refundMessage).toMatch(/^Refunded \$1,296 to your card ending 4242/);
    expect(screen.queryByRole('button', { name: /and lodge/ })).toBeNull();
  });

  it('says so when the application is not the customer’s', async () => {
    const server = registrationServer(null);
    server.routes['POST /graphql'] = () =>
      json({ data: null, errors: [{ message: M.notFound, extensions: { code: 'NOT_FOUND' } }] });
    renderApp(`${URL}?applicationId=someone-else`, { routes: server.routes });
    expect(await screen.findByText(M.notFound)).toBeTruthy();
  });

  it('reopens the saved application at its retrieve link, with the company plan offer', async () => {
    const server = registrationServer(APPLICATION);
    renderApp('/companies/application/app-1/retrieve', { routes: server.routes });
    expect(await screen.findByRole('textbox', { name: 'Shareholder 1 name' })).toBeTruthy();
    expect(await screen.findByTestId('company-trial-modal')).toBeTruthy();
    expect(server.sent().find((s) => s.operation === 'CompanyApplication')?.variables).toEqual({
      id: 'app-1',
    });
  });

  it('answers another customer’s retrieve link as not found, with no offer', async () => {
    const server = registrationServer(null);
    server.routes['POST /graphql'] = () =>
      json({ data: null, errors: [{ message: M.notFound, extensions: { code: 'NOT_FOUND' } }] });
    renderApp('/companies/application/someone-else/retrieve', { routes: server.routes });
    expect(await screen.findByText(M.notFound)).toBeTruthy();
    expect(screen.queryByTestId('company-trial-modal')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Company name/ })).toBeNull();
  });
});

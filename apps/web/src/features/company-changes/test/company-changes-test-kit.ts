import type { TCompanyRegister } from '@app/domain';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';
import type { TCompanyChangeView } from '../api/company-changes';

// What the company change page tests answer with: records as the server sends them.

const office = { line1: '1 Harbour St', suburb: 'Sydney', state: 'NSW' as const, postcode: '2000' };

export const REGISTER: TCompanyRegister = {
  companyName: 'Harbour Tiles Pty Ltd',
  registeredOffice: office,
  principalPlace: office,
  officeholders: [
    {
      id: 'oh-1',
      firstName: 'Alex',
      lastName: 'Tester',
      roles: ['DIRECTOR'],
      dateOfBirth: '1980-05-01',
      directorId: '036000000000001',
      residentialAddress: office,
      australianResident: true,
      appointedOn: '2020-03-02',
    },
  ],
  shareClasses: [{ code: 'ORD', name: 'Ordinary', pricePerShareCents: 100 }],
  members: [
    {
      id: 'm-1',
      name: 'Alex Tester',
      address: office,
      holdings: [{ classCode: 'ORD', shares: 100, fullyPaid: true, beneficiallyHeld: true }],
    },
  ],
};

export function changeView(patch: Partial<TCompanyChangeView> = {}): TCompanyChangeView {
  return {
    id: 'ch-1',
    businessId: 'b-1',
    reviewId: null,
    companyName: 'Harbour Tiles Pty Ltd',
    acn: '004085616',
    status: 'InProgress',
    types: ['CHANGE_COMPANY_NAME', 'ADD_OFFICEHOLDER'],
    changes: [],
    effectiveDate: null,
    priceCents: 4900,
    paymentFailure: null,
    lodgementReference: null,
    rejectionReason: null,
    before: REGISTER,
    after: REGISTER,
    problems: [],
    deadline: null,
    documents: [{ kind: 'directors-resolution', title: "Directors' resolution" }],
    submittedAt: null,
    ...patch,
  };
}

export const FRAME_GRAPHQL = {
  GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
  CompanyChangePaymentMethods: {
    listPaymentMethod: [
      {
        id: 'pm_1',
        type: 'card',
        card: { brand: 'Visa', last4: '4242' },
        bankAccount: null,
        defaultPayment: true,
      },
    ],
  },
};

import type { TBusinessListItem, TBusinessSearchResult } from '@app/domain';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';
import type { TComplianceCalendar, TPlanSubscription, TQueueItem } from '../api/compliance';

export const BUSINESS: TBusinessListItem = {
  businessId: 'b-1',
  entityName: 'Harbourside Bakery Pty Ltd',
  businessStructure: 'Australian Private Company',
  acn: '123456780',
  entityStatus: 'Registered',
};
export const OTHER_BUSINESS: TBusinessListItem = {
  ...BUSINESS,
  businessId: 'b-2',
  entityName: 'Kestrel Joinery Pty Ltd',
};

export const ASIC_PLAN: TPlanSubscription = {
  subscriptionId: 's-asic',
  handle: 'asic-compliance-plan',
  kind: 'ASIC_COMPLIANCE',
  bundleId: null,
  attachedBusinessId: null,
};
export const TAX_PLAN: TPlanSubscription = {
  subscriptionId: 's-tax',
  handle: 'tax-plan-annual',
  kind: 'TAX',
  bundleId: null,
  attachedBusinessId: null,
};

export const CALENDAR: TComplianceCalendar = {
  businessId: 'b-1',
  registeredOn: '2020-09-20',
  businessNameRenewalOn: '2026-09-10',
  registeredOfficeConsentOnFile: false,
  items: [
    {
      id: 'i-1',
      businessId: 'b-1',
      kind: 'BUSINESS_NAME_RENEWAL',
      title: 'Business name renewal',
      dueOn: '2026-09-10',
      status: 'OVERDUE',
      doneAt: null,
    },
    {
      id: 'i-2',
      businessId: 'b-1',
      kind: 'ANNUAL_REVIEW',
      title: 'Annual company review',
      dueOn: '2026-09-20',
      status: 'DUE_SOON',
      doneAt: null,
    },
  ],
};

export const QUEUE_ROW: TQueueItem = {
  businessName: BUSINESS.entityName,
  customerEmail: 'alex@example.com.au',
  planKinds: ['ASIC_COMPLIANCE'],
  item: CALENDAR.items[1]!,
};

export const ABN_RESULT: TBusinessSearchResult = {
  ABN: { identifierValue: '51824753556' },
  ASICNumber: '123456780',
  entityStatus: 'Registered',
  entityType: 'Australian Private Company',
  mainName: { organisationName: 'Harbourside Bakery Pty Ltd' },
  legalName: null,
  mainTradingName: null,
  businessName: [],
  mainBusinessPhysicalAddress: { stateCode: 'NSW', postcode: '2000' },
  goodsAndServicesTaxFrom: null,
} as TBusinessSearchResult;

/** What the app frame asks on every page. */
export const FRAME = { GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() } };

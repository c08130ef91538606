import type { TBusinessDetails, TBusinessListItem, TBusinessSearchResult } from '@app/domain';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';

// What the business page tests answer with: records as the server sends them.

export const HARBOUR: TBusinessSearchResult = {
  ABN: { identifierValue: '53004085616' },
  ASICNumber: '004085616',
  entityStatus: 'Registered',
  entityType: 'Australian Private Company',
  mainName: { organisationName: 'Harbour Plumbing Pty Ltd' },
  legalName: null,
  mainTradingName: { organisationName: 'Kirribilli Plumbing' },
  businessName: [{ organisationName: 'Kirribilli Plumbing' }],
  mainBusinessPhysicalAddress: { stateCode: 'NSW', postcode: '2061' },
  goodsAndServicesTaxFrom: '2015-07-01',
};

export const HARBOUR_GONE: TBusinessSearchResult = {
  ...HARBOUR,
  ABN: { identifierValue: '33051775556' },
  ASICNumber: '051775556',
  entityStatus: 'Deregistered',
  mainName: { organisationName: 'Harbour Freight Pty Ltd' },
  businessName: [],
  mainTradingName: null,
};

export const SOLE_TRADER: TBusinessSearchResult = {
  ABN: { identifierValue: '51824753556' },
  ASICNumber: null,
  entityStatus: 'Registered',
  entityType: 'Individual/Sole Trader',
  mainName: null,
  legalName: { fullName: 'Mei Harbour' },
  mainTradingName: null,
  businessName: [],
  mainBusinessPhysicalAddress: { stateCode: 'VIC', postcode: '3000' },
  goodsAndServicesTaxFrom: null,
};

export const LINKED: TBusinessListItem = {
  businessId: 'b-1',
  entityName: 'Harbour Plumbing Pty Ltd',
  businessStructure: 'Australian Private Company',
  acn: '004085616',
  entityStatus: 'Registered',
};

export const LINKED_DETAILS: TBusinessDetails = {
  ...LINKED,
  abn: '53004085616',
  stateCode: 'NSW',
  postcode: '2061',
  businessNames: ['Kirribilli Plumbing'],
  gstRegisteredFrom: '2015-07-01',
  registrationKind: 'BYOB',
  linkedAt: '2026-11-20T00:00:00.000Z',
};

export function errorResponse(status: number, code: string, message: string, fields?: object) {
  return Response.json({ error: { code, message, fields } }, { status });
}

/** What the app's frame asks for on every page (the banner reads the subscriptions). */
export const FRAME_GRAPHQL = {
  GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
};

import type { TVirtualOffice } from '@app/domain';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';

export const PENDING: TVirtualOffice = {
  id: 'vo-1',
  businessId: 'b-1',
  businessName: 'Harbour Plumbing Pty Ltd',
  acn: null,
  isCompany: true,
  locationId: 'sydney-cbd',
  address: 'Level 12, 60 Margaret Street, Sydney NSW 2000',
  planHandle: 'virtual-office-quarterly',
  status: 'PendingPayment',
  reference: 'VO-0000000001',
  activatedAt: null,
  hasConsent: false,
  mail: [],
};

export const ACTIVE: TVirtualOffice = {
  ...PENDING,
  acn: '004085616',
  status: 'Active',
  activatedAt: '2026-11-20T00:00:00.000Z',
  hasConsent: true,
  mail: [
    {
      id: 'm-1',
      sender: 'Australian Taxation Office',
      receivedOn: '2026-11-26',
      scanName: 'ato-letter.pdf',
      recordedAt: '2026-11-26T03:00:00.000Z',
    },
  ],
};

export const FRAME_GRAPHQL = {
  GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
};

export function errorResponse(status: number, code: string, message: string) {
  return Response.json({ error: { code, message } }, { status });
}

import { ZCreatePartner, ZReferralPayoutRequest } from '@app/domain';
import { z } from 'zod';
import type { TBuilder, TTypes } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import { createPartner } from './referral.js';
import { recordReferralVisit } from './referral-attribution.js';
import {
  getReferralLedger,
  type TReferralLedger,
  type TReferralPayoutView,
  type TReferredCustomer,
} from './referral-ledger.js';
import {
  getReferralPayout,
  listReferralPayoutsForAdmin,
  markReferralPayoutPaid,
  requestReferralPayout,
  type TAdminReferralPayout,
  type TReferralPayoutDetail,
  type TReferralPayoutEventView,
} from './referral-payouts.js';

const ZUserId = z.object({ userId: z.string().trim().min(1).max(64) });
const ZPayoutId = z.object({ payoutId: z.string().trim().min(1).max(64) });
const ZVisit = z.object({
  partnerKey: z.string().trim().min(1).max(64),
  visitorId: z
    .string()
    .trim()
    .regex(/^[0-9a-f-]{36}$/, 'visitorId must be a UUID'),
});

export function registerReferralGraphql(builder: TBuilder) {
  builder.mutationField('createPartner', (t) =>
    t.withAuth({ signedIn: true }).string({
      nullable: false,
      description: "The signed-in customer's referral partner key (made on first ask).",
      args: { userId: t.arg.string({ required: true }), email: t.arg.string({ required: true }) },
      resolve: (_root, args, ctx) => {
        const input = parseInput(ZCreatePartner, args);
        return createPartner(ctx.deps, { viewer: ctx.viewer, input });
      },
    }),
  );
  registerLedgerGraphql(builder);
}

function registerLedgerGraphql(builder: TBuilder) {
  const ReferredCustomer = builder.objectRef<TReferredCustomer>('ReferredCustomer').implement({
    fields: (t) => ({
      name: t.exposeString('name', { nullable: false }),
      signedUpAt: t.expose('signedUpAt', { type: 'DateTime', nullable: false }),
      firstPaymentInCents: t.exposeInt('firstPaymentInCents', { nullable: true }),
      refundedInCents: t.exposeInt('refundedInCents', { nullable: false }),
      commissionInCents: t.exposeInt('commissionInCents', { nullable: false }),
      paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    }),
  });
  const PayoutStatus = builder.enumType('ReferralPayoutStatus', {
    values: ['requested', 'paid'] as const,
  });
  const PayoutEvent = builder.objectRef<TReferralPayoutEventView>('ReferralPayoutEvent').implement({
    fields: (t) => ({
      action: t.exposeString('action', { nullable: false }),
      actorUserId: t.exposeString('actorUserId', { nullable: false }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
    }),
  });
  // The fields every view of a payout shares (the customer's, with history, the admin's).
  const payoutFields = <T extends TReferralPayoutView>(
    t: PothosSchemaTypes.ObjectFieldBuilder<TTypes, T>,
  ) => ({
    id: t.id({ nullable: false, resolve: (p) => p.id }),
    amountInCents: t.int({ nullable: false, resolve: (p) => p.amountInCents }),
    status: t.field({ type: PayoutStatus, nullable: false, resolve: (p) => p.status }),
    accountName: t.string({ nullable: false, resolve: (p) => p.accountName }),
    bsb: t.string({ nullable: false, resolve: (p) => p.bsb }),
    maskedAccountNumber: t.string({ nullable: false, resolve: (p) => p.maskedAccountNumber }),
    createdAt: t.field({ type: 'DateTime', nullable: false, resolve: (p) => p.createdAt }),
    paidAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.paidAt }),
  });
  const Payout = builder.objectRef<TReferralPayoutView>('ReferralPayout').implement({
    fields: (t) => payoutFields(t),
  });
  const PayoutDetail = builder.objectRef<TReferralPayoutDetail>('ReferralPayoutDetail').implement({
    fields: (t) => ({
      ...payoutFields(t),
      events: t.field({ type: [PayoutEvent], nullable: false, resolve: (p) => p.events }),
    }),
  });
  const AdminPayout = builder.objectRef<TAdminReferralPayout>('AdminReferralPayout').implement({
    fields: (t) => ({
      ...payoutFields(t),
      accountNumber: t.exposeString('accountNumber', { nullable: false }),
      partnerName: t.exposeString('partnerName', { nullable: false }),
      partnerEmail: t.exposeString('partnerEmail', { nullable: false }),
      events: t.field({ type: [PayoutEvent], nullable: false, resolve: (p) => p.events }),
    }),
  });
  const Ledger = builder.objectRef<TReferralLedger>('ReferralLedger').implement({
    fields: (t) => ({
      visits: t.exposeInt('visits', { nullable: false }),
      signUps: t.exposeInt('signUps', { nullable: false }),
      purchases: t.exposeInt('purchases', { nullable: false }),
      commissionsInCents: t.exposeInt('commissionsInCents', { nullable: false }),
      paidOutInCents: t.exposeInt('paidOutInCents', { nullable: false }),
      pendingPayoutInCents: t.exposeInt('pendingPayoutInCents', { nullable: false }),
      balanceInCents: t.exposeInt('balanceInCents', { nullable: false }),
      customers: t.field({
        type: [ReferredCustomer],
        nullable: false,
        resolve: (l) => l.customers,
      }),
      payouts: t.field({ type: [Payout], nullable: false, resolve: (l) => l.payouts }),
    }),
  });

  builder.queryFields((q) => ({
    referralLedger: q.withAuth({ signedIn: true }).field({
      type: Ledger,
      nullable: false,
      description: "The customer's referral figures, computed from the books each time.",
      args: { userId: q.arg.string({ required: true }) },
      resolve: (_r, args, ctx) =>
        getReferralLedger(ctx.deps, { viewer: ctx.viewer, ...parseInput(ZUserId, args) }),
    }),
    referralPayout: q.withAuth({ signedIn: true }).field({
      type: PayoutDetail,
      nullable: false,
      args: { payoutId: q.arg.id({ required: true }) },
      resolve: (_r, args, ctx) =>
        getReferralPayout(ctx.deps, { viewer: ctx.viewer, ...parseInput(ZPayoutId, args) }),
    }),
    adminReferralPayouts: q.withAuth({ admin: true }).field({
      type: [AdminPayout],
      nullable: false,
      resolve: (_r, _a, ctx) => listReferralPayoutsForAdmin(ctx.deps, { viewer: ctx.viewer }),
    }),
  }));

  builder.mutationFields((m) => ({
    recordReferralVisit: m.withAuth({ public: true }).boolean({
      nullable: false,
      description: 'A browser opened a referral link; counted once per browser per partner.',
      args: {
        partnerKey: m.arg.string({ required: true }),
        visitorId: m.arg.string({ required: true }),
      },
      resolve: (_r, args, ctx) =>
        recordReferralVisit(ctx.deps, { viewer: ctx.viewer, ...parseInput(ZVisit, args) }),
    }),
    requestReferralPayout: m.withAuth({ signedIn: true }).field({
      type: Payout,
      nullable: false,
      args: {
        accountName: m.arg.string({ required: true }),
        bsb: m.arg.string({ required: true }),
        accountNumber: m.arg.string({ required: true }),
        amountInCents: m.arg.int({ required: true }),
      },
      resolve: (_r, args, ctx) =>
        requestReferralPayout(ctx.deps, {
          viewer: ctx.viewer,
          input: parseInput(ZReferralPayoutRequest, args),
        }),
    }),
    markReferralPayoutPaid: m.withAuth({ admin: true }).field({
      type: AdminPayout,
      nullable: false,
      args: { payoutId: m.arg.id({ required: true }) },
      resolve: (_r, args, ctx) =>
        markReferralPayoutPaid(ctx.deps, { viewer: ctx.viewer, ...parseInput(ZPayoutId, args) }),
    }),
  }));
}

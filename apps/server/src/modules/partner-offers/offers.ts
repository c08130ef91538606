import { randomBytes } from 'node:crypto';
import { PARTNER_OFFER_MESSAGES, type TPartnerOfferCategory } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { TViewer } from '../../platform/auth/viewer.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { flakeId } from '../../platform/ids.js';
import { getSubscriptionSummary } from '../billing/index.js';
import { offerById, PARTNER_OFFERS, type TPartnerOffer } from './catalogue.js';
import { partnerOfferClaims } from './tables.js';

export type TPartnerOfferView = Omit<TPartnerOffer, 'claim'> & {
  claimKind: TPartnerOffer['claim']['kind'];
  /** The code or the link, once this customer has claimed the offer. */
  redemption: string | null;
  claimedAt: Date | null;
};

export type TPartnerOffers = { canClaim: boolean; offers: TPartnerOfferView[] };

/** SPEC §2.1: partner offers are an Australian benefit; other tenants never see them. */
function assertAustralian(viewer: TViewer) {
  if (viewer.user.tenant !== 'AU') throw new AppError('FORBIDDEN', PARTNER_OFFER_MESSAGES.auOnly);
}

/** The catalogue (one category or all) with what this customer has already claimed. */
export async function listPartnerOffers(
  deps: TDeps,
  opts: { viewer: TViewer; category?: TPartnerOfferCategory },
): Promise<TPartnerOffers> {
  assertAustralian(opts.viewer);
  const user = opts.viewer.user;
  const [plan, claims] = await Promise.all([
    getSubscriptionSummary(deps, user),
    deps.database.db
      .select()
      .from(partnerOfferClaims)
      .where(eq(partnerOfferClaims.userId, user.id)),
  ]);
  const claimOf = new Map(claims.map((c) => [c.offerId, c]));
  const offers = PARTNER_OFFERS.filter((o) => !opts.category || o.category === opts.category).map(
    (offer) => viewOf(offer, claimOf.get(offer.id)),
  );
  return { canClaim: plan.canAccessPartnerOffers, offers };
}

/**
 * Claims an offer for the customer: a code made for them, or the partner's link carrying our
 * referral parameters. Claiming again answers the first claim (the unique index decides when
 * two claims race), so a code never changes under the customer.
 */
export async function claimPartnerOffer(
  deps: TDeps,
  opts: { viewer: TViewer; offerId: string },
): Promise<TPartnerOfferView> {
  assertAustralian(opts.viewer);
  const offer = offerById(opts.offerId);
  if (!offer) throw new AppError('NOT_FOUND', PARTNER_OFFER_MESSAGES.unknownOffer);
  const user = opts.viewer.user;
  const plan = await getSubscriptionSummary(deps, user);
  if (!plan.canAccessPartnerOffers) {
    throw new AppError('PAYMENT_REQUIRED', PARTNER_OFFER_MESSAGES.needsPlan);
  }
  const id = flakeId(deps.clock.now().getTime());
  await deps.database.db
    .insert(partnerOfferClaims)
    .values({
      id,
      userId: user.id,
      offerId: offer.id,
      redemption: redemptionFor(offer, id),
      claimedAt: deps.clock.now(),
    })
    .onConflictDoNothing();
  const [claim] = await deps.database.db
    .select()
    .from(partnerOfferClaims)
    .where(and(eq(partnerOfferClaims.userId, user.id), eq(partnerOfferClaims.offerId, offer.id)));
  return viewOf(offer, claim);
}

function redemptionFor(offer: TPartnerOffer, claimId: string): string {
  if (offer.claim.kind === 'CODE') {
    return `${offer.claim.prefix}-${randomBytes(5).toString('hex').toUpperCase()}`;
  }
  const url = new URL(offer.claim.url);
  url.searchParams.set('utm_source', 'clausewell');
  url.searchParams.set('ref', claimId);
  return url.toString();
}

function viewOf(
  offer: TPartnerOffer,
  claim: typeof partnerOfferClaims.$inferSelect | undefined,
): TPartnerOfferView {
  const { claim: how, ...rest } = offer;
  return {
    ...rest,
    claimKind: how.kind,
    redemption: claim?.redemption ?? null,
    claimedAt: claim?.claimedAt ?? null,
  };
}

import { PARTNER_OFFER_CATEGORIES } from '@app/domain';
import { z } from 'zod';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import {
  claimPartnerOffer,
  listPartnerOffers,
  type TPartnerOffers,
  type TPartnerOfferView,
} from './offers.js';

const ZOfferId = z.object({ offerId: z.string().trim().min(1).max(80) });

/** /partner-offers and /partner-offers/banking read the catalogue and claim from it. */
export function registerPartnerOffersGraphql(builder: TBuilder) {
  const Category = builder.enumType('PartnerOfferCategory', { values: PARTNER_OFFER_CATEGORIES });
  const ClaimKind = builder.enumType('PartnerOfferClaimKind', {
    values: ['CODE', 'LINK'] as const,
  });
  const PartnerOffer = builder.objectRef<TPartnerOfferView>('PartnerOffer').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      category: t.field({ type: Category, nullable: false, resolve: (o) => o.category }),
      partner: t.exposeString('partner', { nullable: false }),
      title: t.exposeString('title', { nullable: false }),
      benefit: t.exposeString('benefit', { nullable: false }),
      terms: t.exposeString('terms', { nullable: false }),
      claimKind: t.field({ type: ClaimKind, nullable: false, resolve: (o) => o.claimKind }),
      redemption: t.exposeString('redemption', { nullable: true }),
      claimedAt: t.expose('claimedAt', { type: 'DateTime', nullable: true }),
    }),
  });
  const PartnerOffers = builder.objectRef<TPartnerOffers>('PartnerOffers').implement({
    fields: (t) => ({
      canClaim: t.exposeBoolean('canClaim', { nullable: false }),
      offers: t.field({ type: [PartnerOffer], nullable: false, resolve: (p) => p.offers }),
    }),
  });

  builder.queryField('partnerOffers', (t) =>
    t.withAuth({ signedIn: true }).field({
      type: PartnerOffers,
      nullable: false,
      args: { category: t.arg({ type: Category, required: false }) },
      resolve: (_r, args, ctx) =>
        listPartnerOffers(ctx.deps, { viewer: ctx.viewer, category: args.category ?? undefined }),
    }),
  );
  builder.mutationField('claimPartnerOffer', (t) =>
    t.withAuth({ signedIn: true }).field({
      type: PartnerOffer,
      nullable: false,
      args: { offerId: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) =>
        claimPartnerOffer(ctx.deps, { viewer: ctx.viewer, ...parseInput(ZOfferId, args) }),
    }),
  );
}

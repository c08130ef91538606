import type { TPartnerOfferCategory } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

const OfferFields = graphql(`
  fragment PartnerOfferFields on PartnerOffer {
    id category partner title benefit terms claimKind redemption claimedAt
  }
`);

const PARTNER_OFFERS = graphql(
  `query PartnerOffers($category: PartnerOfferCategory) {
    partnerOffers(category: $category) { canClaim offers { ...PartnerOfferFields } }
  }`,
  [OfferFields],
);

const CLAIM_PARTNER_OFFER = graphql(
  `mutation ClaimPartnerOffer($offerId: ID!) { claimPartnerOffer(offerId: $offerId) { ...PartnerOfferFields } }`,
  [OfferFields],
);

export type TPartnerOffer = ResultOf<typeof OfferFields>;
export type TPartnerOffers = ResultOf<typeof PARTNER_OFFERS>['partnerOffers'];

const offersKey = (category?: TPartnerOfferCategory) =>
  ['partner-offers', category ?? 'ALL'] as const;

export function usePartnerOffers(category?: TPartnerOfferCategory) {
  return useQuery({
    queryKey: offersKey(category),
    queryFn: () =>
      graphqlRequest(PARTNER_OFFERS, { category: category ?? null }).then(
        (d) => d.partnerOffers as TPartnerOffers,
      ),
  });
}

/** Claims an offer; every list that shows it is refreshed with the code or link. */
export function useClaimPartnerOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) =>
      graphqlRequest(CLAIM_PARTNER_OFFER, { offerId }).then(
        (d) => d.claimPartnerOffer as TPartnerOffer,
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['partner-offers'] }),
  });
}

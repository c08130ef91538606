import { referralLinkFor } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

// createPartner (SPEC §7) makes the key on first ask and answers the same key after, so it is
// read like a query: asking twice is harmless, and the page gets loading and error states.
const CREATE_PARTNER = graphql(`
  mutation CreatePartner($userId: String!, $email: String!) {
    createPartner(userId: $userId, email: $email)
  }
`);

export function useReferralLink(user: { flakeId: string; email: string }) {
  return useQuery({
    queryKey: ['growth', 'referral-partner', user.flakeId] as const,
    queryFn: () =>
      graphqlRequest(CREATE_PARTNER, { userId: user.flakeId, email: user.email }).then((d) =>
        referralLinkFor(window.location.origin, d.createPartner),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

import { BUSINESS_TIMINGS, type TBusinessListItem } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { businessListQueryKey } from './business-list';

/** What the customer chose: a search result (by ABN) or a company by its ACN. */
export type TLinkChoice = { abn: string } | { acn: string; userId: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function linkBusiness(choice: TLinkChoice) {
  return 'abn' in choice
    ? apiRequest<{ business: TBusinessListItem }>('/entity/byob', {
        method: 'POST',
        body: { abn: choice.abn },
      })
    : apiRequest<{ business: TBusinessListItem }>('/entity/transform-byob', {
        method: 'POST',
        body: { userId: choice.userId, identifier: choice.acn, isService: false },
      });
}

/**
 * POST /entity/byob or /entity/transform-byob. §9 waits a second after linking before the
 * list is read again; the new business is put in the cached list at once all the same.
 */
export function useLinkBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: TLinkChoice) => {
      const linked = await linkBusiness(choice);
      await wait(BUSINESS_TIMINGS.waitAfterLinkMs);
      return linked.business;
    },
    onSuccess: (business) => {
      queryClient.setQueryData<TBusinessListItem[]>(businessListQueryKey, (list) =>
        list ? [business, ...list.filter((b) => b.businessId !== business.businessId)] : list,
      );
      void queryClient.invalidateQueries({ queryKey: businessListQueryKey });
    },
  });
}

import type { TShareRole } from '@app/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type TDocumentShare = { documentId: string; email: string; role: TShareRole };

const sharesPath = (documentId: string) => `/v2/shareDocument/${encodeURIComponent(documentId)}`;
export const documentSharesQueryKey = (documentId: string) =>
  ['documents', 'shares', documentId] as const;

export function documentSharesQueryOptions(documentId: string) {
  return queryOptions({
    queryKey: documentSharesQueryKey(documentId),
    queryFn: () =>
      apiRequest<{ shares: TDocumentShare[] }>(sharesPath(documentId)).then((r) => r.shares),
  });
}

export function useDocumentShares(documentId: string | null) {
  return useQuery({
    ...documentSharesQueryOptions(documentId ?? ''),
    enabled: documentId !== null,
  });
}

export function useShareDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { documentId: string; email: string; role: TShareRole }) =>
      apiRequest<TDocumentShare>('/v2/shareDocument', { method: 'POST', body: v }),
    onSuccess: (_share, v) =>
      client.invalidateQueries({ queryKey: documentSharesQueryKey(v.documentId) }),
  });
}

export function useRevokeShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { documentId: string; email: string }) =>
      apiRequest<void>(`${sharesPath(v.documentId)}/${encodeURIComponent(v.email)}`, {
        method: 'DELETE',
      }),
    onSuccess: (_r, v) =>
      client.invalidateQueries({ queryKey: documentSharesQueryKey(v.documentId) }),
  });
}

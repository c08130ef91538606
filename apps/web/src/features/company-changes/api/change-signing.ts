import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// A change's supporting documents sent for signature: who would sign, and how it stands.

export type TChangeSigner = { name: string; email: string };

export type TSigningState = 'SENT' | 'SIGNING' | 'COMPLETED' | 'DECLINED' | 'CANCELLED' | 'EXPIRED';

export type TDocumentSigning = {
  processId: string;
  state: TSigningState;
  signed: number;
  total: number;
  sentAt: string;
  completedAt: string | null;
  signedPdfUrl: string | null;
};

export type TChangeDocumentSigning = {
  kind: string;
  title: string;
  signers: TChangeSigner[];
  signing: TDocumentSigning | null;
};

const seg = encodeURIComponent;
const signingKey = (changeId: string) => ['company-changes', 'signing', changeId] as const;

export function useChangeSigning(changeId: string) {
  return useQuery({
    queryKey: signingKey(changeId),
    queryFn: () =>
      apiRequest<TChangeDocumentSigning[]>(`/company-changes/${seg(changeId)}/signing`),
    enabled: changeId !== '',
  });
}

/** Sends one supporting document to its signers; the page then shows it out for signature. */
export function useSendChangeDocument(changeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (o: { kind: string; signers: TChangeSigner[] }) =>
      apiRequest<TDocumentSigning>(
        `/company-changes/${seg(changeId)}/documents/${seg(o.kind)}/signing`,
        { method: 'POST', body: { signers: o.signers } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: signingKey(changeId) }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

const SEND_BULK = graphql(`
  mutation SendBulkForSignature($input: BulkSignatureInput!) {
    sendBulkForSignature(input: $input) { id documentId copies }
  }
`);

const BULK_SENDS = graphql(`
  query BulkSignatureSends($d: ID!) {
    bulkSignatureSends(documentId: $d) { id copies signedCopies createdAt }
  }
`);

export type TBulkSend = { id: string; copies: number; signedCopies: number; createdAt: string };

/** This document's bulk sends, newest first, each with how many of its copies are signed. */
export function useBulkSends(documentId: string) {
  return useQuery({
    queryKey: ['esign', 'bulk', documentId],
    queryFn: () =>
      graphqlRequest(BULK_SENDS, { d: documentId }).then(
        (d) => d.bulkSignatureSends as TBulkSend[],
      ),
  });
}

export type TBulkDraft = { documentId: string; csv: string; message?: string | null };

/** Sends one copy per line of the list; the document's signings and My documents refresh. */
export function useSendBulk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TBulkDraft) =>
      graphqlRequest(SEND_BULK, { input }).then((d) => d.sendBulkForSignature),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['esign'] }),
        client.invalidateQueries({ queryKey: ['documents'] }),
      ]),
  });
}

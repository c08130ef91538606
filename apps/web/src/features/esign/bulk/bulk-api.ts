import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

const SEND_BULK = graphql(`
  mutation SendBulkForSignature($input: BulkSignatureInput!) {
    sendBulkForSignature(input: $input) { id documentId copies }
  }
`);

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

import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

const MY_SIGNER_LINK = graphql(`
  mutation MySignerLink($d: ID!) { mySignerLink(documentId: $d) { processId token } }
`);

/** A signing link for a document awaiting the signed-in customer's signature. */
export function useMySignerLink() {
  return useMutation({
    mutationFn: (documentId: string) =>
      graphqlRequest(MY_SIGNER_LINK, { d: documentId }).then((d) => d.mySignerLink),
  });
}

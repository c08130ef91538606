import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import type { TEsignAllowance, TSendDraft, TSignatureInput, TSigningProcess } from '../lib/types';
import { SigningProcessFields } from './process-fields';

const DOCUMENT_TO_SIGN = graphql(`
  query DocumentToSign($d: String!) { getMyDocument(documentId: $d) { id title status myRole templateId answers } }
`);

const ESIGN_ALLOWANCE = graphql(`
  query EsignAllowance { esignAllowance { unlimited freeRemaining } }
`);

const SEND_FOR_SIGNATURE = graphql(
  `mutation SendForSignature($input: SendForSignatureInput!) {
    sendForSignature(input: $input) { ...SigningProcessFields }
  }`,
  [SigningProcessFields],
);

const SELF_SIGN = graphql(
  `mutation SelfSign($d: ID!, $s: SignatureInput!) {
    selfSign(documentId: $d, signature: $s) { ...SigningProcessFields }
  }`,
  [SigningProcessFields],
);

export type TDocumentToSign = {
  id: string;
  title: string;
  status: string;
  myRole: string;
  /** The template it was made from (null for an upload), which decides its signing rules. */
  templateId?: string | null;
  answers?: unknown;
};

export function useDocumentToSign(documentId: string) {
  return useQuery({
    queryKey: ['esign', 'document', documentId],
    queryFn: () =>
      graphqlRequest(DOCUMENT_TO_SIGN, { d: documentId }).then(
        (d) => (d.getMyDocument ?? null) as TDocumentToSign | null,
      ),
  });
}

export const esignAllowanceQueryKey = ['esign', 'allowance'] as const;

export function useEsignAllowance() {
  return useQuery({
    queryKey: esignAllowanceQueryKey,
    queryFn: () => graphqlRequest(ESIGN_ALLOWANCE).then((d) => d.esignAllowance as TEsignAllowance),
  });
}

/** Sending or signing changes the document's status and uses up the free allowance. */
function useInvalidateAfterSigning() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['esign'] }),
      client.invalidateQueries({ queryKey: ['documents'] }),
    ]);
}

export function useSendForSignature() {
  const invalidate = useInvalidateAfterSigning();
  return useMutation({
    mutationFn: (draft: TSendDraft) =>
      graphqlRequest(SEND_FOR_SIGNATURE, {
        input: {
          documentId: draft.documentId,
          recipients: draft.recipients.map((r) => ({
            name: r.name.trim(),
            email: r.email.trim(),
            role: r.role,
            verifyByCode: r.verifyByCode,
            state: r.state,
          })),
          order: draft.order,
          message: draft.message.trim() || null,
          expiresOn: draft.expiresOn || null,
          remindEveryDays: draft.remindEveryDays,
          signFirst: draft.signFirst,
          // Left out unless used, so the default placement reads as it always has.
          ...(draft.fields ? { fields: draft.fields } : {}),
          ...(draft.companies ? { companies: draft.companies } : {}),
        },
      }).then((d) => d.sendForSignature as TSigningProcess),
    onSuccess: invalidate,
  });
}

export function useSelfSign() {
  const invalidate = useInvalidateAfterSigning();
  return useMutation({
    mutationFn: (v: { documentId: string; signature: TSignatureInput }) =>
      graphqlRequest(SELF_SIGN, { d: v.documentId, s: v.signature }).then(
        (d) => d.selfSign as TSigningProcess,
      ),
    onSuccess: invalidate,
  });
}

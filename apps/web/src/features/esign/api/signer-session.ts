import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import type { TFieldValue, TSignatureInput, TSignerSession } from '../lib/types';

// The signer's side: everything is reached with the link's token alone, no account.

const SignerSessionFields = graphql(`
  fragment SignerSessionFields on SignerSession {
    processId title senderName recipientName recipientEmail role status documentPdfUrl pageCount
    fields { id page x y width height type required recipientId }
    needsCode canSign waitingFor message expiresAt
  }
`);

const SIGNER_SESSION = graphql(
  `query SignerSession($p: ID!, $t: String!) {
    signerSession(processId: $p, token: $t) { ...SignerSessionFields }
  }`,
  [SignerSessionFields],
);

const OPEN_AS_SIGNER = graphql(
  `mutation OpenAsSigner($p: ID!, $t: String!, $consent: Boolean!, $code: String) {
    openAsSigner(processId: $p, token: $t, consent: $consent, code: $code) { ...SignerSessionFields }
  }`,
  [SignerSessionFields],
);

const SEND_SIGNER_CODE = graphql(`
  mutation SendSignerCode($p: ID!, $t: String!) { sendSignerCode(processId: $p, token: $t) }
`);

const SIGN_AS_RECIPIENT = graphql(
  `mutation SignAsRecipient($p: ID!, $t: String!, $s: SignatureInput!, $v: [FieldValueInput!]) {
    signAsRecipient(processId: $p, token: $t, signature: $s, values: $v) { ...SignerSessionFields }
  }`,
  [SignerSessionFields],
);

const DECLINE_AS_RECIPIENT = graphql(
  `mutation DeclineAsRecipient($p: ID!, $t: String!, $r: String!) {
    declineAsRecipient(processId: $p, token: $t, reason: $r) { ...SignerSessionFields }
  }`,
  [SignerSessionFields],
);

/** The wire's enums are the contract's; the schema types them as strings of those values. */
const asSession = (wire: unknown) => wire as TSignerSession;

export type TSignerLink = { processId: string; token: string };

const sessionKey = (link: TSignerLink) => ['esign', 'signer', link.processId, link.token] as const;

export function signerSessionQueryOptions(link: TSignerLink) {
  return queryOptions({
    queryKey: sessionKey(link),
    queryFn: () =>
      graphqlRequest(SIGNER_SESSION, { p: link.processId, t: link.token }).then((d) =>
        asSession(d.signerSession),
      ),
  });
}

export function useSignerSession(link: TSignerLink) {
  return useQuery({ ...signerSessionQueryOptions(link), enabled: Boolean(link.token) });
}

/** Each step answers with the session as it now stands, which replaces the cached one. */
function useSessionMutation<TVariables>(
  link: TSignerLink,
  call: (variables: TVariables) => Promise<TSignerSession>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (session) => client.setQueryData(sessionKey(link), session),
  });
}

export function useOpenAsSigner(link: TSignerLink) {
  return useSessionMutation(link, (v: { code?: string }) =>
    graphqlRequest(OPEN_AS_SIGNER, {
      p: link.processId,
      t: link.token,
      consent: true,
      code: v.code ?? null,
    }).then((d) => asSession(d.openAsSigner)),
  );
}

export function useSendSignerCode(link: TSignerLink) {
  return useMutation({
    mutationFn: () =>
      graphqlRequest(SEND_SIGNER_CODE, { p: link.processId, t: link.token }).then(
        (d) => d.sendSignerCode,
      ),
  });
}

export function useSignAsRecipient(link: TSignerLink) {
  return useSessionMutation(link, (v: { signature: TSignatureInput; values: TFieldValue[] }) =>
    graphqlRequest(SIGN_AS_RECIPIENT, {
      p: link.processId,
      t: link.token,
      s: v.signature,
      v: v.values,
    }).then((d) => asSession(d.signAsRecipient)),
  );
}

export function useDeclineAsRecipient(link: TSignerLink) {
  return useSessionMutation(link, (reason: string) =>
    graphqlRequest(DECLINE_AS_RECIPIENT, { p: link.processId, t: link.token, r: reason }).then(
      (d) => asSession(d.declineAsRecipient),
    ),
  );
}

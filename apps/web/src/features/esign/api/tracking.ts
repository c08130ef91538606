import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import type { TSigningProcess } from '../lib/types';
import { SigningProcessFields } from './process-fields';

const SIGNING_PROCESS = graphql(
  `query SigningProcess($id: ID!) { signingProcess(id: $id) { ...SigningProcessFields } }`,
  [SigningProcessFields],
);

const PROCESSES_FOR_DOCUMENT = graphql(
  `query SigningProcessesForDocument($d: ID!) {
    signingProcessesForDocument(documentId: $d) { ...SigningProcessFields }
  }`,
  [SigningProcessFields],
);

const CANCEL_SIGNING = graphql(
  `mutation CancelSigning($id: ID!, $note: String) {
    cancelSigning(id: $id, note: $note) { ...SigningProcessFields }
  }`,
  [SigningProcessFields],
);

const REMIND_SIGNER = graphql(`
  mutation RemindSigner($r: ID!) { remindSigner(recipientId: $r) { id sentAt status } }
`);

const CHANGE_SIGNER_EMAIL = graphql(`
  mutation ChangeSignerEmail($r: ID!, $e: String!) {
    changeSignerEmail(recipientId: $r, email: $e) { id email status }
  }
`);

const processKey = (id: string) => ['esign', 'process', id] as const;

export function useSigningProcess(id: string) {
  return useQuery({
    queryKey: processKey(id),
    queryFn: () =>
      graphqlRequest(SIGNING_PROCESS, { id }).then((d) => d.signingProcess as TSigningProcess),
  });
}

export function useSigningProcessesForDocument(documentId: string) {
  return useQuery({
    queryKey: ['esign', 'for-document', documentId],
    queryFn: () =>
      graphqlRequest(PROCESSES_FOR_DOCUMENT, { d: documentId }).then(
        (d) => d.signingProcessesForDocument as TSigningProcess[],
      ),
  });
}

/** Every change re-reads the process, so the recipients and the log show what happened. */
function useRefresh(processId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: processKey(processId) }),
      client.invalidateQueries({ queryKey: ['documents'] }),
    ]);
}

export function useCancelSigning(processId: string) {
  const refresh = useRefresh(processId);
  return useMutation({
    mutationFn: (note: string) =>
      graphqlRequest(CANCEL_SIGNING, { id: processId, note: note.trim() || null }),
    onSuccess: refresh,
  });
}

export function useRemindSigner(processId: string) {
  const refresh = useRefresh(processId);
  return useMutation({
    mutationFn: (recipientId: string) => graphqlRequest(REMIND_SIGNER, { r: recipientId }),
    onSuccess: refresh,
  });
}

export function useChangeSignerEmail(processId: string) {
  const refresh = useRefresh(processId);
  return useMutation({
    mutationFn: (v: { recipientId: string; email: string }) =>
      graphqlRequest(CHANGE_SIGNER_EMAIL, { r: v.recipientId, e: v.email.trim() }),
    onSuccess: refresh,
  });
}

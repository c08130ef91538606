import type { TMail } from '../platform/mail/mailer.js';
import { finishNda, gqlAs } from './documents-kit.js';
import { signUpCustomer, type TTestApp } from './test-app.js';

// E-sign as the tests drive it: a customer with a finished NDA sends it, and each recipient
// follows the link mailed to them, as a person would.

export const PROCESS_FIELDS =
  'id status closedAs order documentId signedPdfUrl completedAt recipients { id name email role position status signedAt declineReason } events { kind actor detail }';
export const SESSION_FIELDS =
  'processId title status canSign needsCode waitingFor documentPdfUrl pageCount fields { id type page recipientId }';

/** A typed signature, the most common style. */
export const typed = (text: string) => ({ style: 'TEXT', font: 'caveat', text });

export async function senderWithNda(t: TTestApp) {
  const { token, user, input } = await signUpCustomer(t.api);
  const documentId = await finishNda(t, token);
  return { token, user, input, documentId };
}

export function send(
  t: TTestApp,
  token: string,
  input: Record<string, unknown>,
): ReturnType<typeof gqlAs> {
  return gqlAs(
    t,
    token,
    `mutation($i: SendForSignatureInput!) { sendForSignature(input: $i) { ${PROCESS_FIELDS} } }`,
    { i: input },
  );
}

/** The newest signing link mailed to `email`: process id and token. */
export function linkFor(sent: readonly TMail[], email: string) {
  for (let i = sent.length - 1; i >= 0; i--) {
    const mail = sent[i]!;
    if (mail.to.toLowerCase() !== email.toLowerCase()) continue;
    const m = /\/esign\/([A-Z0-9]+)\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    if (m) return { processId: m[1]!, token: m[2]! };
  }
  return undefined;
}

export const open = (t: TTestApp, link: { processId: string; token: string }, code?: string) =>
  t.api.graphql(
    `mutation($p: ID!, $t: String!, $c: String) { openAsSigner(processId: $p, token: $t, consent: true, code: $c) { ${SESSION_FIELDS} } }`,
    { p: link.processId, t: link.token, c: code },
  );

export const sign = (t: TTestApp, link: { processId: string; token: string }, name: string) =>
  t.api.graphql(
    `mutation($p: ID!, $t: String!, $s: SignatureInput!) { signAsRecipient(processId: $p, token: $t, signature: $s) { ${SESSION_FIELDS} } }`,
    { p: link.processId, t: link.token, s: typed(name) },
  );

export const session = (t: TTestApp, link: { processId: string; token: string }) =>
  t.api.graphql(
    `query($p: ID!, $t: String!) { signerSession(processId: $p, token: $t) { ${SESSION_FIELDS} } }`,
    { p: link.processId, t: link.token },
  );

export const processAs = (t: TTestApp, token: string, id: string) =>
  gqlAs(t, token, `query($id: ID!) { signingProcess(id: $id) { ${PROCESS_FIELDS} } }`, { id });

export async function documentStatus(t: TTestApp, token: string, documentId: string) {
  const r = await gqlAs(
    t,
    token,
    'query($d: String!) { getMyDocument(documentId: $d) { status } }',
    {
      d: documentId,
    },
  );
  return r.data?.getMyDocument?.status as string | undefined;
}

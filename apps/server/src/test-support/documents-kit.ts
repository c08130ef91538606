import { loadTemplateLibrary } from '../modules/documents/template-library.js';
import type { TTestApp } from './test-app.js';

// Documents as the tests need them: an NDA started, or answered and finished, by a customer.

export const NDA_SLUG = 'mutual-non-disclosure-agreement';
export const ndaExampleAnswers = () =>
  loadTemplateLibrary(undefined, [NDA_SLUG])[0]!.exampleAnswers;

export type TGql = { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };

export const gqlAs = async (
  t: TTestApp,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) => (await t.api.graphql(query, variables, token)).body as TGql;

export async function startNda(t: TTestApp, token: string): Promise<string> {
  const r = await gqlAs(
    t,
    token,
    'mutation($t: String!) { startDocument(templateId: $t) { id } }',
    {
      t: NDA_SLUG,
    },
  );
  return r.data.startDocument.id as string;
}

/** An NDA with the template's example answers, completed; throws if it did not complete. */
export async function finishNda(t: TTestApp, token: string): Promise<string> {
  const id = await startNda(t, token);
  await gqlAs(
    t,
    token,
    'mutation($d: String!, $a: JSON!) { saveDocumentAnswers(documentId: $d, answers: $a) { document { id } } }',
    { d: id, a: ndaExampleAnswers() },
  );
  const done = await gqlAs(
    t,
    token,
    'mutation($d: String!) { completeDocument(documentId: $d) { status } }',
    { d: id },
  );
  if (done.data?.completeDocument?.status !== 'COMPLETED') {
    throw new Error(`NDA did not complete: ${JSON.stringify(done.errors)}`);
  }
  return id;
}

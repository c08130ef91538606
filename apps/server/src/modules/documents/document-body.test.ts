import { renderPreview, ZQuestionnaire } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await t.api.graphql(query, variables, token);
  return res.body as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

const BODY = 'query($d: String!) { getDocumentBody(documentId: $d) }';

describe('getDocumentBody', () => {
  it('gives the pinned wording, which the browser renders as a preview', async () => {
    const { token } = await signUpCustomer(t.api);
    const started = await gql(
      token,
      'mutation { startDocument(templateId: "mutual-non-disclosure-agreement") { id questionnaire } }',
    );
    const doc = started.data.startDocument;
    const res = await gql(token, BODY, { d: doc.id });
    expect(res.errors).toBeUndefined();
    const { metadata, body } = res.data.getDocumentBody;
    expect(metadata.title).toBe('Mutual Non-Disclosure Agreement');
    expect(body.length).toBeGreaterThan(0);
    const questionnaire = ZQuestionnaire.parse(doc.questionnaire);
    const preview = renderPreview(
      { metadata, body, questionnaire },
      {},
      { now: new Date('2026-11-20T00:00:00Z') },
    );
    expect(preview.blocks.length).toBeGreaterThan(0);
  });

  it("refuses another user's document as if it did not exist", async () => {
    const owner = await signUpCustomer(t.api);
    const stranger = await signUpCustomer(t.api);
    const started = await gql(
      owner.token,
      'mutation { startDocument(templateId: "mutual-non-disclosure-agreement") { id } }',
    );
    const res = await gql(stranger.token, BODY, { d: started.data.startDocument.id });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(res.data?.getDocumentBody ?? null).toBeNull();
  });
});

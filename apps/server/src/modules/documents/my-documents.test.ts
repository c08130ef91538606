import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { loadTemplateLibrary } from './template-library.js';

const ndaExample = () =>
  loadTemplateLibrary(undefined, ['mutual-non-disclosure-agreement'])[0]!.exampleAnswers;

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DOC =
  'id title templateId status progress answers createdAt updatedAt completedAt documentType';

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await t.api.graphql(query, variables, token);
  return res.body as {
    data?: any;
    errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
  };
}

const start = (token: string, templateId: string) =>
  gql(token, `mutation($t: String!) { startDocument(templateId: $t) { ${DOC} questionnaire } }`, {
    t: templateId,
  });
const save = (token: string, documentId: string, answers: unknown) =>
  gql(
    token,
    `mutation($d: String!, $a: JSON!) { saveDocumentAnswers(documentId: $d, answers: $a) {
      document { ${DOC} } missing { path label message } invalid { path message } } }`,
    { d: documentId, a: answers },
  );

describe('my documents', () => {
  it('starts from a template, saves answers as it goes, resumes and completes', async () => {
    const { token } = await signUpCustomer(t.api);
    const started = await start(token, 'mutual-non-disclosure-agreement');
    const doc = started.data.startDocument;
    expect(doc).toMatchObject({
      status: 'IN_PROGRESS',
      progress: 0,
      title: 'Mutual Non-Disclosure Agreement',
      documentType: 'template',
    });
    expect(doc.questionnaire.sections.length).toBeGreaterThan(0);
    const exampleAnswers = ndaExample();
    const partial = Object.fromEntries(Object.entries(exampleAnswers).slice(0, 1));
    const half = await save(token, doc.id, partial);
    expect(half.errors).toBeUndefined();
    expect(half.data.saveDocumentAnswers.missing.length).toBeGreaterThan(0);
    const progress = half.data.saveDocumentAnswers.document.progress;
    expect(progress).toBeLessThan(1);

    // Resume: the answers come back as saved.
    const resumed = await gql(
      token,
      `query($d: String!) { getMyDocument(documentId: $d) { ${DOC} } }`,
      { d: doc.id },
    );
    expect(resumed.data.getMyDocument.answers).toEqual(partial);

    const tooEarly = await gql(
      token,
      'mutation($d: String!) { completeDocument(documentId: $d) { status } }',
      { d: doc.id },
    );
    expect(tooEarly.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');

    const full = await save(token, doc.id, exampleAnswers);
    expect(full.data.saveDocumentAnswers.missing).toEqual([]);
    expect(full.data.saveDocumentAnswers.document.progress).toBe(1);
    const done = await gql(
      token,
      'mutation($d: String!) { completeDocument(documentId: $d) { status completedAt } }',
      { d: doc.id },
    );
    expect(done.data.completeDocument.status).toBe('COMPLETED');

    const me = await gql(token, '{ getUser { documentsCount } }');
    expect(me.data.getUser.documentsCount).toBe(1);
  });

  it('names an invalid ABN when the document is completed', async () => {
    const { token } = await signUpCustomer(t.api);
    const doc = (await start(token, 'mutual-non-disclosure-agreement')).data.startDocument;
    const exampleAnswers = ndaExample();
    const text = JSON.stringify(exampleAnswers);
    const abn = /"(\d{2} \d{3} \d{3} \d{3})"/.exec(text)?.[1];
    expect(abn, 'the example answers include an ABN').toBeDefined();
    const broken = JSON.parse(text.replace(abn!, '51 824 753 557'));
    const saved = await save(token, doc.id, broken);
    expect(saved.data.saveDocumentAnswers.invalid[0].message).toMatch(/ABN/);
    const res = await gql(
      token,
      'mutation($d: String!) { completeDocument(documentId: $d) { status } }',
      { d: doc.id },
    );
    expect(res.errors?.[0]?.message).toMatch(/ABN/);
  });

  it('renames, duplicates, deletes with undo', async () => {
    const { token } = await signUpCustomer(t.api);
    const doc = (await start(token, 'services-agreement')).data.startDocument;
    const renamed = await gql(
      token,
      'mutation($d: String!) { renameDocument(documentId: $d, title: "Acme services") { title } }',
      { d: doc.id },
    );
    expect(renamed.data.renameDocument.title).toBe('Acme services');
    const blank = await gql(
      token,
      'mutation($d: String!) { renameDocument(documentId: $d, title: "  ") { title } }',
      { d: doc.id },
    );
    expect(blank.errors?.[0]?.message).toBe('title: Give the document a name');

    const copy = await gql(
      token,
      'mutation($d: String!) { duplicateDocument(documentId: $d) { id title status } }',
      { d: doc.id },
    );
    expect(copy.data.duplicateDocument).toMatchObject({
      title: 'Copy of Acme services',
      status: 'IN_PROGRESS',
    });

    await gql(token, 'mutation($d: String!) { deleteDocument(documentId: $d) { id } }', {
      d: doc.id,
    });
    const list = async () =>
      (await gql(token, '{ getMyDocuments { id } }')).data.getMyDocuments.map(
        (d: { id: string }) => d.id,
      );
    expect(await list()).toEqual([copy.data.duplicateDocument.id]);
    await gql(token, 'mutation($d: String!) { restoreDocument(documentId: $d) { id } }', {
      d: doc.id,
    });
    expect((await list()).sort()).toEqual([doc.id, copy.data.duplicateDocument.id].sort());
  });

  it("refuses another user's document id as if it did not exist", async () => {
    const owner = await signUpCustomer(t.api);
    const intruder = await signUpCustomer(t.api);
    const doc = (await start(owner.token, 'services-agreement')).data.startDocument;
    for (const query of [
      `query($d: String!) { getMyDocument(documentId: $d) { id } }`,
      `mutation($d: String!) { renameDocument(documentId: $d, title: "mine") { id } }`,
      `mutation($d: String!) { deleteDocument(documentId: $d) { id } }`,
      `mutation($d: String!) { duplicateDocument(documentId: $d) { id } }`,
    ]) {
      const res = await gql(intruder.token, query, { d: doc.id });
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const saved = await save(intruder.token, doc.id, { anything: 1 });
    expect(saved.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const still = await gql(
      owner.token,
      `query($d: String!) { getMyDocument(documentId: $d) { title answers } }`,
      { d: doc.id },
    );
    expect(still.data.getMyDocument).toEqual({ title: 'Services Agreement', answers: {} });
    expect((await gql(intruder.token, '{ getMyDocuments { id } }')).data.getMyDocuments).toEqual(
      [],
    );
  });

  it('needs a session and an existing template', async () => {
    const res = await t.api.graphql('{ getMyDocuments { id } }');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { token } = await signUpCustomer(t.api);
    expect((await start(token, 'no-such-template')).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});

import { questionLabelText, visibleQuestions } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs, NDA_SLUG, startNda } from '../../test-support/documents-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('finishing a document with answers missing', () => {
  it('names each question by its label, not by the kind of field', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await startNda(t, token);
    const res = await gqlAs(
      t,
      token,
      'mutation($d: String!) { completeDocument(documentId: $d) { status } }',
      { d: id },
    );
    const error = res.errors?.[0] as {
      message: string;
      extensions?: { fields?: Record<string, string> };
    };
    const fields = error.extensions?.fields ?? {};
    const template = t.deps.library.template(NDA_SLUG) as unknown as Parameters<
      typeof visibleQuestions
    >[0];
    const labels = new Map(
      visibleQuestions(template, {}).map((v) => [
        v.path,
        questionLabelText(v.question.label).toLowerCase(),
      ]),
    );
    const named = Object.entries(fields).filter(([path]) => labels.has(path));
    expect(named.length).toBeGreaterThan(0);
    for (const [path, message] of named) expect(message.toLowerCase()).toContain(labels.get(path));
    // Said as a request for that thing, not 'Label: Enter the business name'.
    const asked = named.filter(([path, m]) =>
      m.toLowerCase().startsWith(`enter the ${labels.get(path)}`),
    );
    expect(asked.length).toBeGreaterThan(0);
    expect(error.message).toBe(Object.values(fields)[0]);
  });
});

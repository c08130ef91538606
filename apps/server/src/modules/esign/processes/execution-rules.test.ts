import { DEED_TEMPLATES, TEMPLATE_EXECUTION_KINDS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../../../test-support/documents-kit.js';
import { documentStatus, linkFor, send, senderWithNda } from '../../../test-support/esign-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../../test-support/test-app.js';
import { loadTemplateLibrary, templateSlugs } from '../../documents/template-library.js';

const DEED = 'deed-of-variation';

/** A Deed of Variation governed by the law of New South Wales, finished by a new customer. */
async function senderWithNswDeed(t: TTestApp) {
  const { token } = await signUpCustomer(t.api);
  const answers = loadTemplateLibrary(undefined, [DEED])[0]!.exampleAnswers;
  expect(answers.governingLaw).toBe('NSW');
  const started = await gqlAs(
    t,
    token,
    'mutation($t: String!) { startDocument(templateId: $t) { id } }',
    {
      t: DEED,
    },
  );
  const documentId = started.data.startDocument.id as string;
  await gqlAs(
    t,
    token,
    'mutation($d: String!, $a: JSON!) { saveDocumentAnswers(documentId: $d, answers: $a) { document { id } } }',
    { d: documentId, a: answers },
  );
  const done = await gqlAs(
    t,
    token,
    'mutation($d: String!) { completeDocument(documentId: $d) { status } }',
    {
      d: documentId,
    },
  );
  expect(done.data?.completeDocument?.status).toBe('COMPLETED');
  return { token, documentId };
}

const WITNESS_NEEDED =
  'The law of New South Wales needs a witness to sign a deed signed by an individual: add a recipient with the role Witness.';

describe('the execution rules when sending for signature', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('maps only templates the library holds', () => {
    const slugs = new Set(templateSlugs());
    for (const slug of [...DEED_TEMPLATES, ...Object.keys(TEMPLATE_EXECUTION_KINDS)]) {
      expect(slugs.has(slug), slug).toBe(true);
    }
  });

  it('refuses a New South Wales deed sent without a witness, naming the witness it needs', async () => {
    const sender = await senderWithNswDeed(t);
    const before = t.sentMail.length;
    const sent = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'SEQUENTIAL',
      recipients: [{ name: 'Ann Party', email: 'ann@example.com', role: 'SIGNER' }],
    });
    expect(sent.errors?.[0]?.message).toBe(WITNESS_NEEDED);
    expect(sent.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect(t.sentMail.length).toBe(before);
    expect(await documentStatus(t, sender.token, sender.documentId)).toBe('COMPLETED');
  });

  it('sends the same deed once a witness is a recipient, and asks the witness too', async () => {
    const sender = await senderWithNswDeed(t);
    const sent = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'PARALLEL',
      recipients: [
        { name: 'Ann Party', email: 'ann@example.com', role: 'SIGNER', state: 'NSW' },
        { name: 'Wes Witness', email: 'wes@example.com', role: 'WITNESS' },
      ],
    });
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendForSignature.status).toBe('IN_PROGRESS');
    expect(linkFor(t.sentMail, 'wes@example.com')).toBeDefined();
  });

  it('judges a signer by the State they sign in: a Victorian signer of the deed needs no witness', async () => {
    const sender = await senderWithNswDeed(t);
    const sent = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'PARALLEL',
      recipients: [{ name: 'Vic Party', email: 'vic@example.com', role: 'SIGNER', state: 'VIC' }],
    });
    expect(sent.errors).toBeUndefined();
  });

  it('needs no witness for an agreement, and refuses a State that is not one', async () => {
    const sender = await senderWithNda(t);
    const bad = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'PARALLEL',
      recipients: [{ name: 'Ann', email: 'ann@example.com', role: 'SIGNER', state: 'MARS' }],
    });
    expect(bad.errors?.[0]?.message).toMatch(/state: must be one of .*NSW/);
    const sent = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'PARALLEL',
      recipients: [{ name: 'Ann', email: 'ann@example.com', role: 'SIGNER', state: 'WA' }],
    });
    expect(sent.errors).toBeUndefined();
  });

  it('answers another customer’s deed as unknown, not with its witness rule', async () => {
    const owner = await senderWithNswDeed(t);
    const other = await signUpCustomer(t.api);
    const sent = await send(t, other.token, {
      documentId: owner.documentId,
      order: 'PARALLEL',
      recipients: [{ name: 'Ann', email: 'ann@example.com', role: 'SIGNER' }],
    });
    expect(sent.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(sent.errors?.[0]?.message).not.toBe(WITNESS_NEEDED);
  });
});

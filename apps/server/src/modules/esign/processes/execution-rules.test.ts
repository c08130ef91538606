import { DEED_TEMPLATES, TEMPLATE_EXECUTION_KINDS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../../../test-support/documents-kit.js';
import {
  documentStatus,
  linkFor,
  processAs,
  send,
  senderWithNda,
} from '../../../test-support/esign-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../../test-support/test-app.js';
import { loadTemplateLibrary, templateSlugs } from '../../documents/template-library.js';
import { RECIPIENT_MESSAGES as M } from '../recipient-messages.js';
import { signingProcesses, signingRecipients } from '../tables.js';

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
    // Judged on the recipients as written, inside the send: the refusal leaves nothing behind.
    const kept = await t.deps.database.db
      .select()
      .from(signingProcesses)
      .where(eq(signingProcesses.documentId, sender.documentId));
    expect(kept).toEqual([]);
  });

  it('keeps each recipient’s State with them and shows it on the process', async () => {
    const sender = await senderWithNswDeed(t);
    const sent = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'PARALLEL',
      recipients: [
        { name: 'Vic Party', email: 'vic@example.com', role: 'SIGNER', state: 'VIC' },
        { name: 'Val Viewer', email: 'val@example.com', role: 'VIEWER' },
      ],
    });
    expect(sent.errors).toBeUndefined();
    const id = sent.data.sendForSignature.id as string;
    const rows = await t.deps.database.db
      .select({ email: signingRecipients.email, state: signingRecipients.state })
      .from(signingRecipients)
      .where(eq(signingRecipients.processId, id))
      .orderBy(signingRecipients.position);
    expect(rows).toEqual([
      { email: 'vic@example.com', state: 'VIC' },
      { email: 'val@example.com', state: null },
    ]);
    const shown = await gqlAs(
      t,
      sender.token,
      'query($id: ID!) { signingProcess(id: $id) { recipients { email state } } }',
      { id },
    );
    expect(shown.data.signingProcess.recipients).toEqual([
      { email: 'vic@example.com', state: 'VIC' },
      { email: 'val@example.com', state: null },
    ]);
    // Another customer cannot read it by the process id.
    const other = await signUpCustomer(t.api);
    expect((await processAs(t, other.token, id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a State the database does not know, whatever writes it', async () => {
    const sender = await senderWithNswDeed(t);
    const sent = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'PARALLEL',
      recipients: [{ name: 'Vic Party', email: 'vic2@example.com', role: 'SIGNER', state: 'VIC' }],
    });
    const id = sent.data.sendForSignature.id as string;
    await expect(
      t.deps.database.db
        .update(signingRecipients)
        .set({ state: 'MARS' as never })
        .where(eq(signingRecipients.processId, id)),
    ).rejects.toThrow();
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

  describe('bulk send', () => {
    const BULK = `mutation($i: BulkSignatureInput!) { sendBulkForSignature(input: $i) {
      copies processes { recipients { email state } } } }`;
    const bulk = (token: string, documentId: string, csv: string) =>
      gqlAs(t, token, BULK, { i: { documentId, csv } });
    const line = (n: number, who: string, where: string) =>
      M.bulkLine(n, M.bulkNeedsWitness(who, where, 'a witness', 'deed signed by an individual'));

    it('refuses every line whose signer’s law needs a witness, naming each, and sends nothing', async () => {
      const sender = await senderWithNswDeed(t);
      const before = t.sentMail.length;
      const csv = [
        'name,email,role,state',
        'Ann Party,ann@example.com',
        'Vic Party,vic@example.com,signer,VIC',
        'Wal Party,wal@example.com,,wa',
      ].join('\n');
      const res = await bulk(sender.token, sender.documentId, csv);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
      expect(res.errors?.[0]?.message).toBe(
        [
          line(2, 'Ann Party (ann@example.com)', 'New South Wales'),
          line(4, 'Wal Party (wal@example.com)', 'Western Australia'),
        ].join(' '),
      );
      expect(t.sentMail.length).toBe(before);
      const kept = await t.deps.database.db
        .select()
        .from(signingProcesses)
        .where(eq(signingProcesses.documentId, sender.documentId));
      expect(kept).toEqual([]);
      expect(await documentStatus(t, sender.token, sender.documentId)).toBe('COMPLETED');
    });

    it('names a State that is not one', async () => {
      const sender = await senderWithNswDeed(t);
      const res = await bulk(sender.token, sender.documentId, 'Ann,ann@example.com,signer,Mars');
      expect(res.errors?.[0]?.message).toBe(M.bulkLine(1, M.bulkBadState));
    });

    it('sends the copies the law lets stand, keeping each signer’s State', async () => {
      const sender = await senderWithNswDeed(t);
      const res = await bulk(sender.token, sender.documentId, 'Vic Party,vic@example.com,,VIC');
      expect(res.errors).toBeUndefined();
      expect(res.data.sendBulkForSignature).toEqual({
        copies: 1,
        processes: [{ recipients: [{ email: 'vic@example.com', state: 'VIC' }] }],
      });
      expect(linkFor(t.sentMail, 'vic@example.com')).toBeDefined();
    });
  });
});

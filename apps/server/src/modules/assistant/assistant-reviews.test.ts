import { readFileSync } from 'node:fs';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerText, ask, RESPONSE_FIELDS } from '../../test-support/assistant-kit.js';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { uploadFile, uploadingCustomer } from '../../test-support/upload-fixtures.js';
import { AI_MESSAGES } from './messages.js';

const REVIEW_FIELDS = `documentId threadId title kind kindLabel createdAt
  findings { code severity title passage explanation suggestedFix citation { title url guide } }`;
const REVIEW = `mutation($documentId: String!) { documentReview(documentId: $documentId) { ${REVIEW_FIELDS} } }`;
const CONVERSATION = `query($documentId: String!) {
  getDocumentConversation(documentId: $documentId) {
    threadId responses { ${RESPONSE_FIELDS} } review { ${REVIEW_FIELDS} }
  }
}`;

const fixture = (name: string) =>
  readFileSync(new URL(`./review/fixtures/${name}.txt`, import.meta.url), 'utf8');

async function pdfOf(text: string) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  let y = 800;
  for (const line of text.split('\n')) {
    page.drawText(line, { x: 40, y, size: 7, font });
    y -= 11;
  }
  return Buffer.from(await doc.save());
}
async function docxOf(text: string) {
  const doc = new Document({
    sections: [{ children: text.split('\n').map((line) => new Paragraph(line)) }],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}

type TUser = Awaited<ReturnType<typeof uploadingCustomer>>;

describe('reviewing an uploaded contract', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** The §4 flow: an upload link, the PUT, then the file added to My documents. */
  async function upload(user: TUser, name: string, type: 'PDF' | 'DOCX', bytes: Buffer) {
    const { link, put } = await uploadFile(t, user, { name, type, bytes });
    expect(put.status).toBe(200);
    const added = await t.api.post(
      '/folder/add-upload-document',
      { originalFileName: name, uploadedFileName: link.fileName, folderId: null },
      user.token,
    );
    expect(added.status).toBe(200);
    return added.body.fileId as string;
  }

  it('reads a PDF, finds the seeded problems next to their passages, and keeps the review', async () => {
    const user = await uploadingCustomer(t);
    const documentId = await upload(
      user,
      'Cleaning terms.pdf',
      'PDF',
      await pdfOf(fixture('03-services-unfair-terms')),
    );
    const res = await t.api.graphql(REVIEW, { documentId }, user.token);
    expect(res.body.errors).toBeUndefined();
    const review = res.body.data.documentReview;
    expect(review).toMatchObject({ documentId, kind: 'services', kindLabel: 'services agreement' });
    expect(review.findings.map((f: { code: string }) => f.code).sort()).toEqual([
      'INVALID_ABN',
      'ONE_SIDED_TERMINATION',
      'UNILATERAL_VARIATION',
    ]);
    const variation = review.findings.find(
      (f: { code: string }) => f.code === 'UNILATERAL_VARIATION',
    );
    expect(variation.passage).toMatch(/^The Provider may vary these terms/);
    expect(variation.citation).toMatchObject({ guide: 'unfair-contract-terms' });

    // The review is a thread of the customer's, with the findings in words and their sources.
    const conversation = await t.api.graphql(CONVERSATION, { documentId }, user.token);
    const thread = conversation.body.data.getDocumentConversation;
    expect(thread.threadId).toBe(review.threadId);
    expect(thread.review.findings).toEqual(review.findings);
    expect(thread.responses.map((r: { entity: string }) => r.entity)).toEqual(['USER', 'AI']);
    expect(thread.responses[1].message).toContain('The Provider may vary these terms');
    expect(thread.responses[1].citations[0].number).toBe(1);

    // Asking again reads the same review back; no second thread is made.
    const again = await t.api.graphql(REVIEW, { documentId }, user.token);
    expect(again.body.data.documentReview.threadId).toBe(review.threadId);
  });

  it('reads a Word document the same way', async () => {
    const user = await uploadingCustomer(t);
    const documentId = await upload(
      user,
      'Employment contract.docx',
      'DOCX',
      await docxOf(fixture('05-employment-wide-restraint')),
    );
    const res = await t.api.graphql(REVIEW, { documentId }, user.token);
    const review = res.body.data.documentReview;
    expect(review.kind).toBe('employment');
    const restraint = review.findings.find((f: { code: string }) => f.code === 'RESTRAINT');
    expect(restraint).toMatchObject({ severity: 'HIGH' });
    expect(restraint.passage).toContain('For 24 months after the employment ends');
  });

  it('streams a review: reading, each finding, the sources, then the words', async () => {
    const user = await uploadingCustomer(t);
    const documentId = await upload(
      user,
      'Consulting.pdf',
      'PDF',
      await pdfOf(fixture('08-services-injection')),
    );
    const res = await ask(t, user.token, { message: 'Review this', mode: 'review', documentId });
    expect(res.status).toBe(200);
    const types = res.events.map((e) => e.type);
    expect(types[0]).toBe('tool_call');
    const citations = types.indexOf('citations');
    expect(types.slice(1, citations).every((type) => type === 'tool_stream')).toBe(true);
    expect(types.slice(citations + 1).every((type) => type === 'content')).toBe(true);
    // The document's own "instructions" changed nothing: the liability problem is reported.
    const text = answerText(res.events);
    expect(text).toContain('Unlimited liability');
    expect(text).not.toContain('has no problems');
    const conversation = await t.api.graphql(CONVERSATION, { documentId }, user.token);
    expect(conversation.body.data.getDocumentConversation.review.findings[0].code).toBe(
      'UNLIMITED_LIABILITY',
    );
  });

  it('refuses another customer’s document and names what cannot be read', async () => {
    const owner = await uploadingCustomer(t);
    const documentId = await upload(
      owner,
      'Lease.pdf',
      'PDF',
      await pdfOf(fixture('04-lease-missing-clauses')),
    );
    const other = await uploadingCustomer(t);
    const review = await t.api.graphql(REVIEW, { documentId }, other.token);
    expect(review.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const read = await t.api.graphql(CONVERSATION, { documentId }, other.token);
    expect(read.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const streamed = await ask(t, other.token, { message: 'Review', mode: 'review', documentId });
    expect(streamed.status).toBe(404);
    // Nothing was made for the owner by those attempts.
    const mine = await t.api.graphql(CONVERSATION, { documentId }, owner.token);
    expect(mine.body.data.getDocumentConversation).toEqual({
      threadId: null,
      responses: [],
      review: null,
    });

    // A PDF with no text in it (a scan) is named as unreadable, and spends nothing.
    const blank = await PDFDocument.create();
    blank.addPage([595, 842]);
    const scanId = await upload(owner, 'Scan.pdf', 'PDF', Buffer.from(await blank.save()));
    const scan = await t.api.graphql(REVIEW, { documentId: scanId }, owner.token);
    expect(scan.body.errors?.[0]?.message).toBe(AI_MESSAGES.reviewUnreadable);
  });

  it('summarises an upload in its own sentences; refuses another’s; translation names what it needs', async () => {
    const SIMPLIFY = `mutation($text: String, $documentId: String) {
      simplify(text: $text, documentId: $documentId) { summary sentences }
    }`;
    const owner = await uploadingCustomer(t);
    const source = fixture('02-services-unlimited-liability');
    const documentId = await upload(owner, 'Services.docx', 'DOCX', await docxOf(source));
    const res = await t.api.graphql(SIMPLIFY, { documentId }, owner.token);
    expect(res.body.errors).toBeUndefined();
    const { summary, sentences } = res.body.data.simplify;
    expect(sentences.length).toBeGreaterThan(0);
    expect(sentences.length).toBeLessThan(6);
    // Every sentence is the document's own.
    for (const s of sentences) expect(source.replace(/\s+/g, ' ')).toContain(s);
    expect(summary).toBe(sentences.join(' '));

    const other = await uploadingCustomer(t);
    const refused = await t.api.graphql(SIMPLIFY, { documentId }, other.token);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const empty = await t.api.graphql(SIMPLIFY, { text: 'Too short.' }, owner.token);
    expect(empty.body.errors?.[0]?.message).toBe(AI_MESSAGES.nothingToSummarise);

    const translated = await t.api.graphql(
      'mutation { translate(text: "Hello there", language: "Vietnamese") { summary } }',
      {},
      owner.token,
    );
    expect(translated.body.errors?.[0]?.message).toBe(AI_MESSAGES.translateNeedsProvider);
  });
});

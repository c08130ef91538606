import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatSydneyDate } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  linkFor,
  open,
  processAs,
  SESSION_FIELDS,
  send,
  senderWithNda,
  session,
  sign,
  typed,
} from '../../../test-support/esign-kit.js';
import {
  signUpCustomer,
  startTestApp,
  type TTestApp,
  testNow,
} from '../../../test-support/test-app.js';

type TLink = { processId: string; token: string };
type TValue = { fieldId: string; text?: string; checked?: boolean };

const ana = { name: 'Ana Signer', email: 'ana@example.com', role: 'SIGNER' };
const ben = { name: 'Ben Signer', email: 'ben@example.com', role: 'SIGNER' };
const field = (over: Record<string, unknown>) => ({
  recipientEmail: 'ana@example.com',
  page: 0,
  x: 0.1,
  y: 0.7,
  width: 0.3,
  height: 0.06,
  type: 'SIGNATURE',
  ...over,
});

const signWith = (t: TTestApp, link: TLink, name: string, values: TValue[]) =>
  t.api.graphql(
    `mutation($p: ID!, $t: String!, $s: SignatureInput!, $v: [FieldValueInput!]) { signAsRecipient(processId: $p, token: $t, signature: $s, values: $v) { ${SESSION_FIELDS} } }`,
    { p: link.processId, t: link.token, s: typed(name), v: values },
  );

/**
 * The sealed PDF's text in the order it was drawn (pdftotext -raw), so what was flattened
 * into a field reads whole after the page's own text, with runs of space made one.
 */
async function sealedText(t: TTestApp, token: string, processId: string): Promise<string> {
  const done = (await processAs(t, token, processId)).data.signingProcess;
  const res = await fetch(`${t.url}${done.signedPdfUrl}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'esign-fields-')), 'sealed.pdf');
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('fields the sender places and companies signing under s 127(1)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 240_000);
  afterAll(() => t.close());

  it('refuses misplaced fields with a message naming the problem, and sends nothing', async () => {
    const s = await senderWithNda(t);
    const base = { documentId: s.documentId, order: 'PARALLEL', recipients: [ana, ben] };
    const attempt = async (fields: unknown[], companies?: unknown[]) =>
      (await send(t, s.token, { ...base, fields, companies })).errors?.[0]?.message;
    const both = [field({}), field({ recipientEmail: 'ben@example.com', y: 0.8 })];

    expect(await attempt([...both, field({ type: 'TEXT', page: 99 })])).toMatch(
      /text field is not on a page of the document, which has \d+ pages/,
    );
    expect(await attempt([...both, field({ type: 'DATE', page: 0, x: 0.9, width: 0.2 })])).toBe(
      "The date field on page 1 reaches outside the page: move or shrink it to sit within the page's edges.",
    );
    expect(await attempt([field({})])).toBe(
      'Ben Signer has no signature field: place at least one for each person who signs.',
    );
    expect(
      await attempt([...both, field({ recipientEmail: 'eve@example.com', type: 'NAME' })]),
    ).toBe(
      'The name field on page 1 is assigned to eve@example.com, who is not among the recipients.',
    );
    expect(await attempt([...both, field({ width: 0.001 })])).toMatch(/too small to fill in/);
    expect(await attempt([...both, field({ type: 'STAMP' })])).toMatch(
      /type: must be one of CHECKBOX, DATE, INITIALS, NAME, SIGNATURE, TEXT/,
    );
    expect(
      await attempt(
        [],
        [
          {
            name: 'Acme Pty Ltd',
            acn: '123 456 789',
            execution: 'TWO_DIRECTORS',
            officerEmails: ['ana@example.com', 'ben@example.com'],
          },
        ],
      ),
    ).toContain('Enter the company’s ACN: 9 digits, as on its ASIC register entry.');
    expect(
      await attempt(
        [],
        [
          {
            name: 'Acme Pty Ltd',
            acn: '000 000 019',
            execution: 'TWO_DIRECTORS',
            officerEmails: ['ana@example.com'],
          },
        ],
      ),
    ).toMatch(/Acme Pty Ltd is executed by two different people under section 127\(1\)/);
    // Nothing was started: a correct request still goes through.
    expect((await send(t, s.token, { ...base, fields: both })).errors).toBeUndefined();
  });

  it('shows each signer their placed fields, requires the required ones, and flattens every type', async () => {
    const s = await senderWithNda(t);
    const sent = await send(t, s.token, {
      documentId: s.documentId,
      order: 'PARALLEL',
      recipients: [ana, ben],
      fields: [
        field({}),
        field({ type: 'INITIALS', x: 0.5, width: 0.1 }),
        field({ type: 'DATE', x: 0.65, width: 0.2, height: 0.03 }),
        field({ type: 'TEXT', y: 0.8, width: 0.4, height: 0.03 }),
        field({ type: 'NAME', y: 0.85, width: 0.4, height: 0.03 }),
        field({ type: 'CHECKBOX', x: 0.6, y: 0.8, width: 0.04, height: 0.03 }),
        field({ type: 'TEXT', x: 0.6, y: 0.9, width: 0.3, height: 0.03, required: false }),
        field({ recipientEmail: 'ben@example.com', y: 0.5 }),
      ],
    });
    expect(sent.errors).toBeUndefined();
    const processId = sent.data.sendForSignature.id;
    const anaLink = linkFor(t.sentMail, 'ana@example.com')!;
    const benLink = linkFor(t.sentMail, 'ben@example.com')!;

    await open(t, anaLink);
    const mine = (await session(t, anaLink)).body.data.signerSession;
    expect(mine.fields.map((f: { type: string; page: number }) => `${f.type}@${f.page}`)).toEqual(
      expect.arrayContaining([
        'SIGNATURE@0',
        'INITIALS@0',
        'DATE@0',
        'TEXT@0',
        'NAME@0',
        'CHECKBOX@0',
      ]),
    );
    expect(mine.fields).toHaveLength(7);
    const of = (type: string) =>
      mine.fields.filter((f: { type: string }) => f.type === type).map((f: { id: string }) => f.id);
    const [requiredText, optionalText] = of('TEXT');

    // The required text and the tick are asked for before the signature is taken.
    const missing = await signWith(t, anaLink, 'Ana Signer', [
      { fieldId: of('NAME')[0], text: 'Ana M. Signer' },
      { fieldId: of('CHECKBOX')[0], checked: true },
    ]);
    expect(missing.body.errors?.[0]?.message).toBe('Fill in the required text field on page 1.');
    const unticked = await signWith(t, anaLink, 'Ana Signer', [
      { fieldId: requiredText, text: 'Level 3, 1 Example St Sydney' },
      { fieldId: of('NAME')[0], text: 'Ana M. Signer' },
    ]);
    expect(unticked.body.errors?.[0]?.message).toBe(
      'Fill in the required checkbox field on page 1.',
    );
    const signed = await signWith(t, anaLink, 'Ana Signer', [
      { fieldId: requiredText, text: 'Level 3, 1 Example St Sydney' },
      { fieldId: optionalText, text: '' },
      { fieldId: of('NAME')[0], text: 'Ana M. Signer' },
      { fieldId: of('CHECKBOX')[0], checked: true },
    ]);
    expect(signed.body.errors).toBeUndefined();

    await open(t, benLink);
    const benSession = (await session(t, benLink)).body.data.signerSession;
    // Placed on the document's own pages: no signature page was added.
    expect(benSession.pageCount).toBe(mine.pageCount);
    expect(benSession.fields.map((f: { type: string }) => f.type)).toEqual(['SIGNATURE']);
    expect((await sign(t, benLink, 'Ben Signer')).body.errors).toBeUndefined();

    const text = await sealedText(t, s.token, processId);
    expect(text).toContain('Level 3, 1 Example St Sydney');
    expect(text).toContain('Ana M. Signer');
    expect(text).toContain(formatSydneyDate(testNow()));
    // The initials field carries the initials of the typed signature.
    expect(text).toMatch(/\bAS\b/);
  });

  it('refuses another customer the process and its fields', async () => {
    const s = await senderWithNda(t);
    const sent = await send(t, s.token, {
      documentId: s.documentId,
      order: 'PARALLEL',
      recipients: [ana],
      fields: [field({})],
    });
    const other = await signUpCustomer(t.api);
    const seen = await processAs(t, other.token, sent.data.sendForSignature.id);
    expect(seen.data?.signingProcess ?? null).toBeNull();
    expect(seen.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Nor may they send the first customer's document with fields of their own.
    const theirs = await send(t, other.token, {
      documentId: s.documentId,
      order: 'PARALLEL',
      recipients: [ben],
      fields: [field({ recipientEmail: 'ben@example.com' })],
    });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The page preview fields are placed on is the owner's alone.
    const preview = (token: string) =>
      fetch(`${t.url}/api/esign/preview/${s.documentId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await preview(other.token)).status).toBe(404);
    const own = await preview(s.token);
    expect(own.headers.get('content-type')).toBe('application/pdf');
  });

  it('prints the s 127(1) execution block with each capacity for a director and secretary', async () => {
    const s = await senderWithNda(t);
    const sent = await send(t, s.token, {
      documentId: s.documentId,
      order: 'SEQUENTIAL',
      recipients: [ana, ben],
      companies: [
        {
          name: 'Acme Pty Ltd',
          acn: '000000019',
          execution: 'DIRECTOR_AND_SECRETARY',
          officerEmails: ['ana@example.com', 'ben@example.com'],
        },
      ],
    });
    expect(sent.errors).toBeUndefined();
    const anaLink = linkFor(t.sentMail, 'ana@example.com')!;
    await open(t, anaLink);
    expect((await sign(t, anaLink, 'Ana Signer')).body.errors).toBeUndefined();
    const benLink = linkFor(t.sentMail, 'ben@example.com')!;
    await open(t, benLink);
    expect((await sign(t, benLink, 'Ben Signer')).body.errors).toBeUndefined();

    const text = await sealedText(t, s.token, sent.data.sendForSignature.id);
    expect(text).toContain(
      'Executed by Acme Pty Ltd ACN 000 000 019 in accordance with section 127(1) of the Corporations Act 2001 (Cth)',
    );
    expect(text).toContain('Signature Ana Signer Director Date');
    expect(text).toContain('Signature Ben Signer Director/Company Secretary Date');
  });

  it('lets a sole director and secretary sign alone, beside fields the sender placed', async () => {
    const s = await senderWithNda(t);
    const sent = await send(t, s.token, {
      documentId: s.documentId,
      order: 'PARALLEL',
      recipients: [ana],
      fields: [field({ type: 'INITIALS', width: 0.1 })],
      companies: [
        {
          name: 'Solo Pty Ltd',
          acn: '004 085 616',
          execution: 'SOLE_DIRECTOR_AND_SECRETARY',
          officerEmails: ['ana@example.com'],
        },
      ],
    });
    // The execution block gives Ana her signature field, so initials alone are enough.
    expect(sent.errors).toBeUndefined();
    const link = linkFor(t.sentMail, 'ana@example.com')!;
    await open(t, link);
    expect((await sign(t, link, 'Ana Signer')).body.errors).toBeUndefined();
    const text = await sealedText(t, s.token, sent.data.sendForSignature.id);
    expect(text).toContain(
      'Executed by Solo Pty Ltd ACN 004 085 616 in accordance with section 127(1)',
    );
    expect(text).toContain('Sole Director and Sole Company Secretary');
  });

  it('keeps the default signature pages when nobody places fields', async () => {
    const s = await senderWithNda(t);
    const sent = await send(t, s.token, {
      documentId: s.documentId,
      order: 'PARALLEL',
      recipients: [ana],
    });
    const link = linkFor(t.sentMail, 'ana@example.com')!;
    const mine = (await session(t, link)).body.data.signerSession;
    expect(sent.errors).toBeUndefined();
    expect(mine.fields.map((f: { type: string }) => f.type)).toEqual(['SIGNATURE', 'DATE']);
    expect(mine.fields[0].page).toBe(mine.pageCount - 1);
  });
});

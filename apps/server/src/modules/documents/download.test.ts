import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOCUMENT_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishNda, ndaExampleAnswers } from '../../test-support/documents-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const finishedDocument = (token: string) => finishNda(t, token);
const example = ndaExampleAnswers;

async function download(id: string, token: string, format = 'pdf') {
  const res = await fetch(`${t.url}/asset-instance/download/${id}?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('downloads on the free tier', () => {
  it('gives one free PDF that opens in a PDF reader with the answers in it', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await finishedDocument(token);

    const meta = await t.api.get(`/asset-instance/download/metadata/${id}`, token);
    expect(meta.body).toMatchObject({
      freePdfRemaining: 1,
      formats: [
        { format: 'pdf', available: true, basis: 'free-pdf' },
        { format: 'docx', available: false, reason: DOCUMENT_MESSAGES.docxNeedsPlan },
      ],
    });

    const { res, bytes } = await download(id, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="Mutual-Non-Disclosure-Agreement.pdf"',
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const file = path.join(mkdtempSync(path.join(tmpdir(), 'cw-pdf-')), 'doc.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain('Mutual Non-Disclosure Agreement');
    const partyName = JSON.stringify(example()).match(/"name":"([^"]+)"/)?.[1];
    expect(partyName).toBeDefined();
    expect(text.replace(/\s+/g, ' ')).toContain(partyName!);

    // The same document again is the same free PDF.
    expect((await download(id, token)).res.status).toBe(200);
  });

  it('shows the freemium answer for a second document and for Word', async () => {
    const { token } = await signUpCustomer(t.api);
    const first = await finishedDocument(token);
    expect((await download(first, token)).res.status).toBe(200);
    const second = await finishedDocument(token);
    const { res, bytes } = await download(second, token);
    expect(res.status).toBe(402);
    expect(JSON.parse(bytes.toString()).error).toEqual({
      code: 'PAYMENT_REQUIRED',
      message: DOCUMENT_MESSAGES.freePdfUsed,
    });
    const word = await download(first, token, 'docx');
    expect(word.res.status).toBe(402);
    const meta = await t.api.get(`/asset-instance/download/metadata/${second}`, token);
    expect(meta.body.freePdfRemaining).toBe(0);
  });

  it('refuses an unfinished document, another user, and a bad format', async () => {
    const owner = await signUpCustomer(t.api);
    const other = await signUpCustomer(t.api);
    const started = await t.api.graphql(
      'mutation { startDocument(templateId: "services-agreement") { id } }',
      {},
      owner.token,
    );
    const draft = started.body.data.startDocument.id;
    const unfinished = await download(draft, owner.token);
    expect(unfinished.res.status).toBe(409);
    expect(JSON.parse(unfinished.bytes.toString()).error.message).toBe(
      DOCUMENT_MESSAGES.finishFirst,
    );

    const id = await finishedDocument(owner.token);
    expect((await download(id, other.token)).res.status).toBe(404);
    expect((await t.api.get(`/asset-instance/download/metadata/${id}`, other.token)).status).toBe(
      404,
    );
    expect((await download(id, owner.token, 'exe')).res.status).toBe(400);
    expect((await fetch(`${t.url}/asset-instance/download/${id}`)).status).toBe(401);
  });
});

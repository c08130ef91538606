import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, buy } from '../../test-support/billing-kit.js';
import { finishNda } from '../../test-support/documents-kit.js';
import { editText, openEditor, saveVersion } from '../../test-support/editor-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

const run = promisify(execFile);
let t: TTestApp;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'cw-editor-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function download(id: string, token: string, format: 'pdf' | 'docx') {
  const res = await fetch(`${t.url}/documents/editor/${id}/download?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function pdfText(file: string) {
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout.replace(/\s+/g, ' ');
}

/** An NDA whose clause 2.1(a) now says something the template never did. */
async function editedNda(token: string) {
  const id = await finishNda(t, token);
  const content = (await openEditor(t, token, id)).data.editorDocument.content;
  const edited = editText(content, 'keep it strictly confidential', 'keep it under lock and key');
  const saved = await saveVersion(t, token, id, edited);
  expect(saved.errors).toBeUndefined();
  return id;
}

describe('downloading the edited document', () => {
  it('gives a PDF with the edit, numbered as on screen', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await editedNda(token);
    const { res, bytes } = await download(id, token, 'pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const file = path.join(dir, `${id}.pdf`);
    writeFileSync(file, bytes);
    const text = await pdfText(file);
    expect(text).toContain('(a) keep it under lock and key;');
    expect(text).not.toContain('strictly confidential');
    expect(text).toContain('2.1 Obligations of the Recipient');
  });

  it('gives the edited wording from My documents too, not the wording of the answers', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await editedNda(token);
    const res = await fetch(`${t.url}/api/asset-instance/download/${id}?format=pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const file = path.join(dir, `${id}-my-documents.pdf`);
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const text = await pdfText(file);
    expect(text).toContain('(a) keep it under lock and key;');
    expect(text).not.toContain('strictly confidential');
  });

  it('gives a Word file with the edit, which LibreOffice opens', async () => {
    const { token } = await signUpCustomer(t.api);
    const { paymentMethodId } = await addCard(t, token);
    await buy(t, token, { handle: 'essentials-quarterly', paymentMethodId });
    const id = await editedNda(token);
    const { res, bytes } = await download(id, token, 'docx');
    expect(res.status).toBe(200);
    const docx = path.join(dir, `${id}.docx`);
    writeFileSync(docx, bytes);
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'pdf',
        '--outdir',
        path.join(dir, 'converted'),
        docx,
      ],
      { timeout: 180_000 },
    );
    const converted = path.join(dir, 'converted', `${id}.pdf`);
    expect(readFileSync(converted).subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(converted);
    expect(text).toContain('keep it under lock and key');
    expect(text).not.toContain('strictly confidential');
  }, 240_000);

  it('keeps the allowances of downloads and refuses another user', async () => {
    const owner = await signUpCustomer(t.api);
    const stranger = await signUpCustomer(t.api);
    const id = await editedNda(owner.token);
    // The free tier has no Word downloads, edited or not.
    expect((await download(id, owner.token, 'docx')).res.status).toBe(402);
    expect((await download(id, stranger.token, 'pdf')).res.status).toBe(404);
  });
});

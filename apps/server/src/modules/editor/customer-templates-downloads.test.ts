import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishNda } from '../../test-support/documents-kit.js';
import { editText, openEditor, saveVersion } from '../../test-support/editor-kit.js';
import { cloneTemplate, saveAsTemplate } from '../../test-support/templates-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

const run = promisify(execFile);
let t: TTestApp;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'cw-templates-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const download = (id: string, token: string, format: 'pdf' | 'docx') =>
  fetch(`${t.url}/api/asset-instance/download/${id}?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });

describe('a document made from my template', () => {
  it('downloads with the template’s wording under the same allowances as any document', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await finishNda(t, token);
    const content = (await openEditor(t, token, id)).data.editorDocument.content;
    const edited = editText(content, 'keep it strictly confidential', 'keep it under lock and key');
    expect((await saveVersion(t, token, id, edited)).errors).toBeUndefined();
    const template = (await saveAsTemplate(t, token, id, 'Locked NDA')).data.saveDocumentAsTemplate;
    const first = (await cloneTemplate(t, token, template.id)).data.cloneCustomerTemplate;
    const second = (await cloneTemplate(t, token, template.id)).data.cloneCustomerTemplate;

    // The free tier's one PDF goes to the first document downloaded, made from a template or not.
    const pdf = await download(first.documentId, token, 'pdf');
    expect(pdf.status).toBe(200);
    const file = path.join(dir, 'first.pdf');
    writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    expect(stdout.replace(/\s+/g, ' ')).toContain('keep it under lock and key');
    expect((await download(second.documentId, token, 'pdf')).status).toBe(402);
    expect((await download(first.documentId, token, 'docx')).status).toBe(402);
  });
});

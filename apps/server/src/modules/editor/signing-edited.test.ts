import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishNda } from '../../test-support/documents-kit.js';
import { editText, openEditor, saveVersion } from '../../test-support/editor-kit.js';
import { linkFor, open, send } from '../../test-support/esign-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

const run = promisify(execFile);
let t: TTestApp;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'cw-editor-sign-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('sending an edited document for signature', () => {
  it('asks the signer to sign the edited wording, not the answers', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await finishNda(t, token);
    const content = (await openEditor(t, token, id)).data.editorDocument.content;
    const edited = editText(content, 'keep it strictly confidential', 'keep it under lock and key');
    expect((await saveVersion(t, token, id, edited)).errors).toBeUndefined();

    const sent = await send(t, token, {
      documentId: id,
      order: 'PARALLEL',
      recipients: [{ name: 'Ana Signer', email: 'ana@example.com', role: 'SIGNER' }],
    });
    expect(sent.errors).toBeUndefined();
    const link = linkFor(t.sentMail, 'ana@example.com')!;
    const opened = (await open(t, link)).body;
    expect(opened.errors).toBeUndefined();
    const res = await fetch(`${t.url}${opened.data.openAsSigner.documentPdfUrl}`);
    expect(res.status).toBe(200);
    const file = path.join(dir, 'to-sign.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    const text = stdout.replace(/\s+/g, ' ');
    expect(text).toContain('keep it under lock and key');
    expect(text).not.toContain('strictly confidential');
  });
});

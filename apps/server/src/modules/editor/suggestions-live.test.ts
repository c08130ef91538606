import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { addCard, buy } from '../../test-support/billing-kit.js';
import { finishNda, gqlAs } from '../../test-support/documents-kit.js';
import { textOf } from '../../test-support/editor-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { documentShares } from '../documents/tables-collaboration.js';
import { LIVE_MESSAGE } from './live/protocol.js';
import { LIVE_FRAGMENT, yDocToContent } from './live/yjs-content.js';

// A suggester's change, accepted by the owner while both have the document open: it reaches
// the suggester's screen live, and the downloaded PDF and Word file read as the screen does.

const run = promisify(execFile);
let t: TTestApp;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'cw-suggestions-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A bare live client (as the browser's provider connects): it only listens. */
function listen(id: string, token: string): Promise<{ ydoc: Y.Doc; close(): void }> {
  const ws = new WebSocket(`${t.url.replace(/^http/, 'ws')}/api/documents/editor/${id}/live`);
  const ydoc = new Y.Doc();
  return new Promise((resolve, reject) => {
    ws.on('open', () => ws.send(token));
    ws.on('close', (code) => reject(new Error(`closed ${code}`)));
    ws.on('message', (data: Buffer) => {
      const decoder = decoding.createDecoder(new Uint8Array(data));
      const kind = decoding.readVarUint(decoder);
      if (kind === LIVE_MESSAGE.WELCOME) {
        // Admitted: ask for the document.
        const ask = encoding.createEncoder();
        encoding.writeVarUint(ask, LIVE_MESSAGE.SYNC);
        syncProtocol.writeSyncStep1(ask, ydoc);
        ws.send(encoding.toUint8Array(ask));
      }
      if (kind !== LIVE_MESSAGE.SYNC) return;
      const reply = encoding.createEncoder();
      encoding.writeVarUint(reply, LIVE_MESSAGE.SYNC);
      const step = syncProtocol.readSyncMessage(decoder, reply, ydoc, 'server');
      if (encoding.length(reply) > 1) ws.send(encoding.toUint8Array(reply));
      if (step === syncProtocol.messageYjsSyncStep2) resolve({ ydoc, close: () => ws.close() });
    });
  });
}

/** Where `words` start in the client's copy, encoded as the browser sends an anchor. */
function anchorIn(ydoc: Y.Doc, words: string): string {
  const texts: Y.XmlText[] = [];
  const walk = (type: Y.XmlElement | Y.XmlFragment) => {
    for (const child of type.toArray()) {
      if (child instanceof Y.XmlText) texts.push(child);
      else if (child instanceof Y.XmlElement) walk(child);
    }
  };
  walk(ydoc.getXmlFragment(LIVE_FRAGMENT));
  for (const text of texts) {
    const at = (text.toDelta() as { insert: string }[])
      .map((d) => d.insert)
      .join('')
      .indexOf(words);
    if (at >= 0)
      return Buffer.from(
        Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(text, at)),
      ).toString('base64');
  }
  throw new Error(`No text has "${words}"`);
}

async function pdfText(file: string) {
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout.replace(/\s+/g, ' ');
}

async function download(id: string, token: string, format: 'pdf' | 'docx') {
  const res = await fetch(`${t.url}/documents/editor/${id}/download?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const file = path.join(dir, `${id}.${format}`);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return file;
}

describe('an accepted suggestion', () => {
  it('reaches everyone editing, and the downloaded PDF and Word file', async () => {
    const owner = await signUpCustomer(t.api);
    const suggester = await signUpCustomer(t.api);
    const { paymentMethodId } = await addCard(t, owner.token);
    await buy(t, owner.token, { handle: 'essentials-quarterly', paymentMethodId });
    const id = await finishNda(t, owner.token);
    const now = t.clock.now();
    await t.deps.database.db.insert(documentShares).values({
      documentId: id,
      email: String(suggester.input.email).toLowerCase(),
      role: 'SUGGESTER',
      sharedBy: String(owner.user.flakeId ?? owner.user.id),
      createdAt: now,
      updatedAt: now,
    });
    const screen = await listen(id, suggester.token);
    const made = await gqlAs(
      t,
      suggester.token,
      `mutation($d: ID!, $a: String!) { suggestDocumentChange(documentId: $d, operation: REPLACE,
        anchor: $a, original: "strictly confidential", text: "under lock and key") { id } }`,
      { d: id, a: anchorIn(screen.ydoc, 'strictly confidential') },
    );
    expect(made.errors).toBeUndefined();
    const accepted = await gqlAs(
      t,
      owner.token,
      `mutation($d: ID!, $s: ID!) { resolveDocumentSuggestion(documentId: $d, suggestionId: $s, status: ACCEPTED) { status } }`,
      { d: id, s: made.data.suggestDocumentChange.id },
    );
    expect(accepted.errors).toBeUndefined();
    await vi.waitFor(() =>
      expect(textOf(yDocToContent(screen.ydoc)).includes('keep it under lock and key;')).toBe(true),
    );
    screen.close();

    const pdf = await pdfText(await download(id, owner.token, 'pdf'));
    expect(pdf).toContain('(a) keep it under lock and key;');
    expect(pdf).not.toContain('strictly confidential');

    const docx = await download(id, owner.token, 'docx');
    const out = path.join(dir, 'converted');
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'pdf',
        '--outdir',
        out,
        docx,
      ],
      { timeout: 180_000 },
    );
    const word = await pdfText(path.join(out, `${id}.pdf`));
    expect(word).toContain('keep it under lock and key');
    expect(word).not.toContain('strictly confidential');
  }, 240_000);
});

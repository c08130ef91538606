import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';
import {
  MY_UPLOADS_QUERY as LIST,
  local,
  makeDocx,
  makePdf,
  makeZipBomb,
  PNG_BYTES,
  putFile,
  uploadFile,
  uploadingCustomer,
} from '../../test-support/upload-fixtures.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ clockStart: new Date('2026-11-21T00:00:00Z') });
});
afterAll(() => t.close());

const customer = () => uploadingCustomer(t);
const gql = async (token: string, query: string) =>
  (await t.api.graphql(query, {}, token)).body as { data?: any; errors?: unknown[] };

describe('what the upload link refuses', () => {
  async function link(me: { token: string; flakeId: string }, fileType = 'PDF', name = 'x.pdf') {
    const res = await t.api.post(
      '/upload/my-document-upload',
      { fileName: name, fileType, userId: me.flakeId },
      me.token,
    );
    return res.body as { signedUrl: string; fileName: string; downloadUrl: string };
  }

  async function nothingStored(
    me: { token: string },
    l: { fileName: string; downloadUrl: string },
  ) {
    expect((await fetch(local(t, l.downloadUrl))).status).toBe(404);
    const add = await t.api.post(
      '/folder/add-upload-document',
      { originalFileName: 'x', uploadedFileName: l.fileName },
      me.token,
    );
    expect(add.status).toBe(404);
    expect(add.body.error.message).toBe(UPLOAD_MESSAGES.uploadNotFound);
  }

  it('refuses a file over 20 MB with a 413 naming the limit', async () => {
    const me = await customer();
    const l = await link(me);
    const big = Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1);
    big.write('%PDF-1.7\n');
    const res = await putFile(t, l.signedUrl, big, 'application/pdf');
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('The file is larger than the 20 MB limit.');
    await nothingStored(me, l);
  });

  it('refuses a streamed body that passes the limit without saying its length', async () => {
    const me = await customer();
    const l = await link(me);
    const chunk = Buffer.alloc(1024 * 1024);
    chunk.write('%PDF-1.7\n');
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > UPLOAD_LIMITS.maxBytes) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(local(t, l.signedUrl), {
      method: 'PUT',
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    await nothingStored(me, l);
  });

  it('refuses files whose bytes are not the declared type', async () => {
    const me = await customer();
    const cases = [
      { type: 'PDF', bytes: Buffer.from('MZ\x90\x00\x03 This program cannot be run in DOS mode') },
      { type: 'PDF', bytes: Buffer.from('just some text pretending to be a PDF') },
      { type: 'DOCX', bytes: PNG_BYTES },
      { type: 'DOCX', bytes: makeDocx().subarray(0, 0) },
      { type: 'PNG', bytes: await makePdf() },
    ];
    for (const c of cases) {
      const l = await link(me, c.type, `x.${c.type.toLowerCase()}`);
      const res = await putFile(t, l.signedUrl, c.bytes);
      expect(res.status, c.type).toBe(400);
      await nothingStored(me, l);
    }
    const l = await link(me);
    const text = await putFile(t, l.signedUrl, Buffer.from('hello'));
    expect(text.body.error.message).toBe(
      "The file's contents are not a PDF file. Upload a real PDF file.",
    );
  });

  it('refuses a ZIP that is not a Word document, and a zip bomb', async () => {
    const me = await customer();
    const notWord = await link(me, 'DOCX', 'x.docx');
    const { zipSync, strToU8 } = await import('fflate');
    const plainZip = Buffer.from(zipSync({ 'readme.txt': strToU8('hello') }));
    expect((await putFile(t, notWord.signedUrl, plainZip)).status).toBe(400);
    await nothingStored(me, notWord);

    const bomb = makeZipBomb();
    expect(bomb.length).toBeLessThan(UPLOAD_LIMITS.maxBytes);
    const l = await link(me, 'DOCX', 'x.docx');
    const res = await putFile(t, l.signedUrl, bomb);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(UPLOAD_MESSAGES.zipBomb);
    await nothingStored(me, l);
  });

  it('refuses an expired link, for uploading and for downloading', async () => {
    const me = await customer();
    const l = await link(me);
    t.clock.advance(UPLOAD_LIMITS.uploadUrlSeconds * 1000 + 1);
    const late = await putFile(t, l.signedUrl, await makePdf());
    expect(late.status).toBe(410);
    expect(late.body.error.message).toBe(UPLOAD_MESSAGES.linkExpired);
    await nothingStored(me, await link(me));

    const fresh = await link(me, 'PDF', 'y.pdf');
    expect((await putFile(t, fresh.signedUrl, await makePdf())).status).toBe(200);
    expect((await fetch(local(t, fresh.downloadUrl))).status).toBe(200);
    t.clock.advance(UPLOAD_LIMITS.downloadUrlSeconds * 1000 + 1);
    const stale = await fetch(local(t, fresh.downloadUrl));
    expect(stale.status).toBe(410);
  });

  it('refuses a tampered link, and a link used twice', async () => {
    const me = await customer();
    const other = await customer();
    const l = await link(me);
    const url = new URL(l.signedUrl, t.url);
    const tampered = (edit: (u: URL) => void) => {
      const u = new URL(url);
      edit(u);
      return u.toString();
    };
    const pdf = await makePdf();
    for (const bad of [
      tampered((u) => u.searchParams.set('type', 'DOCX')),
      tampered((u) => u.searchParams.set('expires', String(Date.now() + 10 ** 9))),
      tampered((u) => u.searchParams.set('signature', `x${u.searchParams.get('signature')}`)),
      tampered((u) => u.searchParams.delete('signature')),
      tampered((u) => {
        u.pathname = u.pathname.replace(me.flakeId, other.flakeId);
      }),
    ]) {
      const res = await putFile(t, bad, pdf);
      expect(res.status, bad).toBe(403);
      expect(res.body.error.message).toBe(UPLOAD_MESSAGES.linkInvalid);
    }
    expect((await putFile(t, l.signedUrl, pdf)).status).toBe(200);
    const replay = await putFile(t, l.signedUrl, await makePdf('something else'));
    expect(replay.status).toBe(409);
    const kept = await fetch(local(t, l.downloadUrl));
    expect(Buffer.from(await kept.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it("does not let another user file, list or download someone's upload", async () => {
    const owner = await customer();
    const intruder = await customer();
    const { link: l } = await uploadFile(t, owner, {
      name: 'lease.pdf',
      type: 'PDF',
      bytes: await makePdf(),
    });
    const stolen = await t.api.post(
      '/folder/add-upload-document',
      { originalFileName: 'lease.pdf', uploadedFileName: l.fileName },
      intruder.token,
    );
    expect(stolen.status).toBe(404);
    const added = await t.api.post(
      '/folder/add-upload-document',
      { originalFileName: 'lease.pdf', uploadedFileName: l.fileName },
      owner.token,
    );
    const fileId = added.body.fileId;
    const download = await fetch(`${t.url}/asset-instance/download/${fileId}`, {
      headers: { authorization: `Bearer ${intruder.token}` },
    });
    expect(download.status).toBe(404);
    const assets = await t.api.get(`/user/${owner.flakeId}/asset-instances`, intruder.token);
    expect(assets.status).toBe(403);
    expect((await t.api.get(`/user/${owner.flakeId}/asset-instances`)).status).toBe(401);
    expect((await gql(intruder.token, LIST)).data.getMyDocuments).toEqual([]);
  });

  it('checks the add-upload input and names the field', async () => {
    const me = await customer();
    const res = await t.api.post(
      '/folder/add-upload-document',
      { originalFileName: 'a.pdf', uploadedFileName: '../../etc/passwd' },
      me.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('uploadedFileName: Not a name this service gave an upload');
    const unauth = await t.api.post('/folder/add-upload-document', {});
    expect(unauth.status).toBe(401);
  });
});

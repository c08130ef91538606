import { MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import {
  local,
  makeDocx,
  makePdf,
  makeZipBomb,
  PNG_BYTES,
  putFile,
  uploadFile,
} from '../../test-support/upload-fixtures.js';

let t: TTestApp;
beforeAll(async () => {
  // Upload names and dates below carry this instant.
  t = await startTestApp({ clockStart: new Date('2026-11-21T00:00:00Z') });
});
afterAll(() => t.close());

async function customer() {
  const { token, user } = await signUpCustomer(t.api);
  return { token, flakeId: user.flakeId as string };
}

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  return (await t.api.graphql(query, variables, token)).body as { data?: any; errors?: any[] };
}

const LIST = `{ getMyDocuments { id title status kind folderId upload { fileType originalName
  uploadedFileName size locked } } }`;

describe('POST /upload/my-document-upload', () => {
  it('hands out a signed upload link and a timestamped name', async () => {
    const me = await customer();
    const res = await t.api.post(
      '/upload/my-document-upload',
      { fileName: 'lease.pdf', fileType: 'PDF', userId: me.flakeId },
      me.token,
    );
    expect(res.status).toBe(200);
    // The test clock stands at 2026-11-21T00:00:00.000Z.
    expect(res.body.fileName).toBe('lease-20261121T000000000.pdf');
    // Relative: the browser sends it to whatever address the page came from.
    expect(res.body.signedUrl).toMatch(/^\/api\/files\//);
    const signed = new URL(res.body.signedUrl, 'http://any.example');
    expect(signed.pathname).toBe(`/api/files/uploads/${me.flakeId}/lease-20261121T000000000.pdf`);
    expect(signed.searchParams.get('signature')).toBeTruthy();
    expect(res.body.downloadUrl).toMatch(/^\/api\/files\//);
    expect(new URL(res.body.downloadUrl, 'http://any.example').pathname).toBe(signed.pathname);
  });

  it('uploads from a page opened at an address other than APP_URL', async () => {
    // The test server answers at 127.0.0.1:<port>, while APP_URL names http://app.test.
    const page = new URL(t.url).origin;
    expect(page).not.toBe(t.deps.config.APP_URL);
    const policy = (await fetch(`${t.url}/healthz`)).headers.get('content-security-policy') ?? '';
    expect(/connect-src ([^;]*)/.exec(policy)?.[1]).toBe("'self'");
    const me = await customer();
    const { link, put } = await uploadFile(t, me, {
      name: 'scan.png',
      type: 'PNG',
      bytes: PNG_BYTES,
    });
    // What the page's XHR resolves the links to: its own origin, which 'self' allows.
    expect(new URL(link.signedUrl, page).origin).toBe(page);
    expect(new URL(link.downloadUrl, page).origin).toBe(page);
    expect(put.status).toBe(200);
    const fetched = await fetch(new URL(link.downloadUrl, page));
    expect(Buffer.from(await fetched.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  it("answers 'User session not available' without a session or for another user", async () => {
    const me = await customer();
    const other = await customer();
    const input = { fileName: 'lease.pdf', fileType: 'PDF' };
    const anonymous = await t.api.post('/upload/my-document-upload', {
      ...input,
      userId: me.flakeId,
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(MESSAGES.uploadNoSession);
    const someoneElse = await t.api.post(
      '/upload/my-document-upload',
      { ...input, userId: other.flakeId },
      me.token,
    );
    expect(someoneElse.status).toBe(401);
    expect(someoneElse.body.error.message).toBe('User session not available');
  });

  it('names the field when the file type is not one we take', async () => {
    const me = await customer();
    const res = await t.api.post(
      '/upload/my-document-upload',
      { fileName: 'setup.exe', fileType: 'EXE', userId: me.flakeId },
      me.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('fileType: Choose a PDF, DOCX, PNG, JPEG file');
    const blank = await t.api.post(
      '/upload/my-document-upload',
      { fileName: ' ', fileType: 'PDF', userId: me.flakeId },
      me.token,
    );
    expect(blank.body.error.message).toBe('fileName: fileName is required');
  });
});

describe('the upload journey', () => {
  it('uploads, files into a folder, lists, and downloads the same bytes', async () => {
    const me = await customer();
    const pdf = await makePdf();
    const { link, put } = await uploadFile(t, me, { name: 'lease.pdf', type: 'PDF', bytes: pdf });
    expect(put).toEqual({
      status: 200,
      body: { fileName: link.fileName, fileType: 'PDF', size: pdf.length, locked: false },
    });

    // The download link serves the file while it is valid.
    const fetched = await fetch(local(t, link.downloadUrl));
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(fetched.headers.get('content-disposition')).toContain("filename*=UTF-8''lease.pdf");
    expect(Buffer.from(await fetched.arrayBuffer()).equals(pdf)).toBe(true);

    const folder = await gql(me.token, 'mutation { createDocumentFolder(name: "Leases") { id } }');
    const folderId = folder.data.createDocumentFolder.id;
    const added = await t.api.post(
      '/folder/add-upload-document',
      { originalFileName: 'lease.pdf', uploadedFileName: link.fileName, folderId },
      me.token,
    );
    expect(added.status).toBe(200);
    const fileId = added.body.fileId as string;
    expect(fileId).toMatch(/^[0-9A-Z]{26}$/);

    // Asking again (a retried request) answers the same entry.
    const again = await t.api.post(
      '/folder/add-upload-document',
      { originalFileName: 'lease.pdf', uploadedFileName: link.fileName, folderId },
      me.token,
    );
    expect(again.body.fileId).toBe(fileId);

    const list = await gql(me.token, LIST);
    expect(list.data.getMyDocuments).toEqual([
      {
        id: fileId,
        title: 'lease.pdf',
        status: 'UPLOADED',
        kind: 'upload',
        folderId,
        upload: {
          fileType: 'PDF',
          originalName: 'lease.pdf',
          uploadedFileName: link.fileName,
          size: pdf.length,
          locked: false,
        },
      },
    ]);

    const assets = await t.api.get(`/user/${me.flakeId}/asset-instances`, me.token);
    expect(assets.status).toBe(200);
    expect(assets.body).toEqual([
      expect.objectContaining({
        id: fileId,
        title: 'lease.pdf',
        status: 'UPLOADED',
        kind: 'upload',
        folderId,
        createdAt: '2026-11-21T00:00:00.000Z',
        updatedAt: '2026-11-21T00:00:00.000Z',
      }),
    ]);

    const download = await fetch(`${t.url}/asset-instance/download/${fileId}`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="lease.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('puts an upload at the top level without a folder, and takes DOCX, PNG and JPEG', async () => {
    const me = await customer();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
    for (const file of [
      { name: 'Offer letter.docx', type: 'DOCX' as const, bytes: makeDocx() },
      { name: 'logo.png', type: 'PNG' as const, bytes: PNG_BYTES },
      { name: 'photo.jpg', type: 'JPEG' as const, bytes: jpeg },
    ]) {
      const { put } = await uploadFile(t, me, file);
      expect(put.status, file.name).toBe(200);
      expect(put.body.fileType).toBe(file.type);
    }
    const { link } = await uploadFile(t, me, {
      name: 'a.pdf',
      type: 'PDF',
      bytes: await makePdf(),
    });
    const added = await t.api.post(
      '/folder/add-upload-document',
      { originalFileName: 'a.pdf', uploadedFileName: link.fileName },
      me.token,
    );
    expect(added.status).toBe(200);
    const list = await gql(me.token, LIST);
    expect(list.data.getMyDocuments[0]).toMatchObject({ id: added.body.fileId, folderId: null });
  });
});

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

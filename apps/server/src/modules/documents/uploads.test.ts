import { MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';
import {
  MY_UPLOADS_QUERY as LIST,
  local,
  makeDocx,
  makePdf,
  PNG_BYTES,
  uploadFile,
  uploadingCustomer,
} from '../../test-support/upload-fixtures.js';

let t: TTestApp;
beforeAll(async () => {
  // Upload names and dates below carry this instant.
  t = await startTestApp({ clockStart: new Date('2026-11-21T00:00:00Z') });
});
afterAll(() => t.close());

const customer = () => uploadingCustomer(t);
const gql = async (token: string, query: string) =>
  (await t.api.graphql(query, {}, token)).body as { data?: any; errors?: unknown[] };

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

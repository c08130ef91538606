import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@app/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TClock } from '../../platform/clock.js';
import { startS3TestServer, type TS3TestServer } from '../../test-support/s3-test-server.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { makeLockedPdf, makePdf, PNG_BYTES, putFile } from '../../test-support/upload-fixtures.js';

// The upload journey with files in an S3-compatible store: the browser PUTs straight into
// the bucket, and the upload is checked and recorded when it is filed in My documents.

let s3: TS3TestServer;
let t: TTestApp;
let clock: TClock | undefined;

beforeAll(async () => {
  s3 = await startS3TestServer({
    bucket: 'clausewell-files',
    region: 'ap-southeast-2',
    accessKeyId: 'CWTESTKEY',
    secretAccessKey: 'cw-test-secret-0123456789',
    // The store judges presigned URLs by the app's clock, as a real one would by real time.
    now: () => clock!.now(),
  });
  t = await startTestApp({ clockStart: new Date('2026-11-21T00:00:00Z'), env: s3.env });
  clock = t.clock;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function customer() {
  const { token, user } = await signUpCustomer(t.api);
  return { token, flakeId: user.flakeId as string };
}

async function requestLink(me: { token: string; flakeId: string }, fileName = 'lease.pdf') {
  const fileType = fileName.endsWith('.png') ? 'PNG' : 'PDF';
  const res = await t.api.post(
    '/upload/my-document-upload',
    { fileName, fileType, userId: me.flakeId },
    me.token,
  );
  expect(res.status).toBe(200);
  return res.body as { signedUrl: string; fileName: string; downloadUrl: string };
}

const fileIt = (me: { token: string }, uploadedFileName: string, originalFileName = 'lease.pdf') =>
  t.api.post('/folder/add-upload-document', { originalFileName, uploadedFileName }, me.token);

describe('uploads with an S3 store', () => {
  it('lets the page reach the store', async () => {
    expect(t.deps.files.kind).toBe('s3');
    const policy = (await fetch(`${t.url}/healthz`)).headers.get('content-security-policy');
    expect(/connect-src ([^;]*)/.exec(policy ?? '')?.[1]).toBe(`'self' ${s3.url}`);
  });

  it('hands out a presigned PUT, files the upload, and downloads the same bytes', async () => {
    const me = await customer();
    const link = await requestLink(me);
    expect(link.fileName).toBe('lease-20261121T000000000.pdf');
    expect(new URL(link.signedUrl).origin).toBe(s3.url);
    expect(new URL(link.downloadUrl).origin).toBe(s3.url);

    const pdf = await makePdf();
    const put = await putFile(t, link.signedUrl, pdf, 'application/pdf');
    expect(put.status).toBe(200);
    // Nothing is downloadable until the upload has been checked.
    expect((await fetch(link.downloadUrl)).status).toBe(404);

    const added = await fileIt(me, link.fileName);
    expect(added.status).toBe(200);
    const fileId = added.body.fileId as string;
    expect((await fileIt(me, link.fileName)).body.fileId).toBe(fileId);

    const fetched = await fetch(link.downloadUrl);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(fetched.headers.get('content-disposition')).toContain("filename*=UTF-8''lease.pdf");
    expect(Buffer.from(await fetched.arrayBuffer()).equals(pdf)).toBe(true);

    // The app's own download reads the filed copy from the store.
    const download = await fetch(`${t.url}/asset-instance/download/${fileId}`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    // Only the checked copy is left in the store.
    const mine = [...s3.objects.keys()].filter((k) => k.includes(me.flakeId));
    expect(mine).toEqual([`uploads/${me.flakeId}/${link.fileName}`]);

    // The same link PUT again after filing cannot change the filed copy.
    expect((await putFile(t, link.signedUrl, PNG_BYTES)).status).toBe(200);
    const again = await fetch(`${t.url}/asset-instance/download/${fileId}`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(Buffer.from(await again.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('refuses an expired link at the store', async () => {
    const me = await customer();
    const link = await requestLink(me, 'late.png');
    const start = t.clock.now();
    t.clock.advance((UPLOAD_LIMITS.uploadUrlSeconds + 1) * 1000);
    try {
      const put = await putFile(t, link.signedUrl, PNG_BYTES);
      expect(put.status).toBe(403);
      expect(put.body).toContain('Request has expired');
      const added = await fileIt(me, link.fileName, 'late.png');
      expect(added.status).toBe(404);
      expect(added.body.error.message).toBe(UPLOAD_MESSAGES.uploadNotFound);
    } finally {
      t.clock.set(start);
    }
  });

  it('checks the bytes when the upload is filed, and keeps nothing it refuses', async () => {
    const me = await customer();
    const link = await requestLink(me, 'scan.pdf');
    expect((await putFile(t, link.signedUrl, PNG_BYTES)).status).toBe(200);
    const wrongType = await fileIt(me, link.fileName, 'scan.pdf');
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.message).toBe(UPLOAD_MESSAGES.typeMismatch('PDF'));

    const big = Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1);
    big.write('%PDF-1.7\n');
    expect((await putFile(t, link.signedUrl, big)).status).toBe(200);
    const tooLarge = await fileIt(me, link.fileName, 'scan.pdf');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.message).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(s3.objects.has(`incoming/${me.flakeId}/${link.fileName}`)).toBe(false);

    // Nothing was recorded: the same link still takes the right file.
    const pdf = await makePdf();
    expect((await putFile(t, link.signedUrl, pdf)).status).toBe(200);
    expect((await fileIt(me, link.fileName, 'scan.pdf')).status).toBe(200);
  });

  it('unlocks a PDF straight after its PUT, and the copy downloads as a PDF', async () => {
    const me = await customer();
    const link = await requestLink(me, 'statement.pdf');
    const locked = await makeLockedPdf('open-sesame');
    expect((await putFile(t, link.signedUrl, locked)).status).toBe(200);
    const res = await t.api.post(
      '/unlock-pdf-password',
      { metadata: { uploadedFileName: link.fileName }, replaceInput: { password: 'open-sesame' } },
      me.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ replaced: false, locked: false });
    const copy = await fetch(res.body.downloadUrl);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('application/pdf');
    expect(copy.headers.get('content-disposition')).toContain('attachment');
    expect((await PDFDocument.load(Buffer.from(await copy.arrayBuffer()))).getPageCount()).toBe(1);
  });

  it("does not let another user file someone's upload", async () => {
    const me = await customer();
    const other = await customer();
    const link = await requestLink(me);
    expect((await putFile(t, link.signedUrl, await makePdf())).status).toBe(200);
    const theirs = await fileIt(other, link.fileName);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.message).toBe(UPLOAD_MESSAGES.uploadNotFound);
    // No link is handed out for another user's name either.
    const refused = await t.api.post(
      '/upload/my-document-upload',
      { fileName: 'x.pdf', fileType: 'PDF', userId: me.flakeId },
      other.token,
    );
    expect(refused.status).toBe(401);
  });
});

// Two instances on one PostgreSQL database and one bucket (PGlite has one process).
describe.runIf(process.env.TEST_DATABASE_URL)('uploads with an S3 store on two instances', () => {
  let two: TTestApp;
  beforeAll(async () => {
    two = await startTestApp({
      clockStart: new Date('2026-11-21T00:00:00Z'),
      env: s3.env,
      sameDatabaseAs: t,
    });
  });
  afterAll(() => two?.close());

  it('files and downloads on one instance what was asked for on the other', async () => {
    const me = await customer();
    const link = await requestLink(me);
    const pdf = await makePdf('Filed on the other instance');
    expect((await putFile(two, link.signedUrl, pdf)).status).toBe(200);
    const added = await two.api.post(
      '/folder/add-upload-document',
      { originalFileName: 'lease.pdf', uploadedFileName: link.fileName },
      me.token,
    );
    expect(added.status).toBe(200);
    const download = await fetch(`${t.url}/asset-instance/download/${added.body.fileId}`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type TS3TestServer } from '../../test-support/s3-test-server.js';
import { testNow } from '../../test-support/test-app.js';
import { manualClock } from '../clock.js';
import { createS3FileStore, s3Origin } from './s3-file-store.js';

// The S3 adapter against a server that checks SigV4 signatures the way S3 does: what the
// browser does with presigned URLs, and what the server does with its own credentials.

const clock = manualClock(testNow());
const credentials = { accessKeyId: 'CWTESTKEY', secretAccessKey: 'cw-test-secret-0123456789' };
let s3: TS3TestServer;
let store: ReturnType<typeof createS3FileStore>;

beforeAll(async () => {
  s3 = await startS3TestServer({
    bucket: 'clausewell-files',
    region: 'ap-southeast-2',
    ...credentials,
    now: () => clock.now(),
  });
  store = createS3FileStore({
    bucket: 'clausewell-files',
    region: 'ap-southeast-2',
    endpoint: s3.url,
    forcePathStyle: true,
    ...credentials,
    clock,
  });
});
afterAll(() => s3.close());

const bytes = Buffer.from('%PDF-1.7 a small file');

describe('the S3 file store', () => {
  it('takes a PUT through a presigned URL and serves it back through another', async () => {
    const key = 'uploads/u1/lease-20261121T000000000.pdf';
    const put = await store.uploadUrl({ key, expiresInSeconds: 900 });
    expect(new URL(put).origin).toBe(store.origin);
    expect(new URL(put).pathname).toBe(`/clausewell-files/${key}`);
    // A browser sends whatever content type it likes: the signature does not cover it.
    const res = await fetch(put, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    expect(res.status).toBe(200);
    expect(s3.objects.get(key)?.bytes.equals(bytes)).toBe(true);

    const get = await store.downloadUrl({
      key,
      expiresInSeconds: 300,
      as: {
        contentType: 'application/pdf',
        contentDisposition: 'attachment; filename="lease.pdf"',
      },
    });
    const fetched = await fetch(get);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(fetched.headers.get('content-disposition')).toBe('attachment; filename="lease.pdf"');
    expect(fetched.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a presigned URL once it has expired, by the clock it was signed with', async () => {
    const key = 'uploads/u1/late-20261121T000000000.pdf';
    await store.write(key, bytes);
    const get = await store.downloadUrl({ key, expiresInSeconds: 300 });
    const put = await store.uploadUrl({ key, expiresInSeconds: 900 });
    clock.advance(301_000);
    try {
      const late = await fetch(get);
      expect(late.status).toBe(403);
      expect(await late.text()).toContain('Request has expired');
      expect((await fetch(put, { method: 'PUT', body: 'x' })).status).toBe(200);
      clock.advance(600_000);
      const latePut = await fetch(put, { method: 'PUT', body: 'replaced' });
      expect(latePut.status).toBe(403);
      expect((await store.read(key))?.toString()).toBe('x');
    } finally {
      clock.set(testNow());
    }
  });

  it('refuses a presigned URL whose key or expiry was edited', async () => {
    const key = 'uploads/u1/mine-20261121T000000000.pdf';
    await store.write(key, bytes);
    const get = new URL(await store.downloadUrl({ key, expiresInSeconds: 300 }));
    const otherKey = new URL(get);
    otherKey.pathname = '/clausewell-files/uploads/u2/theirs-20261121T000000000.pdf';
    const longer = new URL(get);
    longer.searchParams.set('X-Amz-Expires', '604800');
    for (const edited of [otherKey, longer]) {
      const res = await fetch(edited);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('SignatureDoesNotMatch');
    }
    expect((await fetch(get)).status).toBe(200);
  });

  it('writes, reads, sizes and removes with its own credentials', async () => {
    const key = 'generated/u1/report.pdf';
    expect(await store.read(key)).toBeUndefined();
    expect(await store.size(key)).toBeUndefined();
    await store.write(key, bytes);
    expect((await store.read(key))?.equals(bytes)).toBe(true);
    expect(await store.size(key)).toBe(bytes.length);
    await store.remove(key);
    expect(await store.read(key)).toBeUndefined();
    expect(s3.objects.has(key)).toBe(false);
    // Removing what is not there is not an error, as on S3.
    await store.remove(key);
  });

  it('answers UNAVAILABLE while the store cannot be reached', async () => {
    const away = createS3FileStore({
      bucket: 'clausewell-files',
      region: 'ap-southeast-2',
      endpoint: 'http://127.0.0.1:9',
      forcePathStyle: true,
      ...credentials,
      clock,
    });
    await expect(away.read('uploads/u1/x.pdf')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('names the origin presigned URLs use, for path-style and virtual-hosted buckets', async () => {
    const base = { bucket: 'cw-files', region: 'ap-southeast-2' };
    expect(s3Origin({ ...base, forcePathStyle: false })).toBe(
      'https://cw-files.s3.ap-southeast-2.amazonaws.com',
    );
    expect(s3Origin({ ...base, forcePathStyle: true })).toBe(
      'https://s3.ap-southeast-2.amazonaws.com',
    );
    expect(
      s3Origin({ ...base, endpoint: 'https://files.example.com:9000', forcePathStyle: true }),
    ).toBe('https://files.example.com:9000');
    const hosted = createS3FileStore({ ...base, ...credentials, forcePathStyle: false, clock });
    const url = new URL(await hosted.uploadUrl({ key: 'uploads/u1/a.pdf', expiresInSeconds: 60 }));
    expect(url.origin).toBe(hosted.origin);
  });
});

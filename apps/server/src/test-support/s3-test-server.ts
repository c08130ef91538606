import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small server that speaks enough of the S3 protocol for the file store's tests: PUT, GET,
// HEAD and DELETE of objects in one bucket, path-style, each request checked against an AWS
// Signature Version 4 (the Authorization header, or a presigned URL's query). Presigned URLs
// expire by the clock it is given, so tests move time instead of waiting.

export type TS3TestServer = Awaited<ReturnType<typeof startS3TestServer>>;

type TObject = { bytes: Buffer; contentType: string };

const ALGORITHM = 'AWS4-HMAC-SHA256';
const UNSIGNED = 'UNSIGNED-PAYLOAD';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest();

/** RFC 3986 encoding, as SigV4's canonical query string wants it. */
const strictEncode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function canonicalQuery(raw: string, leaveOut: string): string {
  const pairs: [string, string][] = [];
  for (const part of raw.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const name = decodeURIComponent(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? '' : decodeURIComponent(part.slice(eq + 1));
    if (name !== leaveOut) pairs.push([strictEncode(name), strictEncode(value)]);
  }
  pairs.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

/** yyyyMMddTHHmmssZ to a Date, or undefined for anything else. */
function amzDate(value: string | undefined): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!m) return undefined;
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
}

type TAuthParts = {
  credential: string;
  signedHeaders: string;
  signature: string;
  date: string;
  payloadHash: string;
  query: string;
  expiresSeconds?: number;
};

function authParts(req: IncomingMessage, rawQuery: string): TAuthParts | string {
  const query = new URLSearchParams(rawQuery);
  if (query.has('X-Amz-Signature')) {
    if (query.get('X-Amz-Algorithm') !== ALGORITHM) return 'unsupported algorithm';
    const expires = Number(query.get('X-Amz-Expires'));
    if (!Number.isInteger(expires) || expires < 1 || expires > 604_800) return 'bad X-Amz-Expires';
    return {
      credential: query.get('X-Amz-Credential') ?? '',
      signedHeaders: query.get('X-Amz-SignedHeaders') ?? '',
      signature: query.get('X-Amz-Signature') ?? '',
      date: query.get('X-Amz-Date') ?? '',
      payloadHash: query.get('X-Amz-Content-Sha256') ?? UNSIGNED,
      query: canonicalQuery(rawQuery, 'X-Amz-Signature'),
      expiresSeconds: expires,
    };
  }
  const header = req.headers.authorization ?? '';
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^,]+),\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]+)$/.exec(
      header,
    );
  if (!m) return 'missing or malformed authorization';
  return {
    credential: m[1]!,
    signedHeaders: m[2]!,
    signature: m[3]!,
    date: String(req.headers['x-amz-date'] ?? ''),
    payloadHash: String(req.headers['x-amz-content-sha256'] ?? ''),
    query: canonicalQuery(rawQuery, ''),
  };
}

export async function startS3TestServer(opts: {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The instant presigned URLs are judged at. */
  now: () => Date;
}) {
  const objects = new Map<string, TObject>();
  /** Every request that reached the store, as "METHOD key", for tests to look at. */
  const requests: string[] = [];

  /** Why the request's signature does not hold, or undefined when it does. */
  function refusal(req: IncomingMessage, path: string, rawQuery: string, body: Buffer) {
    const parts = authParts(req, rawQuery);
    if (typeof parts === 'string') return { code: 'AccessDenied', message: parts };
    const [accessKey, day, region, service, terminator] = parts.credential.split('/');
    if (accessKey !== opts.accessKeyId) {
      return { code: 'InvalidAccessKeyId', message: 'unknown access key' };
    }
    const signedAt = amzDate(parts.date);
    if (
      !signedAt ||
      day !== parts.date.slice(0, 8) ||
      region !== opts.region ||
      service !== 's3' ||
      terminator !== 'aws4_request'
    ) {
      return { code: 'AuthorizationQueryParametersError', message: 'bad credential scope' };
    }
    const names = parts.signedHeaders.split(';');
    if (!names.includes('host')) return { code: 'AccessDenied', message: 'host is not signed' };
    const headers = names
      .map(
        (n) =>
          `${n}:${String(req.headers[n] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonical = [
      req.method,
      path,
      parts.query,
      headers,
      parts.signedHeaders,
      parts.payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = `${ALGORITHM}\n${parts.date}\n${scope}\n${sha256(canonical)}`;
    let key = hmac(`AWS4${opts.secretAccessKey}`, day!);
    for (const step of [region!, 's3', 'aws4_request']) key = hmac(key, step);
    const expected = Buffer.from(hmac(key, toSign).toString('hex'));
    const given = Buffer.from(parts.signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { code: 'SignatureDoesNotMatch', message: 'signature does not match' };
    }
    if (/^[0-9a-f]{64}$/.test(parts.payloadHash) && sha256(body) !== parts.payloadHash) {
      return { code: 'XAmzContentSHA256Mismatch', message: 'body does not match its hash' };
    }
    // Header-signed requests come from the SDK dated by the real clock, which tests never
    // read, so only presigned URLs are held to a time.
    if (parts.expiresSeconds !== undefined) {
      const until = signedAt.getTime() + parts.expiresSeconds * 1000;
      if (opts.now().getTime() > until)
        return { code: 'AccessDenied', message: 'Request has expired' };
    }
    return undefined;
  }

  function fail(res: ServerResponse, status: number, code: string, message: string, head = false) {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(
      head
        ? undefined
        : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = req.url ?? '/';
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    const rawQuery = mark < 0 ? '' : url.slice(mark + 1);
    const head = req.method === 'HEAD';
    const [, bucket, ...rest] = path.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    requests.push(`${req.method} ${key}`);
    const refused = refusal(req, path, rawQuery, body);
    if (refused) return fail(res, 403, refused.code, refused.message, head);
    if (bucket !== opts.bucket) return fail(res, 404, 'NoSuchBucket', 'no such bucket', head);
    if (!key) return fail(res, 400, 'InvalidRequest', 'object operations only', head);

    if (req.method === 'PUT') {
      const contentType = String(req.headers['content-type'] ?? 'binary/octet-stream');
      objects.set(key, { bytes: body, contentType });
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return res.end();
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    if (req.method === 'GET' || head) {
      const object = objects.get(key);
      if (!object) return fail(res, 404, 'NoSuchKey', 'The specified key does not exist.', head);
      const query = new URLSearchParams(rawQuery);
      const headers: Record<string, string | number> = {
        'content-type': query.get('response-content-type') ?? object.contentType,
        'content-length': object.bytes.length,
        etag: `"${createHash('md5').update(object.bytes).digest('hex')}"`,
      };
      const disposition = query.get('response-content-disposition');
      if (disposition) headers['content-disposition'] = disposition;
      const cacheControl = query.get('response-cache-control');
      if (cacheControl) headers['cache-control'] = cacheControl;
      res.writeHead(200, headers);
      return res.end(head ? undefined : object.bytes);
    }
    return fail(res, 405, 'MethodNotAllowed', 'not supported here');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => fail(res, 500, 'InternalError', 'test server failure'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    /** The app's environment for a store on this server. */
    env: {
      S3_BUCKET: opts.bucket,
      S3_REGION: opts.region,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: opts.accessKeyId,
      S3_SECRET_ACCESS_KEY: opts.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

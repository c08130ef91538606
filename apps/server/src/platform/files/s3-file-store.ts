import { MESSAGES } from '@app/domain';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { TClock } from '../clock.js';
import { AppError } from '../errors.js';
import { assertValidKey, type TS3FileStore } from './file-store.js';

export type TS3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; AWS's own endpoint for the region when left out. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (endpoint/bucket/key) instead of the host (bucket.endpoint/key). */
  forcePathStyle: boolean;
};

/** The scheme, host and port presigned URLs point at, as the SDK builds them. */
export function s3Origin(s: Omit<TS3Settings, 'accessKeyId' | 'secretAccessKey'>): string {
  const base = new URL(s.endpoint ?? `https://s3.${s.region}.amazonaws.com`);
  if (!s.forcePathStyle) base.hostname = `${s.bucket}.${base.hostname}`;
  return base.origin;
}

const statusOf = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * The store unreachable or failing (no answer, or a 5xx) is an outage worth a retry, like the
 * database away; anything else (refused credentials, a missing bucket) is a fault to log.
 */
function outage(err: unknown): unknown {
  const status = statusOf(err);
  if (status !== undefined && status < 500) return err;
  return new AppError('UNAVAILABLE', MESSAGES.serviceUnavailable, {
    log: `file store: ${(err as Error).message}`,
  });
}

/**
 * Files in an S3-compatible bucket, shared by every server instance. The browser PUTs and
 * GETs with presigned URLs (SigV4, dated by the app's clock so expiry follows it); the
 * server writes, reads and removes with the same credentials.
 */
export function createS3FileStore(settings: TS3Settings & { clock: TClock }): TS3FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Checksums only where S3 demands them: a presigned PUT carrying the checksum of an
    // empty body would refuse every real upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = settings.bucket;
  const presign = (command: PutObjectCommand | GetObjectCommand, seconds: number) =>
    getSignedUrl(client, command, {
      expiresIn: seconds,
      signingDate: settings.clock.now(),
    });
  const send = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      throw outage(err);
    }
  };

  return {
    kind: 's3',
    origin: s3Origin(settings),
    uploadUrl(o) {
      assertValidKey(o.key);
      return presign(new PutObjectCommand({ Bucket, Key: o.key }), o.expiresInSeconds);
    },
    downloadUrl(o) {
      assertValidKey(o.key);
      const command = new GetObjectCommand({
        Bucket,
        Key: o.key,
        // The store answers with the type and attachment name the app would have sent.
        ResponseContentType: o.as?.contentType,
        ResponseContentDisposition: o.as?.contentDisposition,
        ResponseCacheControl: 'private, no-store',
      });
      return presign(command, o.expiresInSeconds);
    },
    async write(key, bytes) {
      assertValidKey(key);
      // A PUT replaces the object whole: readers see the old file or the new.
      await send(() => client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes })));
    },
    async read(key) {
      assertValidKey(key);
      return send(async () => {
        try {
          const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
          return Buffer.from(await res.Body!.transformToByteArray());
        } catch (err) {
          if (statusOf(err) === 404) return undefined;
          throw err;
        }
      });
    },
    async size(key) {
      assertValidKey(key);
      return send(async () => {
        try {
          const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
          return res.ContentLength ?? 0;
        } catch (err) {
          if (statusOf(err) === 404) return undefined;
          throw err;
        }
      });
    },
    async remove(key) {
      assertValidKey(key);
      await send(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
  };
}

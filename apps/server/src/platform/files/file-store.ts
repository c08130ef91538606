import type { TSignatureProblem, TSignedMethod } from './signed-urls.js';

/**
 * Where uploaded files live. The embedded default is a local folder with HMAC-signed URLs
 * served by this app; an S3-compatible store would hand out its own presigned URLs.
 *
 * Keys are slash-separated segments of letters, digits, dot, dash and underscore
 * (uploads/<userId>/<storedName>), so a key can never step outside the store.
 */
export type TFileStore = {
  kind: 'local';
  /** An absolute URL the browser PUTs the file's bytes to, valid for the given seconds. */
  uploadUrl(opts: {
    key: string;
    expiresInSeconds: number;
    params?: Record<string, string>;
  }): string;
  /** An absolute URL that GETs the file, valid for the given seconds. */
  downloadUrl(opts: { key: string; expiresInSeconds: number }): string;
  /** The key a signed URL's path names, or undefined for a path outside the store. */
  keyOfPath(pathname: string): string | undefined;
  /** Checks a signed request; answers the parameters the URL was signed with. */
  verify(opts: {
    method: TSignedMethod;
    key: string;
    query: Record<string, unknown>;
  }): { ok: true; params: Record<string, string> } | { ok: false; problem: TSignatureProblem };
  /** Writes the whole file at once: readers see the old file or the new, never half. */
  write(key: string, bytes: Uint8Array): Promise<void>;
  read(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
};

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isValidKey(key: string): boolean {
  const parts = key.split('/');
  return parts.length >= 1 && parts.length <= 8 && parts.every((p) => SEGMENT.test(p));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid file key: ${JSON.stringify(key)}`);
}

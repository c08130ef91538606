import type { TSignatureProblem, TSignedMethod } from './signed-urls.js';

/** How a presigned download should answer: the browser gets these headers. */
export type TDownloadAs = { contentType: string; contentDisposition: string };

/**
 * What every store can do. Files are written, read and removed by the server; the browser
 * PUTs and GETs bytes through short-lived signed URLs the store hands out.
 *
 * Keys are slash-separated segments of letters, digits, dot, dash and underscore
 * (uploads/<userId>/<storedName>), so a key can never step outside the store.
 */
type TFileStoreBase = {
  /** A URL the browser PUTs the file's bytes to, valid for the given seconds. */
  uploadUrl(opts: { key: string; expiresInSeconds: number }): Promise<string>;
  /**
   * A URL that GETs the file, valid for the given seconds. A bucket answers with `as`; the
   * local store's route answers from the upload's record instead.
   */
  downloadUrl(opts: { key: string; expiresInSeconds: number; as?: TDownloadAs }): Promise<string>;
  /** Writes the whole file at once: readers see the old file or the new, never half. */
  write(key: string, bytes: Uint8Array): Promise<void>;
  read(key: string): Promise<Buffer | undefined>;
  /** The file's size in bytes without reading it, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  remove(key: string): Promise<void>;
};

/**
 * The embedded default: a local folder. Its signed URLs are relative (the page's own origin)
 * and answered by this app, which checks them with `verify` and keeps what a PUT delivers.
 */
export type TLocalFileStore = Omit<TFileStoreBase, 'uploadUrl'> & {
  kind: 'local';
  /** As for every store, and `params` travel inside the signature so the PUT cannot change them. */
  uploadUrl(opts: {
    key: string;
    expiresInSeconds: number;
    params?: Record<string, string>;
  }): Promise<string>;
  /** The key a signed URL's path names, or undefined for a path outside the store. */
  keyOfPath(pathname: string): string | undefined;
  /** Checks a signed request; answers the parameters the URL was signed with. */
  verify(opts: {
    method: TSignedMethod;
    key: string;
    query: Record<string, unknown>;
  }): { ok: true; params: Record<string, string> } | { ok: false; problem: TSignatureProblem };
};

/**
 * An S3-compatible bucket every server instance shares. The browser talks to the store
 * directly with presigned URLs, so the app never sees a PUT: uploads are checked when they
 * are filed (see the documents uploads service).
 */
export type TS3FileStore = TFileStoreBase & {
  kind: 's3';
  /** Where presigned URLs point (scheme, host and port), for the content security policy. */
  origin: string;
};

export type TFileStore = TLocalFileStore | TS3FileStore;

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isValidKey(key: string): boolean {
  const parts = key.split('/');
  return parts.length >= 1 && parts.length <= 8 && parts.every((p) => SEGMENT.test(p));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid file key: ${JSON.stringify(key)}`);
}

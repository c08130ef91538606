import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_PATH_PREFIX } from '@app/domain';
import type { TClock } from '../clock.js';
import { assertValidKey, isValidKey, type TLocalFileStore } from './file-store.js';
import { fileUrlKey, signPath, verifyPath } from './signed-urls.js';

/** URLs of the embedded store start here; the app serves them (see the documents routes). */
export const LOCAL_FILES_PREFIX = '/files/';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The embedded default: files in a local folder, signed URLs answered by this app. The URLs
 * are relative, so the browser sends them to whatever address the site was opened at (the
 * content security policy allows only that origin); the signature covers the path alone.
 */
export function createLocalFileStore(opts: {
  root: string;
  secret: string;
  clock: TClock;
}): TLocalFileStore {
  const key = fileUrlKey(opts.secret);
  const root = path.resolve(opts.root);
  const fileOf = (k: string) => {
    assertValidKey(k);
    return path.join(root, ...k.split('/'));
  };
  const signedUrl = async (method: 'GET' | 'PUT', k: string, seconds: number, params = {}) => {
    assertValidKey(k);
    const expiresAt = opts.clock.now().getTime() + seconds * 1000;
    // Handed to the browser under /api/, so opening one is never taken for a page.
    return (
      API_PATH_PREFIX +
      signPath({ key, method, pathname: LOCAL_FILES_PREFIX + k, expiresAt, params })
    );
  };

  return {
    kind: 'local',
    uploadUrl: (o) => signedUrl('PUT', o.key, o.expiresInSeconds, o.params),
    downloadUrl: (o) => signedUrl('GET', o.key, o.expiresInSeconds),
    keyOfPath(fullPath) {
      const pathname = fullPath.startsWith(`${API_PATH_PREFIX}/`)
        ? fullPath.slice(API_PATH_PREFIX.length)
        : fullPath;
      if (!pathname.startsWith(LOCAL_FILES_PREFIX)) return undefined;
      const k = pathname.slice(LOCAL_FILES_PREFIX.length);
      return isValidKey(k) ? k : undefined;
    },
    verify(o) {
      if (!isValidKey(o.key)) return { ok: false, problem: 'invalid' };
      return verifyPath({
        key,
        method: o.method,
        pathname: LOCAL_FILES_PREFIX + o.key,
        query: o.query,
        now: opts.clock.now().getTime(),
      });
    },
    async write(k, bytes) {
      const file = fileOf(k);
      await mkdir(path.dirname(file), { recursive: true });
      // Write beside, then rename: a reader never sees a half-written file.
      const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(temp, bytes, { mode: 0o600 });
        await rename(temp, file);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async read(k) {
      try {
        return await readFile(fileOf(k));
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
    async size(k) {
      try {
        return (await stat(fileOf(k))).size;
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
    async remove(k) {
      await rm(fileOf(k), { force: true });
    },
  };
}

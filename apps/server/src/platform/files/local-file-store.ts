import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TClock } from '../clock.js';
import { assertValidKey, isValidKey, type TFileStore } from './file-store.js';
import { fileUrlKey, signPath, verifyPath } from './signed-urls.js';

/** URLs of the embedded store start here; the app serves them (see the documents routes). */
export const LOCAL_FILES_PREFIX = '/files/';

/** The embedded default: files in a local folder, signed URLs answered by this app. */
export function createLocalFileStore(opts: {
  root: string;
  appUrl: string;
  secret: string;
  clock: TClock;
}): TFileStore {
  const key = fileUrlKey(opts.secret);
  const root = path.resolve(opts.root);
  const fileOf = (k: string) => {
    assertValidKey(k);
    return path.join(root, ...k.split('/'));
  };
  const signedUrl = (method: 'GET' | 'PUT', k: string, seconds: number, params = {}) => {
    assertValidKey(k);
    const expiresAt = opts.clock.now().getTime() + seconds * 1000;
    const pathname = LOCAL_FILES_PREFIX + k;
    return opts.appUrl + signPath({ key, method, pathname, expiresAt, params });
  };

  return {
    kind: 'local',
    uploadUrl: (o) => signedUrl('PUT', o.key, o.expiresInSeconds, o.params),
    downloadUrl: (o) => signedUrl('GET', o.key, o.expiresInSeconds),
    keyOfPath(pathname) {
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
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async remove(k) {
      await rm(fileOf(k), { force: true });
    },
  };
}

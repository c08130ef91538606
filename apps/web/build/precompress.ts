import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Text the server sends as it is; fonts and images are compressed already.
const TEXT_FILE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;
// Below this, compression saves less than the bytes of a round trip's headers.
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to each text file of the build, at the
 * highest settings: done once per build, so the server never compresses these on a request.
 */
export function precompress(): Plugin {
  return {
    name: 'clausewell-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = Object.keys(bundle).filter((name) => TEXT_FILE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const data = await readFile(file);
          if (data.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzipped(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

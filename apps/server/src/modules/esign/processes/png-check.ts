import { inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// A signature image is small; anything larger than this on a side is not a signature.
const MAX_SIDE = 4000;

/**
 * Whether base64 text is a whole PNG the sealer can draw: the signature, an IHDR of sane size
 * first, chunks that fit the file, an IEND last and image data that inflates. A signer's
 * image is only drawn into the PDF when the last signer signs, so a broken one must be
 * refused when it is given, not discovered later in somebody else's signing.
 */
export function isDrawablePng(base64: string): boolean {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length < 8 + 25 + 12 || !bytes.subarray(0, 8).equals(SIGNATURE)) return false;
  let at = 8;
  let first = true;
  const data: Buffer[] = [];
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) return false;
    if (first) {
      if (type !== 'IHDR' || length !== 13) return false;
      const width = bytes.readUInt32BE(at + 8);
      const height = bytes.readUInt32BE(at + 12);
      if (!width || !height || width > MAX_SIDE || height > MAX_SIDE) return false;
      first = false;
    }
    if (type === 'IDAT') data.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') return end === bytes.length && data.length > 0 && inflates(data);
    at = end;
  }
  return false;
}

function inflates(parts: Buffer[]): boolean {
  try {
    inflateSync(Buffer.concat(parts));
    return true;
  } catch {
    return false;
  }
}

import type { TRenderedBlock, TSignatureMark } from '@app/domain';

// Drawn and uploaded signatures arrive as data URLs. Both writers need the bytes, and the
// DOCX writer also needs the pixel size, which Word will not work out for itself.

export type TSignatureImage = {
  type: 'png' | 'jpg';
  bytes: Uint8Array;
  width: number;
  height: number;
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function decodeSignatureImage(dataUrl: string): TSignatureImage {
  const match = /^data:image\/(png|jpe?g);base64,(.*)$/is.exec(dataUrl.trim());
  if (!match?.[2]) throw new Error('A signature image must be a base64 PNG or JPEG data URL');
  const bytes = new Uint8Array(Buffer.from(match[2].replace(/\s+/g, ''), 'base64'));
  const size = PNG_SIGNATURE.every((b, i) => bytes[i] === b) ? pngSize(bytes) : jpegSize(bytes);
  if (!size) throw new Error('A signature image could not be read as a PNG or JPEG');
  return { ...size, bytes };
}

function pngSize(bytes: Uint8Array) {
  if (bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { type: 'png' as const, width: view.getUint32(16), height: view.getUint32(20) };
}

function jpegSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return undefined;
  let at = 2;
  while (at + 9 < view.byteLength) {
    const marker = view.getUint16(at);
    // Start-of-frame markers (baseline, progressive, ...) carry the size; C4, C8, CC do not.
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return {
        type: 'jpg' as const,
        height: view.getUint16(at + 5),
        width: view.getUint16(at + 7),
      };
    }
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}

/** Every signature mark in the document, clauses included, in reading order. */
export function signatureMarks(blocks: readonly TRenderedBlock[]): TSignatureMark[] {
  return blocks.flatMap((block): TSignatureMark[] => {
    if (block.type === 'clause') return signatureMarks(block.children);
    return block.type === 'signature' && block.signature ? [block.signature] : [];
  });
}

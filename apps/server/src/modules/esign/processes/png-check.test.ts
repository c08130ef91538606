import { describe, expect, it } from 'vitest';
import { PNG_BYTES } from '../../../test-support/upload-fixtures.js';
import { ZSignature } from './inputs.js';
import { isDrawablePng } from './png-check.js';

const png = PNG_BYTES.toString('base64');

describe('a signature image the sealer can draw', () => {
  it('takes a whole PNG', () => {
    expect(isDrawablePng(png)).toBe(true);
  });

  it('refuses what only starts like a PNG, a cut-off one, and a broken image stream', () => {
    expect(isDrawablePng('constructor')).toBe(false);
    expect(isDrawablePng(PNG_BYTES.subarray(0, 8).toString('base64'))).toBe(false);
    expect(isDrawablePng(PNG_BYTES.subarray(0, PNG_BYTES.length - 4).toString('base64'))).toBe(
      false,
    );
    const broken = Buffer.from(PNG_BYTES);
    const idat = broken.indexOf('IDAT', 0, 'latin1');
    broken.fill(0xff, idat + 4, idat + 8);
    expect(isDrawablePng(broken.toString('base64'))).toBe(false);
  });

  it('refuses a drawn signature that is not a whole PNG, and ignores an image sent with a typed one', () => {
    expect(ZSignature.safeParse({ style: 'DRAWN', imagePngBase64: 'constructor' }).success).toBe(
      false,
    );
    const typed = ZSignature.parse({
      style: 'GENERATED',
      font: 'opensans',
      text: 'Ana Silva',
      imagePngBase64: 'constructor',
    });
    expect(typed.imagePngBase64).toBeUndefined();
    expect(ZSignature.parse({ style: 'DRAWN', imagePngBase64: png }).imagePngBase64).toBe(png);
  });
});

import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkZip } from './zip-guard.js';

const LIMITS = { maxUnpackedBytes: 100 * 1024 * 1024, maxEntries: 50, maxRatio: 200 };
const zip = (files: Record<string, Uint8Array>) => Buffer.from(zipSync(files, { level: 9 }));

/** Rewrites every size the central directory declares for `name`, as a forger would. */
function lieAboutSize(buf: Buffer, name: string, size: number): Buffer {
  const copy = Buffer.from(buf);
  for (let at = 0; at < copy.length - 46; at++) {
    if (copy.readUInt32LE(at) !== 0x02014b50) continue;
    const nameLength = copy.readUInt16LE(at + 28);
    if (copy.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      copy.writeUInt32LE(size, at + 24);
    }
  }
  return copy;
}

describe('zip guard', () => {
  it('lists the entries of an ordinary archive', () => {
    const result = checkZip(
      zip({
        '[Content_Types].xml': strToU8('<Types/>'),
        'word/document.xml': strToU8('<w:document>'.repeat(500)),
      }),
      LIMITS,
    );
    expect(result.ok && result.entries.map((e) => e.name)).toEqual([
      '[Content_Types].xml',
      'word/document.xml',
    ]);
  });

  it('refuses an archive that declares more than the unpacked cap', () => {
    const bomb = zip({ 'word/document.xml': new Uint8Array(120 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(checkZip(bomb, LIMITS)).toMatchObject({ ok: false, reason: 'bomb' });
  });

  it('refuses a compression ratio no document has', () => {
    const dense = zip({ 'word/media/blank.bin': new Uint8Array(10 * 1024 * 1024) });
    expect(checkZip(dense, LIMITS)).toMatchObject({ ok: false, reason: 'bomb' });
  });

  it('refuses an entry that inflates past the size its index declares', () => {
    const honest = zip({ 'word/document.xml': new Uint8Array(2 * 1024 * 1024) });
    const liar = lieAboutSize(honest, 'word/document.xml', 1000);
    expect(checkZip(liar, LIMITS)).toMatchObject({ ok: false, reason: 'bomb' });
  });

  it('refuses too many entries, and things that are not archives', () => {
    const many = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [`f${i}.txt`, strToU8('x')]),
    );
    expect(checkZip(zip(many), LIMITS)).toMatchObject({ ok: false, reason: 'bomb' });
    expect(checkZip(Buffer.from('PK\u0003\u0004 but nothing else'), LIMITS)).toMatchObject({
      ok: false,
      reason: 'not-zip',
    });
  });
});

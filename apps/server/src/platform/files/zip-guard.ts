import { Inflate } from 'fflate';

// Reads a ZIP's central directory (the index at its end) without unpacking it to disk, so
// an archive that would unpack to far more than it weighs (a zip bomb) is refused before
// anything downstream opens it. Sizes written in the index can lie, so every entry is also
// inflated into a counter that stops the moment it passes what the index declared.

export type TZipLimits = {
  maxUnpackedBytes: number;
  maxEntries: number;
  /** Unpacked / packed, per entry and for the whole archive. */
  maxRatio: number;
};

export type TZipEntry = { name: string; method: number; packed: number; unpacked: number };

export type TZipCheck =
  | { ok: true; entries: TZipEntry[] }
  | { ok: false; reason: 'not-zip' | 'unsupported' | 'bomb'; detail: string };

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
// Ratios of tiny entries mean nothing (an empty part packs to a few bytes either way).
const RATIO_FLOOR_BYTES = 64 * 1024;
const INFLATE_SLICE = 16 * 1024;

const fail = (reason: 'not-zip' | 'unsupported' | 'bomb', detail: string): TZipCheck => ({
  ok: false,
  reason,
  detail,
});

function findEndOfCentralDirectory(buf: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65535 bytes.
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let at = buf.length - 22; at >= stop; at--) {
    if (buf.readUInt32LE(at) === EOCD_SIG) return at;
  }
  return -1;
}

/** Counts what an entry really inflates to, stopping as soon as it passes `limit`. */
function inflatedSize(data: Buffer, limit: number): number | 'over' | 'corrupt' {
  let total = 0;
  let over = false;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > limit) over = true;
  });
  try {
    for (let at = 0; at < data.length && !over; at += INFLATE_SLICE) {
      const end = Math.min(at + INFLATE_SLICE, data.length);
      inflater.push(data.subarray(at, end), end === data.length);
    }
  } catch {
    return over ? 'over' : 'corrupt';
  }
  return over ? 'over' : total;
}

/** Checks an archive's index and contents against the limits. */
export function checkZip(buf: Buffer, limits: TZipLimits): TZipCheck {
  if (buf.length < 22) return fail('not-zip', 'too short');
  const eocd = findEndOfCentralDirectory(buf);
  if (eocd < 0) return fail('not-zip', 'no end of central directory');
  const disk = buf.readUInt16LE(eocd + 4);
  const cdDisk = buf.readUInt16LE(eocd + 6);
  const count = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (disk !== 0 || cdDisk !== 0) return fail('unsupported', 'multi-disk archive');
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    // ZIP64: a 20 MB upload never needs it; refusing keeps the reader small.
    return fail('unsupported', 'zip64 archive');
  }
  if (count > limits.maxEntries) return fail('bomb', `${count} entries`);
  if (cdOffset + cdSize > eocd) return fail('not-zip', 'central directory out of range');

  const entries: TZipEntry[] = [];
  let declaredTotal = 0;
  let at = cdOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || buf.readUInt32LE(at) !== CENTRAL_SIG) {
      return fail('not-zip', 'broken central directory');
    }
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const packed = buf.readUInt32LE(at + 20);
    const unpacked = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const localOffset = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 0x1) return fail('unsupported', `encrypted entry ${name}`);
    if (method !== STORED && method !== DEFLATED) {
      return fail('unsupported', `compression method ${method} in ${name}`);
    }
    declaredTotal += unpacked;
    if (declaredTotal > limits.maxUnpackedBytes) {
      return fail('bomb', `declares ${declaredTotal} bytes unpacked`);
    }
    if (unpacked > RATIO_FLOOR_BYTES && unpacked > packed * limits.maxRatio) {
      return fail('bomb', `${name} packs ${unpacked} bytes into ${packed}`);
    }
    entries.push({ name, method, packed, unpacked });

    if (localOffset + 30 > buf.length || buf.readUInt32LE(localOffset) !== LOCAL_SIG) {
      return fail('not-zip', `no local header for ${name}`);
    }
    const dataStart =
      localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
    if (dataStart + packed > buf.length) return fail('not-zip', `${name} runs past the end`);
    const data = buf.subarray(dataStart, dataStart + packed);
    if (method === STORED) {
      if (packed !== unpacked) return fail('not-zip', `${name} stored with two sizes`);
      continue;
    }
    const real = inflatedSize(data, unpacked);
    if (real === 'over') return fail('bomb', `${name} inflates past its declared size`);
    if (real === 'corrupt' || real !== unpacked) return fail('not-zip', `${name} is corrupt`);
  }
  if (declaredTotal > RATIO_FLOOR_BYTES && declaredTotal > buf.length * limits.maxRatio) {
    return fail('bomb', `archive unpacks ${declaredTotal} bytes from ${buf.length}`);
  }
  return { ok: true, entries };
}

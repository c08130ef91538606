import { inflateSync } from 'node:zlib';

// The open font packages on npm ship WOFF (web) files. pdf-lib's embedder and Word's font
// embedding both want a plain TrueType/OpenType file, and WOFF 1.0 is exactly that file
// with each table zlib-compressed, so rebuilding the sfnt is cheaper than a converter
// dependency (https://www.w3.org/TR/WOFF/).

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

type TTable = { tag: number; checksum: number; data: Uint8Array };

export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < WOFF_HEADER || view.getUint32(0) !== WOFF_SIGNATURE) {
    throw new Error('Not a WOFF 1.0 font file');
  }
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: TTable[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = view.getUint32(entry + 4);
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    // A table is stored uncompressed when compressing would not have made it smaller.
    const data = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.byteLength !== origLength) throw new Error('WOFF table has the wrong length');
    tables.push({ tag: view.getUint32(entry), checksum: view.getUint32(entry + 16), data });
  }

  const padded = (n: number) => (n + 3) & ~3;
  let size = SFNT_HEADER + numTables * SFNT_ENTRY;
  for (const table of tables) size += padded(table.data.byteLength);
  const out = new Uint8Array(size);
  const outView = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  outView.setUint32(0, flavor);
  outView.setUint16(4, numTables);
  outView.setUint16(6, searchRange);
  outView.setUint16(8, entrySelector);
  outView.setUint16(10, numTables * 16 - searchRange);

  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  tables.forEach((table, i) => {
    const record = SFNT_HEADER + i * SFNT_ENTRY;
    outView.setUint32(record, table.tag);
    outView.setUint32(record + 4, table.checksum);
    outView.setUint32(record + 8, offset);
    outView.setUint32(record + 12, table.data.byteLength);
    out.set(table.data, offset);
    offset += padded(table.data.byteLength);
  });
  return out;
}

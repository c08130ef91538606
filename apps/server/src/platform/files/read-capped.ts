/** What arrived, or that it went past the cap (then nothing of it is kept). */
export type TCappedRead = { ok: true; bytes: Buffer } | { ok: false; tooLarge: true };

/**
 * Reads a request body into memory, never holding more than `maxBytes`. Past the cap the
 * rest is read and dropped (up to `drainBytes`) so the client still gets the answer;
 * a body beyond even that is cut off.
 */
export async function readCapped(
  source: AsyncIterable<Uint8Array>,
  opts: { maxBytes: number; drainBytes: number },
): Promise<TCappedRead> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of source) {
    received += chunk.length;
    if (received <= opts.maxBytes) {
      chunks.push(Buffer.from(chunk));
      continue;
    }
    chunks.length = 0;
    if (received > opts.maxBytes + opts.drainBytes) break;
  }
  if (received > opts.maxBytes) return { ok: false, tooLarge: true };
  return { ok: true, bytes: Buffer.concat(chunks, received) };
}

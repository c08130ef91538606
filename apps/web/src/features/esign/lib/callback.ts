/**
 * The page a signer may be sent back to after signing: a path on this site only. A link
 * carrying `callback_url=https://elsewhere` (or `//elsewhere`, or `/\elsewhere`, which
 * browsers read as another host) gets no button at all, never an off-site redirect.
 */
export function sameSiteCallback(raw: string | null | undefined): string | undefined {
  if (!raw || raw.length > 2000) return undefined;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  // Control characters and backslashes have no place in our paths and can fool a parser.
  if ([...raw].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)) return undefined;
  return raw;
}

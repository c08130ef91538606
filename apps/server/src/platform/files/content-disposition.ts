/**
 * An attachment header that names the file as the customer named it (RFC 6266/5987), with
 * a plain-ASCII fallback for old clients. Quotes and line breaks can never reach the header.
 */
export function attachmentDisposition(name: string, asciiFallback: string): string {
  const fallback = asciiFallback.replace(/[^A-Za-z0-9._-]+/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

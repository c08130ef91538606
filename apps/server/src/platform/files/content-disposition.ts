import { UPLOAD_ACCEPT } from '@app/domain';

// The extensions a file of each type we serve may be saved with; the first is the one given
// to a name that has none of them.
const EXTENSIONS: Record<string, string[]> = Object.fromEntries(
  Object.entries(UPLOAD_ACCEPT).map(([type, exts]) => [type, exts.map((e) => e.slice(1))]),
);

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LAST_EXTENSION = /^(.*)\.([A-Za-z][A-Za-z0-9]{0,9})$/;

/**
 * The name a download is saved under always ends in its real type's extension, whatever
 * the customer called the file: a PDF uploaded as "invoice.html" downloads as
 * "invoice.pdf", so the saved file opens in a PDF reader and never as a web page.
 */
export function downloadFileName(name: string, contentType: string): string {
  const allowed = EXTENSIONS[contentType.split(';')[0]!.trim().toLowerCase()];
  if (!allowed?.length) return name;
  const match = LAST_EXTENSION.exec(name);
  if (match && allowed.includes(match[2]!.toLowerCase())) return name;
  const base = (match ? match[1]! : name).replace(/[.\s]+$/, '') || 'file';
  return `${base}.${allowed[0]}`;
}

/**
 * An attachment header that names the file as the customer named it (RFC 6266/5987), with
 * a plain-ASCII fallback for old clients. Quotes and line breaks can never reach the header,
 * and both names end in the extension of the type sent.
 */
export function attachmentDisposition(opts: {
  name: string;
  asciiFallback: string;
  contentType: string;
}): string {
  const ascii = opts.asciiFallback.replace(/[^A-Za-z0-9._-]+/g, '_') || 'file';
  const fallback = downloadFileName(ascii, opts.contentType);
  // encodeURIComponent throws on an unpaired surrogate; such a name is shown with U+FFFD.
  const name = downloadFileName(opts.name, opts.contentType).replace(LONE_SURROGATES, '\uFFFD');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

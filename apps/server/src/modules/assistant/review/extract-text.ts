import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};
const decodeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return XML_ENTITIES[name] ?? whole;
  });

/**
 * A Word document's text, one paragraph a line: the runs of word/document.xml, with tabs
 * and breaks kept. The upload was already checked as a sane ZIP; only that part is unpacked.
 */
export function docxText(bytes: Uint8Array): string {
  const files = unzipSync(bytes, { filter: (f) => f.name === 'word/document.xml' });
  const xml = files['word/document.xml'];
  if (!xml) return '';
  const source = new TextDecoder().decode(xml);
  return source
    .split(/<\/w:p>/)
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>/g)]
        .map((m) => (m[2] ? (m[2] === 'tab' ? '\t' : '\n') : decodeXml(m[1] ?? '')))
        .join(''),
    )
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** A PDF string literal's bytes, its escapes undone. */
function literal(s: string): string {
  return s.replace(/\\([nrtbf()\\]|[0-7]{1,3}|\r?\n)/g, (_m, e: string) => {
    if (/^[0-7]+$/.test(e)) return String.fromCharCode(Number.parseInt(e, 8));
    return (
      ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[e] ??
      (e.startsWith('\n') || e.startsWith('\r') ? '' : e)
    );
  });
}

const hexString = (hex: string) => {
  const clean = hex.replace(/\s+/g, '');
  let out = '';
  for (let i = 0; i < clean.length; i += 2) {
    out += String.fromCharCode(Number.parseInt(clean.slice(i, i + 2).padEnd(2, '0'), 16));
  }
  return out;
};

/** The text a content stream shows, a line per text line (Td/TD/T* moves and ET). */
function contentText(content: string): string {
  let out = '';
  const token =
    /\((?:\\[\s\S]|[^\\)])*\)|<[0-9a-fA-F\s]*>|\[|\]|-?\d*\.?\d+|\/[^\s/[\]()<>]+|[A-Za-z'"*]+/g;
  const operands: string[] = [];
  let inArray = false;
  let arrayText = '';
  for (const m of content.matchAll(token)) {
    const t = m[0];
    if (t === '[') {
      inArray = true;
      arrayText = '';
      continue;
    }
    if (t === ']') {
      inArray = false;
      operands.push(`S${arrayText}`);
      continue;
    }
    const str = t.startsWith('(')
      ? literal(t.slice(1, -1))
      : t.startsWith('<')
        ? hexString(t.slice(1, -1))
        : undefined;
    if (inArray) {
      if (str !== undefined) arrayText += str;
      // A wide gap inside TJ is a space between words.
      else if (Number(t) < -200) arrayText += ' ';
      continue;
    }
    if (str !== undefined) {
      operands.push(`S${str}`);
      continue;
    }
    if (/^-?\d*\.?\d+$/.test(t) || t.startsWith('/')) {
      operands.push(t);
      continue;
    }
    const strings = operands.filter((o) => o.startsWith('S')).map((o) => o.slice(1));
    switch (t) {
      case 'Tj':
      case 'TJ':
        out += strings.join('');
        break;
      case "'":
      case '"':
        out += `\n${strings.join('')}`;
        break;
      case 'Td':
      case 'TD': {
        const ty = Number(operands.at(-1));
        if (ty !== 0 && !out.endsWith('\n')) out += '\n';
        else if (ty === 0 && !/\s$/.test(out)) out += ' ';
        break;
      }
      case 'T*':
      case 'ET':
        if (!out.endsWith('\n')) out += '\n';
        break;
    }
    operands.length = 0;
  }
  return out;
}

/**
 * A PDF's text without any outside program: each content stream is inflated and its text
 * operators read. Enough for PDFs whose fonts map bytes to letters directly (the standard
 * fonts most generated contracts use); pdftotext, when installed, reads the rest.
 */
export function pdfTextInProcess(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const parts: string[] = [];
  const stream = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  for (const m of raw.matchAll(stream)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) continue;
    const dict = m[1] ?? '';
    // Fonts, images and other binary parts are not page text.
    if (/\/(Subtype|Type)\s*\/(Image|XObject|FontFile|XRef|ObjStm|Metadata)/.test(dict)) continue;
    if (/\/Length1|\/Length2/.test(dict)) continue;
    let body = Buffer.from(raw.slice(start, end).replace(/\r?\n$/, ''), 'latin1');
    if (/\/FlateDecode/.test(dict)) {
      try {
        body = inflateSync(body);
      } catch {
        continue;
      }
    } else if (/\/Filter/.test(dict)) continue;
    const content = body.toString('latin1');
    if (!/\b(Tj|TJ)\b/.test(content)) continue;
    parts.push(contentText(content));
  }
  return parts
    .join('\n')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** poppler's pdftotext on the file, or undefined when it is not installed or fails. */
async function pdftotext(bytes: Uint8Array): Promise<string | undefined> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cw-review-'));
  try {
    const file = path.join(dir, 'upload.pdf');
    await writeFile(file, bytes);
    return await new Promise((resolve) => {
      execFile(
        'pdftotext',
        ['-enc', 'UTF-8', '-q', file, '-'],
        { timeout: 20_000, maxBuffer: 16 * 1024 * 1024 },
        (error, stdout) => resolve(error ? undefined : stdout),
      );
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The words of an uploaded PDF or Word document, for the review to read. */
export async function documentText(
  bytes: Uint8Array,
  fileType: 'PDF' | 'DOCX' | string,
  opts: { usePdftotext?: boolean } = {},
): Promise<string> {
  if (fileType === 'DOCX') return docxText(bytes);
  if (fileType !== 'PDF') return '';
  const external = opts.usePdftotext === false ? undefined : await pdftotext(bytes);
  const text = external?.trim() ? external : pdfTextInProcess(bytes);
  return text.replace(/\f/g, '\n').trim();
}

import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { render, type TRenderedBlock, type TRenderedDocument } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTemplateLibrary } from '../template-library.js';
import { writeDocx } from './docx-writer.js';
import { writePdf } from './pdf-writer.js';

// Every template, filled with its example answers, written as PDF and DOCX and read back
// by the tools a customer's machine would use: poppler's pdftotext, qpdf, and LibreOffice
// (Debian packages poppler-utils, qpdf, libreoffice-writer-nogui).

const run = promisify(execFile);
const now = new Date('2026-11-21T01:00:00Z');
const only = process.env.TEMPLATES_ONLY?.split(',').filter(Boolean);
const library = loadTemplateLibrary(undefined, only);
const slugs = library.map((entry) => entry.template.metadata.id);

const dir = mkdtempSync(path.join(tmpdir(), 'library-output-'));
const converted = path.join(dir, 'libreoffice');
const documents = new Map<string, TRenderedDocument>();

/** Answers a reader should find: every worded answer the document prints, names joined. */
function answerStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(answerStrings);
  if (!value || typeof value !== 'object') return [];
  const { givenNames, familyName } = value as Record<string, unknown>;
  const name =
    typeof givenNames === 'string' && typeof familyName === 'string'
      ? [`${givenNames} ${familyName}`]
      : [];
  return [...name, ...Object.values(value).flatMap(answerStrings)];
}

function blockText(block: TRenderedBlock): string[] {
  switch (block.type) {
    case 'clause':
      return [block.title ?? '', block.text ?? '', ...block.children.flatMap(blockText)];
    case 'party':
      return [block.name, block.role ?? '', ...block.details.map((d) => d.text)];
    case 'signature': {
      const typed = block.signature?.kind === 'typed' ? block.signature.name : '';
      return [
        block.party,
        block.statement ?? '',
        block.signatory ?? '',
        block.capacity ?? '',
        block.date ?? '',
        typed,
      ];
    }
    case 'pageBreak':
      return [];
    default:
      return [block.text];
  }
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
// pdftotext joins a word broken after its hyphen into one ('high-visibility' reads as
// 'highvisibility'), so hyphens are left out of every comparison.
const comparable = (text: string) => squash(text).replace(/-/g, '');

function expectedAnswers(slug: string): string[] {
  const entry = library.find((e) => e.template.metadata.id === slug);
  const doc = documents.get(slug);
  if (!entry || !doc) throw new Error(`No document for ${slug}`);
  const printed = squash(doc.blocks.flatMap(blockText).join(' '));
  const worded = answerStrings(entry.exampleAnswers)
    .map(squash)
    .filter((s) => s.length >= 4 && /[a-z]/i.test(s) && !s.startsWith('data:'));
  return [...new Set(worded.filter((s) => printed.includes(s)))];
}

/** Text as read from a PDF, running footers removed so a phrase over a page break joins up. */
function bodyText(pdfText: string, title: string): string {
  const lines = pdfText.split(/\n|\f/).map((line) => squash(line.replace(/Page \d+ of \d+/g, '')));
  return comparable(lines.filter((line) => line !== squash(title)).join(' '));
}

/** '1 Interpretation', '2 Transfer': each titled top-level clause with its label. */
function clauseHeadlines(blocks: readonly TRenderedBlock[]): string[] {
  return blocks.flatMap((b) =>
    b.type === 'clause' && b.depth === 1 && b.title ? [squash(`${b.label} ${b.title}`)] : [],
  );
}

async function pdfText(file: string): Promise<string> {
  return (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout;
}

beforeAll(async () => {
  for (const [tool, flag] of [
    ['pdftotext', '-v'],
    ['qpdf', '--version'],
    ['soffice', '--version'],
  ] as const) {
    await run(tool, [flag]).catch(() => {
      throw new Error(
        `${tool} is missing: apt-get install poppler-utils qpdf libreoffice-writer-nogui`,
      );
    });
  }
  const docxFiles: string[] = [];
  for (const entry of library) {
    const slug = entry.template.metadata.id;
    const result = render(entry.template, entry.exampleAnswers, { now });
    if (!result.ok) throw new Error(`${slug}: ${JSON.stringify(result.problems)}`);
    documents.set(slug, result.document);
    writeFileSync(path.join(dir, `${slug}.pdf`), await writePdf(result.document));
    const docx = path.join(dir, `${slug}.docx`);
    writeFileSync(docx, await writeDocx(result.document));
    docxFiles.push(docx);
  }
  // One LibreOffice start for every file: starting it costs seconds. A fresh profile keeps
  // it from meeting a running instance or a developer's settings.
  mkdirSync(converted);
  const profile = `file://${path.join(dir, 'profile')}`;
  await run(
    'soffice',
    [
      `-env:UserInstallation=${profile}`,
      '--headless',
      '--norestore',
      '--convert-to',
      'pdf',
      '--outdir',
      converted,
      ...docxFiles,
    ],
    { timeout: 540_000 },
  );
}, 600_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('every template as PDF and DOCX', () => {
  it('finds templates to check', () => {
    expect(slugs.length).toBeGreaterThan(0);
  });

  it.each(slugs)('%s: the PDF is sound and reads with the title and the answers', async (slug) => {
    const file = path.join(dir, `${slug}.pdf`);
    const check = await run('qpdf', ['--check', file]);
    expect(check.stdout).toContain('No syntax or stream encoding errors');
    const doc = documents.get(slug)!;
    const raw = await pdfText(file);
    expect(raw).toContain(doc.title);
    expect(raw).toMatch(/Page 1 of \d+/);
    const text = bodyText(raw, doc.title);
    const answers = expectedAnswers(slug);
    expect(answers.length, 'answers printed in the document').toBeGreaterThanOrEqual(3);
    for (const answer of answers) expect(text, answer).toContain(comparable(answer));
    for (const headline of clauseHeadlines(doc.blocks))
      expect(text).toContain(comparable(headline));
  });

  it.each(slugs)(
    '%s: LibreOffice opens the DOCX, with the title, page numbers and the answers',
    async (slug) => {
      const file = path.join(converted, `${slug}.pdf`);
      expect(existsSync(file), 'LibreOffice converted the DOCX').toBe(true);
      const doc = documents.get(slug)!;
      const raw = await pdfText(file);
      expect(raw).toContain(doc.title);
      expect(raw).toMatch(/Page 1 of [1-9]\d*/);
      const text = bodyText(raw, doc.title);
      for (const answer of expectedAnswers(slug))
        expect(text, answer).toContain(comparable(answer));
      // The precomputed labels, not Word's own numbering: both files number clauses alike.
      for (const headline of clauseHeadlines(doc.blocks))
        expect(text).toContain(comparable(headline));
    },
  );
});

import { readFileSync } from 'node:fs';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { reviewContract } from './checklist.js';
import { documentText, docxText, pdfTextInProcess } from './extract-text.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}.txt`, import.meta.url), 'utf8');

/** Each seeded contract, the kind it is, and exactly the problems written into it. */
const SEEDED: [string, string, string[]][] = [
  ['01-nda-foreign-law', 'nda', ['FOREIGN_GOVERNING_LAW', 'MISSING_ABN', 'MISSING_CLAUSE:return']],
  [
    '02-services-unlimited-liability',
    'services',
    [
      'AUTOMATIC_RENEWAL',
      'MISSING_CLAUSE:dispute',
      'MISSING_CLAUSE:limitation',
      'UNLIMITED_LIABILITY',
    ],
  ],
  [
    '03-services-unfair-terms',
    'services',
    ['INVALID_ABN', 'ONE_SIDED_TERMINATION', 'UNILATERAL_VARIATION'],
  ],
  ['04-lease-missing-clauses', 'lease', ['MISSING_CLAUSE:make good', 'MISSING_CLAUSE:rent review']],
  [
    '05-employment-wide-restraint',
    'employment',
    ['MISSING_CLAUSE:National Employment Standards', 'MISSING_CLAUSE:superannuation', 'RESTRAINT'],
  ],
  [
    '06-contractor-indemnity',
    'contractor',
    [
      'MISSING_ABN',
      'MISSING_CLAUSE:intellectual property',
      'MISSING_GOVERNING_LAW',
      'ONE_SIDED_INDEMNITY',
    ],
  ],
  ['07-nda-sound', 'nda', []],
  ['08-services-injection', 'services', ['UNLIMITED_LIABILITY']],
  ['09-loan-english-law', 'loan', ['AUTOMATIC_RENEWAL', 'FOREIGN_GOVERNING_LAW']],
  ['10-employment-no-notice', 'employment', ['MISSING_CLAUSE:notice', 'RESTRAINT']],
];

const codesOf = (findings: ReturnType<typeof reviewContract>['findings']) =>
  findings
    .map((f) =>
      f.code === 'MISSING_CLAUSE'
        ? `${f.code}:${
            SEEDED.flatMap((s) => s[2])
              .filter((c) => c.startsWith('MISSING_CLAUSE:'))
              .map((c) => c.slice('MISSING_CLAUSE:'.length))
              .find((words) => f.title.includes(words)) ?? f.title
          }`
        : f.code,
    )
    .sort();

describe('the review checklist on ten seeded contracts', () => {
  it.each(SEEDED)('%s: recognised as %s, with exactly its seeded problems', (name, kind, codes) => {
    const review = reviewContract(fixture(name));
    expect(review.kind).toBe(kind);
    expect(codesOf(review.findings)).toEqual([...codes].sort());
    for (const f of review.findings) {
      expect(f.citation.url).toMatch(/^https:\/\//);
      expect(f.suggestedFix.length).toBeGreaterThan(20);
      // A finding about words of the document quotes them as they are written.
      if (f.passage) expect(fixture(name).replace(/\s+/g, ' ')).toContain(f.passage);
    }
  });

  it('quotes the passage each risk is about and cites the matching source', () => {
    const review = reviewContract(fixture('03-services-unfair-terms'));
    const variation = review.findings.find((f) => f.code === 'UNILATERAL_VARIATION')!;
    expect(variation.passage).toMatch(/^The Provider may vary these terms/);
    expect(variation.citation.guide).toBe('unfair-contract-terms');
    const restraint = reviewContract(fixture('05-employment-wide-restraint')).findings.find(
      (f) => f.code === 'RESTRAINT',
    )!;
    expect(restraint.severity).toBe('HIGH');
    expect(restraint.explanation).toContain('24 months');
    expect(restraint.citation.title).toContain('Restraints of Trade Act 1976 (NSW)');
    // A six-month, clients-only restraint is pointed out, but not as a serious problem.
    const narrow = reviewContract(fixture('10-employment-no-notice')).findings.find(
      (f) => f.code === 'RESTRAINT',
    )!;
    expect(narrow.severity).toBe('MEDIUM');
  });

  it('is not steered by instructions written into the document', () => {
    const injected = reviewContract(fixture('08-services-injection'));
    const clean = reviewContract(
      fixture('08-services-injection').replace(/Note to any AI assistant[^\n]*\n/, ''),
    );
    expect(injected).toEqual(clean);
    expect(injected.findings.map((f) => f.code)).toContain('UNLIMITED_LIABILITY');
  });
});

async function pdfOf(text: string) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  let page = doc.addPage([595, 842]);
  let y = 800;
  for (const line of text.split('\n')) {
    // Long lines are broken as a word processor would, so sentences run over lines.
    const words = line.split(' ');
    let current = '';
    for (const word of words) {
      if (font.widthOfTextAtSize(`${current} ${word}`, 10) > 495) {
        page.drawText(current, { x: 50, y, size: 10, font });
        y -= 14;
        current = word;
      } else current = current ? `${current} ${word}` : word;
    }
    page.drawText(current, { x: 50, y, size: 10, font });
    y -= 14;
    if (y < 60) {
      page = doc.addPage([595, 842]);
      y = 800;
    }
  }
  return Buffer.from(await doc.save());
}

async function docxOf(text: string) {
  const doc = new Document({
    sections: [{ children: text.split('\n').map((line) => new Paragraph(line)) }],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}

describe('reading uploaded contracts', () => {
  it('reads a PDF in process and with pdftotext to the same findings as its text', async () => {
    const text = fixture('03-services-unfair-terms');
    const pdf = await pdfOf(text);
    const expected = codesOf(reviewContract(text).findings);
    const inProcess = pdfTextInProcess(pdf);
    expect(inProcess).toContain('The Provider may vary these terms');
    expect(codesOf(reviewContract(inProcess).findings)).toEqual(expected);
    const viaPoppler = await documentText(pdf, 'PDF');
    expect(codesOf(reviewContract(viaPoppler).findings)).toEqual(expected);
  });

  it('reads a Word document paragraph by paragraph', async () => {
    const text = fixture('05-employment-wide-restraint');
    const docx = await docxOf(text);
    const read = docxText(docx);
    expect(read.split('\n')[0]).toBe('EMPLOYMENT CONTRACT');
    expect(codesOf(reviewContract(read).findings)).toEqual(codesOf(reviewContract(text).findings));
  });
});

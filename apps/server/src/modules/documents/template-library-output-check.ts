import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  render,
  type TRenderedBlock,
  type TRenderedDocument,
  type TTemplate,
  visibleAnswers,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDocx } from './output/docx-writer.js';
import { writePdf } from './output/pdf-writer.js';
import type { TLibraryEntry } from './template-library.js';
import { allBranches, branchesTaken, coveringVariants } from './template-library-coverage.js';
import { answerVariants, type TVariant, variantsForBranches } from './template-library-variants.js';

// Shared by the template-library-output-*.test.ts files: for each template, the few sets of
// answers that between them take every branch and every State or Territory are written as
// PDF and DOCX, and read back with poppler's pdftotext and with LibreOffice.

const run = promisify(execFile);
const now = new Date('2026-11-21T01:00:00Z');

type TCase = { slug: string; name: string; document: TRenderedDocument; file: string };

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
// pdftotext joins a word broken after its hyphen, so hyphens are left out of comparisons.
const comparable = (text: string) => squash(text).replace(/-/g, '');

/** '1 Interpretation': each titled top-level clause with its number. */
function headlines(blocks: readonly TRenderedBlock[]): string[] {
  return blocks.flatMap((b) =>
    b.type === 'clause' && b.depth === 1 && b.title ? [squash(`${b.label} ${b.title}`)] : [],
  );
}

/** Signatories' names: the execution blocks come last, so they show the whole file was read. */
function signatories(blocks: readonly TRenderedBlock[]): string[] {
  return blocks.flatMap((b) =>
    b.type === 'signature' && b.signatory ? [squash(b.signatory)] : [],
  );
}

function bodyText(raw: string, title: string): string {
  const lines = raw.split(/\n|\f/).map((l) => squash(l.replace(/Page \d+ of \d+/g, '')));
  return comparable(lines.filter((l) => l !== squash(title)).join(' '));
}

/**
 * The title, every numbered clause heading and every signatory read back from the PDF. A
 * clause number set apart from its heading can come out of reading order, so the text is
 * also read in layout mode and either reading will do.
 */
async function expectReadsWhole(file: string, c: TCase) {
  const read = async (args: string[]) =>
    (await run('pdftotext', ['-enc', 'UTF-8', ...args, file, '-'])).stdout;
  const raw = await read([]);
  expect(raw, c.name).toContain(c.document.title);
  const text = bodyText(raw, c.document.title);
  const laidOut = bodyText(await read(['-layout']), c.document.title);
  for (const line of [...headlines(c.document.blocks), ...signatories(c.document.blocks)]) {
    const found = text.includes(comparable(line)) || laidOut.includes(comparable(line));
    expect(found, `${c.name}: ${line}`).toBe(true);
  }
}

/** The variants worth writing: every branch, and every value of each State question. */
function casesFor(entry: TLibraryEntry): { name: string; document: TRenderedDocument }[] {
  const { template, exampleAnswers } = entry;
  const rendered: { name: string; document: TRenderedDocument; branches: Set<string> }[] = [];
  const add = (variants: TVariant[]) => {
    for (const v of variants) {
      const result = render(template, v.answers, { now });
      if (!result.ok) continue;
      const values = visibleAnswers(template, v.answers);
      const branches = branchesTaken(template, values);
      for (const [key, value] of stateAnswers(template, values)) branches.add(`${key}=${value}`);
      rendered.push({ name: v.name, document: result.document, branches });
    }
  };
  add(answerVariants(template, exampleAnswers, now));
  const taken = new Set(rendered.flatMap((r) => [...r.branches]));
  add(
    variantsForBranches(
      template,
      exampleAnswers,
      [...allBranches(template)].filter((b) => !taken.has(b)),
      now,
    ),
  );
  return coveringVariants(rendered);
}

/** Answers to questions that choose a State or Territory, so each one is written once. */
function stateAnswers(template: TTemplate, values: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  for (const section of template.questionnaire.sections) {
    for (const item of section.items) {
      if ('questions' in item) continue;
      const states = (item.options ?? []).filter((o) =>
        /^(NSW|VIC|QLD|WA|SA|TAS|ACT|NT)$/.test(o.value),
      );
      const value = values[item.id];
      if (states.length >= 6 && typeof value === 'string') out.push([item.id, value]);
      if (item.type === 'ADDRESS' && value && typeof value === 'object') {
        const state = (value as { state?: unknown }).state;
        if (typeof state === 'string') out.push([`${item.id}.state`, state]);
      }
    }
  }
  return out;
}

export function describeOutput(library: readonly TLibraryEntry[], label: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `template-output-${label}-`));
  const converted = path.join(dir, 'libreoffice');
  const cases: TCase[] = [];

  beforeAll(async () => {
    for (const entry of library) {
      const slug = entry.template.metadata.id;
      for (const [i, c] of casesFor(entry).entries()) {
        const file = `${slug}-${i}`;
        writeFileSync(path.join(dir, `${file}.pdf`), await writePdf(c.document));
        writeFileSync(path.join(dir, `${file}.docx`), await writeDocx(c.document));
        cases.push({ slug, name: c.name, document: c.document, file });
      }
    }
    mkdirSync(converted);
    // LibreOffice in batches: one start costs seconds, but one bad run should not take every
    // later file with it, so a batch that leaves files unconverted is retried file by file.
    const docx = cases.map((c) => path.join(dir, `${c.file}.docx`));
    const convert = (files: string[]) =>
      run(
        'soffice',
        [
          `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
          '--headless',
          '--norestore',
          '--convert-to',
          'pdf',
          '--outdir',
          converted,
          ...files,
        ],
        { timeout: 600_000 },
      ).catch(() => undefined);
    const missing = (files: string[]) =>
      files.filter((f) => !existsSync(path.join(converted, `${path.basename(f, '.docx')}.pdf`)));
    for (let i = 0; i < docx.length; i += 20) {
      const batch = docx.slice(i, i + 20);
      await convert(batch);
      for (const file of missing(batch)) await convert([file]);
    }
  }, 960_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  if (library.length === 0) {
    it.skip('has no templates in this half', () => {});
    return;
  }

  describe.each(library.map((e) => e.template.metadata.id))('%s', (slug) => {
    it('writes every branch and State as a PDF that reads back whole', async () => {
      const mine = cases.filter((c) => c.slug === slug);
      expect(mine.length).toBeGreaterThan(0);
      for (const c of mine) await expectReadsWhole(path.join(dir, `${c.file}.pdf`), c);
    });

    it('writes every branch and State as a DOCX that LibreOffice opens whole', async () => {
      for (const c of cases.filter((x) => x.slug === slug)) {
        const file = path.join(converted, `${c.file}.pdf`);
        expect(existsSync(file), `${c.name}: LibreOffice converted the DOCX`).toBe(true);
        await expectReadsWhole(file, c);
      }
    });
  });
}

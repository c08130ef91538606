import { mkdirSync, writeFileSync } from 'node:fs';
import { render } from '@app/domain';
import { writeDocx } from './src/modules/documents/output/docx-writer.js';
import { writePdf } from './src/modules/documents/output/pdf-writer.js';
import { loadTemplateLibrary } from './src/modules/documents/template-library.js';

mkdirSync('/tmp/out', { recursive: true });
const only = process.argv.slice(2);
for (const e of loadTemplateLibrary(undefined, only.length ? only : undefined)) {
  const r = render(e.template, e.exampleAnswers, { now: new Date('2026-11-21T01:00:00Z') });
  if (!r.ok) continue;
  let t = performance.now();
  const pdf = await writePdf(r.document);
  const tp = performance.now() - t;
  t = performance.now();
  const docx = await writeDocx(r.document);
  console.log(
    e.template.metadata.id,
    pdf.length,
    tp.toFixed(0),
    'ms',
    docx.length,
    (performance.now() - t).toFixed(0),
    'ms',
  );
  writeFileSync(`/tmp/out/${e.template.metadata.id}.pdf`, pdf);
  writeFileSync(`/tmp/out/${e.template.metadata.id}.docx`, docx);
}

// PDF and DOCX generation time for a ten-page document, from the built server.
import { writeDocx } from '../apps/server/dist/modules/documents/output/docx-writer.js';
import { writePdf } from '../apps/server/dist/modules/documents/output/pdf-writer.js';
import { tenPageDocument } from '../apps/server/dist/modules/documents/output/ten-page-fixture.js';

async function time(fn, rounds) {
  const first = performance.now();
  await fn();
  const firstMs = performance.now() - first;
  const timings = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await fn();
    timings.push(performance.now() - t0);
  }
  timings.sort((a, b) => a - b);
  return {
    firstCallMs: Math.round(firstMs),
    medianMs: Math.round(timings[Math.floor(rounds / 2)]),
  };
}

export async function measureDocumentOutput(rounds = 10) {
  const doc = tenPageDocument();
  return {
    pdf: await time(() => writePdf(doc), rounds),
    docx: await time(() => writeDocx(doc), rounds),
  };
}

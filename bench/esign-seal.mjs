// Time to seal a completed ten-page document: flatten a drawn and a typed signature and two
// dates, append the audit certificate and sign the whole file (PKCS#7, RSA 2048), from the
// built server. The document is the generator's own ten-page output, as a customer's is.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writePdf } from '../apps/server/dist/modules/documents/output/pdf-writer.js';
import { tenPageDocument } from '../apps/server/dist/modules/documents/output/ten-page-fixture.js';
import {
  checkSealedPdf,
  loadSigningIdentity,
  sealSignedPdf,
} from '../apps/server/dist/modules/esign/sealing/index.js';
import { strokePng } from '../apps/server/dist/modules/esign/sealing/test-fixtures.js';

const at = (iso) => new Date(iso);

export async function measureEsignSeal(rounds = 20) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-bench-seal-'));
  try {
    const identity = await loadSigningIdentity({ dataDir });
    const pdf = await writePdf(tenPageDocument());
    const last = 9;
    const input = {
      pdf,
      title: 'Ten-page agreement',
      processId: 'sp_bench',
      completedAt: at('2026-11-27T01:02:03Z'),
      placements: [
        {
          page: last,
          x: 0.1,
          y: 0.8,
          width: 0.3,
          height: 0.07,
          kind: 'SIGNATURE',
          value: { imagePng: strokePng() },
        },
        {
          page: last,
          x: 0.55,
          y: 0.8,
          width: 0.35,
          height: 0.07,
          kind: 'SIGNATURE',
          value: { text: 'Ben Ode', font: 'caveat' },
        },
        {
          page: last,
          x: 0.1,
          y: 0.88,
          width: 0.2,
          height: 0.03,
          kind: 'DATE',
          value: { text: '26/11/2026' },
        },
        {
          page: last,
          x: 0.55,
          y: 0.88,
          width: 0.2,
          height: 0.03,
          kind: 'DATE',
          value: { text: '27/11/2026' },
        },
      ],
      recipients: ['Ana Lima', 'Ben Ode'].map((name, i) => ({
        name,
        email: `${name.split(' ')[0].toLowerCase()}@example.com`,
        role: 'SIGNER',
        verification: 'Link e-mailed to the address',
        ip: `203.0.113.${i + 1}`,
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
        sentAt: at('2026-11-25T22:00:00Z'),
        viewedAt: at('2026-11-26T22:00:00Z'),
        signedAt: at(`2026-11-2${6 + i}T23:00:00Z`),
      })),
    };
    const first = performance.now();
    const sealed = await sealSignedPdf(identity, input);
    const firstCallMs = performance.now() - first;
    const timings = [];
    for (let i = 0; i < rounds; i++) {
      const t0 = performance.now();
      await sealSignedPdf(identity, input);
      timings.push(performance.now() - t0);
    }
    timings.sort((a, b) => a - b);
    const c0 = performance.now();
    const check = await checkSealedPdf(identity, sealed.pdf);
    const checkMs = performance.now() - c0;
    return {
      pages: 10,
      rounds,
      firstCallMs: Math.round(firstCallMs),
      medianMs: Math.round(timings[Math.floor(rounds / 2)]),
      goalMs: 300,
      checkMs: Math.round(checkMs),
      intact: check.intact,
      originalBytes: pdf.length,
      sealedBytes: sealed.pdf.length,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

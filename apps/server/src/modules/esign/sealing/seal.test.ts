import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkSealedPdf,
  loadSigningIdentity,
  sealSignedPdf,
  type TSigningIdentity,
} from './index.js';
import { samplePdf, strokePng } from './test-fixtures.js';
import type { TSealInput } from './types.js';

const dir = mkdtempSync(path.join(tmpdir(), 'cw-seal-'));
const NOW = new Date('2026-11-20T00:00:00Z');
let identity: TSigningIdentity;
let input: TSealInput;

const write = (name: string, bytes: Uint8Array) => {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
};
// pdfsig exits non-zero for a broken signature, so its output is read either way.
const pdfsig = (file: string) => {
  const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
};
const pdftotext = (file: string) => execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });

beforeAll(async () => {
  identity = await loadSigningIdentity({ dataDir: dir, now: NOW });
  input = {
    pdf: await samplePdf(3),
    title: 'Mutual Non-Disclosure Agreement',
    processId: 'sp_01JDEMO',
    completedAt: new Date('2026-11-27T01:02:03Z'),
    placements: [
      {
        page: 2,
        x: 0.1,
        y: 0.82,
        width: 0.3,
        height: 0.07,
        kind: 'SIGNATURE',
        value: { imagePng: strokePng() },
      },
      {
        page: 2,
        x: 0.55,
        y: 0.82,
        width: 0.35,
        height: 0.07,
        kind: 'SIGNATURE',
        value: { text: 'Wiremu Tane', font: 'thesuavity' },
      },
      {
        page: 2,
        x: 0.55,
        y: 0.9,
        width: 0.2,
        height: 0.03,
        kind: 'DATE',
        value: { text: '27/11/2026' },
      },
      {
        page: 1,
        x: 0.1,
        y: 0.5,
        width: 0.3,
        height: 0.03,
        kind: 'NAME',
        value: { text: 'Zoë Ōtaki' },
      },
      {
        page: 0,
        x: 0.1,
        y: 0.5,
        width: 0.03,
        height: 0.03,
        kind: 'CHECKBOX',
        value: { checked: true },
      },
    ],
    recipients: [
      {
        name: 'Zoë Ōtaki',
        email: 'zoe@example.com',
        role: 'SIGNER',
        verification: 'Link + e-mailed code',
        ip: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148',
        sentAt: new Date('2026-11-25T22:00:00Z'),
        viewedAt: new Date('2026-11-26T23:15:00Z'),
        signedAt: new Date('2026-11-26T23:20:45Z'),
      },
      {
        name: 'Wiremu Tane',
        email: 'wiremu@example.com',
        role: 'SIGNER',
        verification: 'Link e-mailed to the address',
        ip: '198.51.100.20',
        sentAt: new Date('2026-06-20T02:00:00Z'),
        signedAt: new Date('2026-11-27T01:02:03Z'),
      },
    ],
  };
});

describe('sealing a signed PDF', () => {
  it('keeps the identity it creates in a private file and reads the same one next start', async () => {
    const file = path.join(dir, 'esign', 'identity.p12');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = await loadSigningIdentity({ dataDir: dir });
    expect(again.certificateSha256).toBe(identity.certificateSha256);
    expect(again.name).toBe('Clausewell document seal');
  });

  it('seals the whole document so pdfsig finds a valid signature over every byte', async () => {
    const sealed = await sealSignedPdf(identity, input);
    const out = pdfsig(write('sealed.pdf', sealed.pdf));
    expect(out).toContain('Signature Validation: Signature is Valid.');
    expect(out).toContain('Total document signed');
    expect(out).toContain('Clausewell document seal');
    expect(out).toMatch(/Signature Type: adbe\.pkcs7\.detached/);
    expect(out).toContain('Signing Hash Algorithm: SHA-256');
    const check = await checkSealedPdf(identity, sealed.pdf);
    expect(check).toEqual({ intact: true, sealedHere: true, resultSha256: sealed.resultSha256 });
    expect(sealed.originalSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(sealed.originalSha256).not.toBe(sealed.resultSha256);
  });

  it('gives the same bytes for the same completion, so a re-sent copy verifies the same', async () => {
    const a = await sealSignedPdf(identity, input);
    const b = await sealSignedPdf(identity, input);
    expect(b.resultSha256).toBe(a.resultSha256);
  });

  it('reports one changed byte anywhere as changed, in pdfsig and in our check', async () => {
    const sealed = (await sealSignedPdf(identity, input)).pdf;
    const text = Buffer.from(sealed).toString('latin1');
    const contents = text.lastIndexOf('/Contents <');
    const places = {
      'page content': 2000,
      'signature value': contents + 20,
      'padding after the signature': text.indexOf('>', contents) - 4,
      'last byte': sealed.length - 2,
    };
    for (const [where, at] of Object.entries(places)) {
      const bad = new Uint8Array(sealed);
      // A hex digit stays a hex digit, so the file still parses and only the seal can tell.
      bad[at] = bad[at] === 0x31 ? 0x32 : 0x31;
      const check = await checkSealedPdf(identity, bad);
      expect(check.intact, where).toBe(false);
      expect(check.problem, where).toMatch(/changed|damaged/);
      if (where !== 'padding after the signature') {
        expect(pdfsig(write('bad.pdf', bad)), where).not.toContain('Signature is Valid');
      }
    }
  });

  it('reports bytes added after the seal', async () => {
    const sealed = (await sealSignedPdf(identity, input)).pdf;
    const longer = Buffer.concat([sealed, Buffer.from('\n% appended\n')]);
    expect(await checkSealedPdf(identity, longer)).toMatchObject({
      intact: false,
      problem: '12 bytes were added to this PDF after it was sealed.',
    });
  });

  it('tells a seal made elsewhere, and a PDF with no seal, from ours', async () => {
    const other = await loadSigningIdentity({ dataDir: path.join(dir, 'other'), now: NOW });
    const sealed = (await sealSignedPdf(other, input)).pdf;
    expect(await checkSealedPdf(identity, sealed)).toMatchObject({
      intact: true,
      sealedHere: false,
    });
    expect(await checkSealedPdf(identity, input.pdf)).toMatchObject({
      intact: false,
      sealedHere: false,
      problem: 'This PDF has no digital seal.',
    });
    expect((await checkSealedPdf(identity, Buffer.from('hello'))).problem).toBe(
      'This file is not a PDF.',
    );
  });

  it('prints the fields and an audit page with names, addresses and Sydney times', async () => {
    const file = write('audit.pdf', (await sealSignedPdf(identity, input)).pdf);
    const pages = pdftotext(file).split('\f');
    expect(pages).toHaveLength(5); // three document pages, the audit page, the closing form feed
    expect(pages[2]).toContain('Wiremu Tane'); // typed in the script font
    expect(pages[2]).toContain('27/11/2026');
    expect(pages[1]).toMatch(/Zoë\s+Ōtaki/);
    const audit = pages[3]!;
    expect(audit).toContain('Signing certificate');
    expect(audit).toContain('Mutual Non-Disclosure Agreement');
    expect(audit).toContain('sp_01JDEMO');
    expect(audit).toContain('Zoë Ōtaki <zoe@example.com>');
    expect(audit).toContain('Verified by: Link + e-mailed code');
    expect(audit).toContain('IP address: 203.0.113.7');
    expect(audit).toContain('iPhone OS 18_0');
    expect(audit).toContain('Signed: 27/11/2026, 10:20:45 AEDT');
    expect(audit).toContain('Sent: 20/06/2026, 12:00:00 AEST');
    expect(audit).toContain('Completed 27/11/2026, 12:02:03 AEDT');
    expect(audit.replace(/\s+/g, '')).toContain(
      (await sealSignedPdf(identity, input)).originalSha256,
    );
    expect(audit).toMatch(/verify\s+page/);
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    // The drawn signature on page 3 (its alpha channel is listed as a second "smask" row).
    expect(images).toMatch(/^\s+3\s+\d+\s+image\s+240\s+80\b/m);
  });

  it('refuses a configured certificate it cannot open, naming the setting', async () => {
    await expect(
      loadSigningIdentity({ dataDir: dir, p12Path: path.join(dir, 'missing.p12') }),
    ).rejects.toThrow(/ESIGN_P12_PATH: cannot read/);
    const wrong = write('wrong.p12', Buffer.from('not a certificate'));
    await expect(loadSigningIdentity({ dataDir: dir, p12Path: wrong })).rejects.toThrow(
      /ESIGN_P12_PATH: not a PKCS#12 file/,
    );
  });

  it('seals with a configured PKCS#12 file instead of its own', async () => {
    const p12 = path.join(dir, 'esign', 'identity.p12');
    const configured = await loadSigningIdentity({
      dataDir: path.join(dir, 'unused'),
      p12Path: p12,
      p12Password: '',
    });
    expect(configured.certificateSha256).toBe(identity.certificateSha256);
  });
});

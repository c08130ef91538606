import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../platform/auth/users-table.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../../test-support/test-app.js';
import { sealSignedPdf } from '../sealing/index.js';
import { samplePdf } from '../sealing/test-fixtures.js';
import { signingProcesses, signingRecipients } from '../tables.js';
import { signingIdentityFor } from './verify-pdf.js';

let t: TTestApp;
let sealed: Uint8Array;
let resultSha256: string;
const completedAt = new Date('2026-11-27T01:02:03Z');

const verify = async (bytes: Uint8Array, type = 'application/pdf') => {
  const res = await fetch(`${t.url}/api/esign/verify`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: Buffer.from(bytes),
  });
  return { status: res.status, body: await res.json() };
};

beforeAll(async () => {
  t = await startTestApp();
  const identity = await signingIdentityFor(t.deps);
  const original = await samplePdf(2);
  const seal = await sealSignedPdf(identity, {
    pdf: original,
    title: 'Mutual NDA',
    processId: 'sp_verify',
    placements: [],
    recipients: [
      { name: 'Ana Lima', email: 'ana@example.com', role: 'SIGNER', verification: 'Signed in' },
    ],
    completedAt,
  });
  sealed = seal.pdf;
  resultSha256 = seal.resultSha256;
  // The row the signing process leaves when it completes, as the lookup reads it.
  const { input } = await signUpCustomer(t.api);
  const db = t.deps.database.db;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, String(input.email)));
  await db.insert(signingProcesses).values({
    id: 'sp_verify',
    ownerId: owner!.id,
    documentId: 'doc_1',
    title: 'Mutual NDA',
    status: 'COMPLETED',
    signingOrder: 'PARALLEL',
    originalSha256: seal.originalSha256,
    resultSha256,
    pageCount: 2,
    createdAt: new Date('2026-11-25T00:00:00Z'),
    completedAt,
  });
  await db.insert(signingRecipients).values({
    id: 'sr_verify',
    processId: 'sp_verify',
    name: 'Ana Lima',
    email: 'ana@example.com',
    role: 'SIGNER',
    position: 0,
    status: 'SIGNED',
    tokenHash: 'x',
    signedAt: completedAt,
  });
});
afterAll(() => t?.close());

describe('POST /api/esign/verify', () => {
  it('names the document and its signers for an unaltered PDF completed here', async () => {
    const res = await verify(sealed);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      intact: true,
      sealedHere: true,
      resultSha256,
      title: 'Mutual NDA',
      completedAt: completedAt.toISOString(),
      signers: [
        { name: 'Ana Lima', email: 'ana@example.com', signedAt: completedAt.toISOString() },
      ],
    });
  });

  it('says a copy with one byte changed has been changed, and names no one', async () => {
    const bad = new Uint8Array(sealed);
    bad[1500] = bad[1500] === 0x41 ? 0x42 : 0x41;
    const res = await verify(bad);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      intact: false,
      problem: 'This PDF has been changed since it was sealed.',
    });
    expect(res.body.signers).toBeUndefined();
  });

  it('says a PDF without a seal is not sealed, and a body that is no PDF at all is no PDF', async () => {
    const res = await verify(await samplePdf(1));
    expect(res.body).toMatchObject({
      intact: false,
      sealedHere: false,
      problem: 'This PDF has no digital seal.',
    });
    const json = await verify(new TextEncoder().encode('{}'), 'application/json');
    expect(json.body).toMatchObject({ intact: false, problem: 'This file is not a PDF.' });
  });

  it('refuses a file over 20 MB', async () => {
    const res = await verify(new Uint8Array(20 * 1024 * 1024 + 1));
    expect(res.status).toBe(413);
  });
});

import { existsSync } from 'node:fs';
import { Document, Packer, Paragraph } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test-support/esign-kit.js';
import { startTestApp, type TTestApp } from '../../../test-support/test-app.js';
import {
  makeDocx,
  makePdf,
  PNG_BYTES,
  uploadFile,
  uploadingCustomer,
} from '../../../test-support/upload-fixtures.js';
import { RECIPIENT_MESSAGES as M } from '../recipient-messages.js';
import { libreOfficeConverter } from './docx-to-pdf.js';

const SOFFICE = ['/usr/bin/soffice', '/usr/local/bin/soffice'].find((p) => existsSync(p));

describe('sending an uploaded file for signature', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function uploaded(name: string, type: 'PDF' | 'DOCX' | 'PNG', bytes: Uint8Array) {
    const me = await uploadingCustomer(t);
    const { link } = await uploadFile(t, me, { name, type, bytes });
    const added = await t.api.post(
      '/folder/add-upload-document',
      { originalFileName: name, uploadedFileName: link.fileName },
      me.token,
    );
    return { token: me.token, documentId: added.body.fileId as string };
  }
  const sendIt = (u: { token: string; documentId: string }) =>
    send(t, u.token, {
      documentId: u.documentId,
      order: 'PARALLEL',
      recipients: [{ name: 'Una Pload', email: 'una@example.com', role: 'SIGNER' }],
    });

  it('sends an uploaded PDF as it is', async () => {
    const u = await uploaded('lease.pdf', 'PDF', await makePdf());
    const res = await sendIt(u);
    expect(res.errors).toBeUndefined();
    expect(res.data.sendForSignature.status).toBe('IN_PROGRESS');
    expect(res.data.sendForSignature.documentId).toBe(u.documentId);
  });

  it('converts a Word file to PDF first, and says so plainly when the converter is missing', async () => {
    const u = await uploaded('lease.docx', 'DOCX', makeDocx());
    t.deps.docxToPdf = libreOfficeConverter('/nonexistent/soffice');
    expect((await sendIt(u)).errors?.[0]?.message).toBe(M.converterMissing);
    t.deps.docxToPdf = async () => new Uint8Array(await makePdf('Converted lease'));
    const res = await sendIt(u);
    expect(res.errors).toBeUndefined();
    expect(res.data.sendForSignature.status).toBe('IN_PROGRESS');
  });

  it('refuses an image, naming what can be sent', async () => {
    const u = await uploaded('scan.png', 'PNG', PNG_BYTES);
    expect((await sendIt(u)).errors?.[0]?.message).toBe(M.notConvertible);
  });

  it.skipIf(!SOFFICE)(
    'converts a real Word file with LibreOffice',
    async () => {
      const docx = await Packer.toBuffer(
        new Document({ sections: [{ children: [new Paragraph('Deed of lease, clause 1.')] }] }),
      );
      const pdf = await libreOfficeConverter(SOFFICE)(new Uint8Array(docx));
      expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    },
    180_000,
  );
});

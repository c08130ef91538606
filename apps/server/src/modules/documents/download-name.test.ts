import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { local, makePdf, uploadFile } from '../../test-support/upload-fixtures.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the name an upload downloads under', () => {
  it("ends in the real type's extension, not the one the customer gave it", async () => {
    const me = await signUpCustomer(t.api);
    const user = { token: me.token, flakeId: me.user.flakeId as string };
    const { link, put } = await uploadFile(t, user, {
      name: 'invoice.html',
      type: 'PDF',
      bytes: await makePdf(),
    });
    expect(put.status).toBe(200);

    // The signed download link.
    const signed = await fetch(local(t, link.downloadUrl));
    expect(signed.headers.get('content-type')).toBe('application/pdf');
    const disposition = signed.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="invoice-\d{8}T\d{9}\.pdf"; /);
    expect(disposition).toContain("filename*=UTF-8''invoice.pdf");

    // The My documents download and the download panel's metadata.
    const added = await t.api.post(
      '/folder/add-upload-document',
      { originalFileName: 'invoice.html', uploadedFileName: link.fileName },
      me.token,
    );
    const id = added.body.fileId as string;
    const download = await fetch(`${t.url}/asset-instance/download/${id}`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="invoice.pdf"');
    const metadata = await t.api.get(`/asset-instance/download/metadata/${id}`, me.token);
    expect(metadata.body.fileName).toBe('invoice.pdf');
  });
});

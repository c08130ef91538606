import { UPLOAD_MESSAGES } from '@app/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { local, makeLockedPdf, makePdf, uploadFile } from '../../test-support/upload-fixtures.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'harbour-2026';

async function customer() {
  const { token, user } = await signUpCustomer(t.api);
  return { token, flakeId: user.flakeId as string };
}

/** Uploads a locked PDF and files it in My documents. */
async function lockedEntry(me: { token: string; flakeId: string }) {
  const { link, put } = await uploadFile(t, me, {
    name: 'bank statement.pdf',
    type: 'PDF',
    bytes: await makeLockedPdf(PASSWORD),
  });
  expect(put.body.locked).toBe(true);
  const added = await t.api.post(
    '/folder/add-upload-document',
    { originalFileName: 'bank statement.pdf', uploadedFileName: link.fileName },
    me.token,
  );
  return { fileId: added.body.fileId as string, uploadedFileName: link.fileName };
}

async function downloadEntry(token: string, id: string) {
  const res = await fetch(`${t.url}/asset-instance/download/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const unlock = (token: string, metadata: object, replaceInput: object) =>
  t.api.post('/unlock-pdf-password', { metadata, replaceInput }, token);

describe('POST /unlock-pdf-password', () => {
  it('shows a locked PDF as locked, refuses a wrong password, and unlocks in place', async () => {
    const me = await customer();
    const { fileId } = await lockedEntry(me);
    // A PDF reader without the password cannot open what was uploaded.
    await expect(PDFDocument.load(await downloadEntry(me.token, fileId))).rejects.toThrow(
      /encrypted/,
    );
    const listed = await t.api.graphql('{ getMyDocuments { id upload { locked } } }', {}, me.token);
    expect(listed.body.data.getMyDocuments).toEqual([{ id: fileId, upload: { locked: true } }]);

    const wrong = await unlock(me.token, { fileId }, { password: 'not-it', replace: true });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('The password is incorrect.');

    const right = await unlock(me.token, { fileId }, { password: PASSWORD, replace: true });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ fileId, replaced: true, locked: false });

    // The stored copy now opens without a password.
    const opened = await PDFDocument.load(await downloadEntry(me.token, fileId));
    expect(opened.isEncrypted).toBe(false);
    expect(opened.getPageCount()).toBe(1);
    const relisted = await t.api.graphql('{ getMyDocuments { upload { locked } } }', {}, me.token);
    expect(relisted.body.data.getMyDocuments).toEqual([{ upload: { locked: false } }]);

    const again = await unlock(me.token, { fileId }, { password: PASSWORD });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(UPLOAD_MESSAGES.notLocked);
  });

  it('keeps the original and adds an unlocked copy when not asked to replace', async () => {
    const me = await customer();
    const { fileId, uploadedFileName } = await lockedEntry(me);

    const byName = await unlock(me.token, { uploadedFileName }, { password: PASSWORD });
    expect(byName.status).toBe(200);
    expect(byName.body).toMatchObject({ fileId: null, replaced: false, locked: false });
    expect(byName.body.uploadedFileName).toMatch(/^bank-statement-unlocked-\d{8}T\d{9}\.pdf$/);
    const copy = await fetch(local(t, byName.body.downloadUrl));
    expect((await PDFDocument.load(Buffer.from(await copy.arrayBuffer()))).getPageCount()).toBe(1);

    t.clock.advance(1);
    const byEntry = await unlock(me.token, { fileId }, { password: PASSWORD, replace: false });
    expect(byEntry.status).toBe(200);
    const newEntry = byEntry.body.fileId as string;
    expect(newEntry).not.toBe(fileId);
    const list = await t.api.graphql(
      '{ getMyDocuments { id title upload { locked } } }',
      {},
      me.token,
    );
    expect(list.body.data.getMyDocuments).toEqual(
      expect.arrayContaining([
        { id: fileId, title: 'bank statement.pdf', upload: { locked: true } },
        { id: newEntry, title: 'bank statement.pdf (unlocked)', upload: { locked: false } },
      ]),
    );
    // The original still needs its password.
    await expect(PDFDocument.load(await downloadEntry(me.token, fileId))).rejects.toThrow();
  });

  it('refuses a PDF that is not locked, and names missing input', async () => {
    const me = await customer();
    const { link } = await uploadFile(t, me, {
      name: 'plain.pdf',
      type: 'PDF',
      bytes: await makePdf(),
    });
    const plain = await unlock(me.token, { uploadedFileName: link.fileName }, { password: 'x' });
    expect(plain.status).toBe(409);
    expect(plain.body.error.message).toBe(UPLOAD_MESSAGES.notLocked);

    const noPassword = await unlock(me.token, { uploadedFileName: link.fileName }, {});
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error.message).toBe('replaceInput.password: Enter the password');
    const noFile = await unlock(me.token, {}, { password: 'x' });
    expect(noFile.body.error.message).toBe('metadata: Give fileId or uploadedFileName');
    expect((await t.api.post('/unlock-pdf-password', {})).status).toBe(401);
  });

  it("refuses another user's file as if it did not exist", async () => {
    const owner = await customer();
    const intruder = await customer();
    const { fileId, uploadedFileName } = await lockedEntry(owner);
    const byId = await unlock(intruder.token, { fileId }, { password: PASSWORD, replace: true });
    expect(byId.status).toBe(404);
    const byName = await unlock(intruder.token, { uploadedFileName }, { password: PASSWORD });
    expect(byName.status).toBe(404);
    // Still locked for its owner.
    await expect(PDFDocument.load(await downloadEntry(owner.token, fileId))).rejects.toThrow();
  });
});

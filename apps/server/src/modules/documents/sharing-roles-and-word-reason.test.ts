import { DOCUMENT_MESSAGES, SHARING_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishNda, startNda } from '../../test-support/documents-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { makePdf, uploadFile, uploadingCustomer } from '../../test-support/upload-fixtures.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const share = (token: string, body: Record<string, unknown>) =>
  t.api.post('/v2/shareDocument', body, token);
const sharesOf = async (token: string, id: string) =>
  (await t.api.get(`/v2/shareDocument/${id}`, token)).body.shares;

describe('sharing only in a role that works for the document', () => {
  it('shares a document made from a template as EDITOR, SUGGESTER or VIEWER, open or finished', async () => {
    const owner = await signUpCustomer(t.api);
    const open = await startNda(t, owner.token);
    const finished = await finishNda(t, owner.token);
    for (const [documentId, role] of [
      [open, 'EDITOR'],
      [open, 'SUGGESTER'],
      [finished, 'EDITOR'],
      [finished, 'SUGGESTER'],
      [finished, 'VIEWER'],
    ] as const) {
      const email = `${role.toLowerCase()}@example.com`;
      const res = await share(owner.token, { documentId, email, role });
      expect(res.status, `${role} on ${documentId}`).toBe(201);
    }
    expect(await sharesOf(owner.token, finished)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'editor@example.com', role: 'EDITOR' }),
        expect.objectContaining({ email: 'suggester@example.com', role: 'SUGGESTER' }),
      ]),
    );
  });

  it('shares an uploaded file only as VIEWER, naming why, and keeps nothing it refused', async () => {
    const me = await uploadingCustomer(t);
    const { link } = await uploadFile(t, me, {
      name: 'lease.pdf',
      type: 'PDF',
      bytes: await makePdf(),
    });
    const added = await t.api.post(
      '/folder/add-upload-document',
      { originalFileName: 'lease.pdf', uploadedFileName: link.fileName, folderId: null },
      me.token,
    );
    expect(added.status).toBe(200);
    const uploaded = added.body.fileId as string;
    for (const role of ['EDITOR', 'SUGGESTER'] as const) {
      const refused = await share(me.token, {
        documentId: uploaded,
        email: 'ed@example.com',
        role,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(SHARING_MESSAGES.uploadViewOnly);
      expect(refused.body.error.message).toContain(role);
    }
    expect(await sharesOf(me.token, uploaded)).toEqual([]);
    const viewing = await share(me.token, {
      documentId: uploaded,
      email: 'ed@example.com',
      role: 'VIEWER',
    });
    expect(viewing.status).toBe(201);
  });
});

describe('why a Word download needs a plan', () => {
  const meta = async (token: string, id: string) =>
    (await t.api.get(`/asset-instance/download/metadata/${id}`, token)).body;
  const download = (token: string, id: string, format: string) =>
    fetch(`${t.url}/asset-instance/download/${id}?format=${format}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it('says the free PDF is still there only while it is', async () => {
    const { token } = await signUpCustomer(t.api);
    const first = await finishNda(t, token);
    const second = await finishNda(t, token);
    expect((await meta(token, second)).formats[1].reason).toBe(DOCUMENT_MESSAGES.docxNeedsPlan);

    expect((await download(token, first, 'pdf')).status).toBe(200);

    // The free PDF went on the first document: the second has none left.
    expect((await meta(token, second)).formats[1].reason).toBe(
      DOCUMENT_MESSAGES.docxNeedsPlanFreePdfUsed,
    );
    const word = await download(token, second, 'docx');
    expect(word.status).toBe(402);
    expect((await word.json()).error.message).toBe(DOCUMENT_MESSAGES.docxNeedsPlanFreePdfUsed);
    // The first document keeps its free PDF, so saying so there is still true.
    expect((await meta(token, first)).formats[1].reason).toBe(DOCUMENT_MESSAGES.docxNeedsPlan);
  });
});

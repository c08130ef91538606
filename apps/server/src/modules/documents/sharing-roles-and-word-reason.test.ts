import { DOCUMENT_MESSAGES, SHARING_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishNda, startNda } from '../../test-support/documents-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

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
  it('refuses SUGGESTER by name, on any document, and keeps nothing', async () => {
    const owner = await signUpCustomer(t.api);
    const id = await startNda(t, owner.token);
    const res = await share(owner.token, {
      documentId: id,
      email: 'sam@example.com',
      role: 'SUGGESTER',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(SHARING_MESSAGES.suggesterUnavailable);
    expect(res.body.error.message).toContain('SUGGESTER');
    expect(await sharesOf(owner.token, id)).toEqual([]);
  });

  it('shares an open document as EDITOR, a finished one only as VIEWER', async () => {
    const owner = await signUpCustomer(t.api);
    const open = await startNda(t, owner.token);
    const finished = await finishNda(t, owner.token);

    const editing = await share(owner.token, {
      documentId: open,
      email: 'ed@example.com',
      role: 'EDITOR',
    });
    expect(editing.status).toBe(201);

    const refused = await share(owner.token, {
      documentId: finished,
      email: 'ed@example.com',
      role: 'EDITOR',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(SHARING_MESSAGES.editorNeedsOpenDocument);
    expect(refused.body.error.message).toContain('EDITOR');
    expect(await sharesOf(owner.token, finished)).toEqual([]);

    const viewing = await share(owner.token, {
      documentId: finished,
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishNda, ndaExampleAnswers, startNda } from '../../test-support/documents-kit.js';
import {
  editText,
  finaliseVersion,
  listVersions,
  openEditor,
  restoreVersion,
  saveVersion,
  textOf,
} from '../../test-support/editor-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { EDITOR_MESSAGES } from './messages.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const partyName = () => JSON.stringify(ndaExampleAnswers()).match(/"name":"([^"]+)"/)?.[1] ?? '';

describe('opening a finished document in the editor', () => {
  it('shows the document itself: title, numbered clauses and the parties', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await finishNda(t, token);
    const res = await openEditor(t, token, id);
    expect(res.errors).toBeUndefined();
    const doc = res.data.editorDocument;
    expect(doc).toMatchObject({ documentId: id, role: 'OWNER', canEdit: true, version: null });
    expect(doc.content.type).toBe('doc');
    const types = doc.content.content.map((n: { type: string }) => n.type);
    expect(types).toContain('heading');
    expect(types).toContain('orderedList');
    expect(types).toContain('party');
    expect(types).toContain('signature');
    const party = doc.content.content.find((n: { type: string }) => n.type === 'party');
    expect(party.attrs.name).toBe(partyName());
  });

  it('refuses a document still being answered, and another user’s document as unknown', async () => {
    const owner = await signUpCustomer(t.api);
    const stranger = await signUpCustomer(t.api);
    const draft = await startNda(t, owner.token);
    const unfinished = await openEditor(t, owner.token, draft);
    expect(unfinished.errors?.[0]?.message).toBe(EDITOR_MESSAGES.notFinished);

    const id = await finishNda(t, owner.token);
    const content = (await openEditor(t, owner.token, id)).data.editorDocument.content;
    for (const res of [
      await openEditor(t, stranger.token, id),
      await saveVersion(t, stranger.token, id, content),
      await listVersions(t, stranger.token, id),
      await finaliseVersion(t, stranger.token, id),
    ]) {
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await listVersions(t, owner.token, id)).data.documentVersions).toEqual([]);
  });
});

describe('versions', () => {
  it('autosaves into one version, keeps named ones, and restores as a new version', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await finishNda(t, token);
    const original = (await openEditor(t, token, id)).data.editorDocument.content;
    const name = 'strictly confidential';

    const first = await saveVersion(t, token, id, editText(original, name, 'Acme Widgets'));
    expect(first.data.saveDocumentVersion).toMatchObject({ number: 1, status: 'IN_PROGRESS' });
    const again = await saveVersion(t, token, id, editText(original, name, 'Acme Gadgets'));
    // The second autosave replaces the first rather than piling up versions.
    expect(again.data.saveDocumentVersion).toMatchObject({ number: 1, status: 'IN_PROGRESS' });

    const named = await saveVersion(
      t,
      token,
      id,
      editText(original, name, 'Acme Gadgets'),
      'Sent to Bob',
    );
    expect(named.data.saveDocumentVersion).toMatchObject({
      number: 1,
      status: 'CREATED',
      name: 'Sent to Bob',
    });
    const later = await saveVersion(t, token, id, editText(original, name, 'Acme Later'));
    expect(later.data.saveDocumentVersion).toMatchObject({ number: 2, status: 'IN_PROGRESS' });

    const opened = (await openEditor(t, token, id)).data.editorDocument;
    expect(textOf(opened.content)).toContain('Acme Later');
    expect(opened.version.number).toBe(2);

    const restored = await restoreVersion(t, token, id, named.data.saveDocumentVersion.id);
    expect(restored.data.restoreDocumentVersion).toMatchObject({
      number: 3,
      status: 'CREATED',
      name: 'Restored from version 1',
    });
    expect(textOf((await openEditor(t, token, id)).data.editorDocument.content)).toContain(
      'Acme Gadgets',
    );
    const list = (await listVersions(t, token, id)).data.documentVersions;
    expect(list.map((v: { number: number }) => v.number)).toEqual([3, 2, 1]);
    expect(list[0].authorName).toBeTruthy();
  });

  it('refuses content that is not a document and a version of another document', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await finishNda(t, token);
    const other = await finishNda(t, token);
    const bad = await saveVersion(t, token, id, { type: 'script', content: [] });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    const notDoc = await saveVersion(t, token, id, { type: 'paragraph' });
    expect(JSON.stringify(notDoc.errors)).toContain(EDITOR_MESSAGES.contentInvalid);
    const content = (await openEditor(t, token, other)).data.editorDocument.content;
    const v = (await saveVersion(t, token, other, content, 'Mine')).data.saveDocumentVersion;
    const cross = await restoreVersion(t, token, id, v.id);
    expect(cross.errors?.[0]?.message).toBe(EDITOR_MESSAGES.versionNotFound);
  });

  it('makes a finalised version read-only', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await finishNda(t, token);
    const content = (await openEditor(t, token, id)).data.editorDocument.content;
    const saved = (await saveVersion(t, token, id, content, 'Draft')).data.saveDocumentVersion;
    const final = await finaliseVersion(t, token, id);
    expect(final.data.finaliseDocumentVersion).toMatchObject({ number: 1, status: 'FINALISED' });
    expect((await openEditor(t, token, id)).data.editorDocument.canEdit).toBe(false);
    const save = await saveVersion(t, token, id, content);
    expect(save.errors?.[0]).toMatchObject({
      message: EDITOR_MESSAGES.finalised,
      extensions: { code: 'CONFLICT' },
    });
    const restore = await restoreVersion(t, token, id, saved.id);
    expect(restore.errors?.[0]?.message).toBe(EDITOR_MESSAGES.finalised);
  });

  it('numbers versions saved at the same moment one after another', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await finishNda(t, token);
    const content = (await openEditor(t, token, id)).data.editorDocument.content;
    const saves = await Promise.all(
      Array.from({ length: 6 }, (_, i) => saveVersion(t, token, id, content, `Version ${i}`)),
    );
    for (const s of saves) expect(s.errors).toBeUndefined();
    const numbers = saves.map((s) => s.data.saveDocumentVersion.number).sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

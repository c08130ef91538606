import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishNda, gqlAs, startNda } from '../../test-support/documents-kit.js';
import { editText, openEditor, saveVersion, textOf } from '../../test-support/editor-kit.js';
import {
  cloneTemplate,
  deleteTemplate,
  myTemplates,
  renameTemplate,
  restoreTemplate,
  saveAsTemplate,
  templateHistory,
  updateTemplate,
} from '../../test-support/templates-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { EDITOR_MESSAGES } from './messages.js';
import { customerTemplateEntries, customerTemplates } from './tables-templates.js';
import { TEMPLATE_MESSAGES } from './template-messages.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PHRASE = 'strictly confidential';

/** A finished NDA of the customer's whose wording says `words` where the original has PHRASE. */
async function editedNda(token: string, words: string) {
  const id = await finishNda(t, token);
  const original = (await openEditor(t, token, id)).data.editorDocument.content;
  const saved = await saveVersion(t, token, id, editText(original, PHRASE, words));
  expect(saved.errors).toBeUndefined();
  return id;
}

const editorText = async (token: string, documentId: string) =>
  textOf((await openEditor(t, token, documentId)).data.editorDocument.content);

describe('saving a document as my template', () => {
  it('keeps the edited wording under a name, and a new document made from it opens with it', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await editedNda(token, 'Acme Widgets');
    const saved = await saveAsTemplate(t, token, id, '  Our NDA  ');
    expect(saved.errors).toBeUndefined();
    const template = saved.data.saveDocumentAsTemplate;
    expect(template.name).toBe('Our NDA');

    expect((await myTemplates(t, token)).data.myTemplates).toEqual([template]);
    const [created] = (await templateHistory(t, token, template.id)).data.customerTemplateHistory;
    expect(created).toMatchObject({ number: 1, action: 'CREATE', documentId: id });
    expect(created.actorName).toMatch(/^Alex Tester/);
    expect(created.createdAt).toBeTruthy();

    const used = await cloneTemplate(t, token, template.id);
    expect(used.errors).toBeUndefined();
    const copy = used.data.cloneCustomerTemplate;
    expect(copy).toMatchObject({ title: 'Our NDA' });
    expect(copy.documentId).not.toBe(id);
    const opened = (await openEditor(t, token, copy.documentId)).data.editorDocument;
    expect(opened).toMatchObject({ role: 'OWNER', canEdit: true, title: 'Our NDA' });
    expect(textOf(opened.content)).toContain('Acme Widgets');

    // The new document is an ordinary one of the customer's, in My documents.
    const mine = await gqlAs(t, token, 'query { getMyDocuments { id status } }');
    expect(mine.data.getMyDocuments).toContainEqual({ id: copy.documentId, status: 'COMPLETED' });

    const history = (await templateHistory(t, token, template.id)).data.customerTemplateHistory;
    expect(history.map((e: { action: string }) => e.action)).toEqual(['CLONE', 'CREATE']);
    expect(history[0]).toMatchObject({ number: 2, documentId: copy.documentId });
  });

  it('takes the document as it reads, also when it was never edited', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await finishNda(t, token);
    const template = (await saveAsTemplate(t, token, id, 'Plain NDA')).data.saveDocumentAsTemplate;
    const copy = (await cloneTemplate(t, token, template.id)).data.cloneCustomerTemplate;
    expect(await editorText(token, copy.documentId)).toBe(await editorText(token, id));
  });

  it('names the problem with a name: missing, too long or already one of mine', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await editedNda(token, 'Acme');
    const blank = await saveAsTemplate(t, token, id, '   ');
    expect(blank.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_INPUT' } });
    expect(JSON.stringify(blank.errors)).toContain(TEMPLATE_MESSAGES.nameRequired);
    const long = await saveAsTemplate(t, token, id, 'x'.repeat(121));
    expect(JSON.stringify(long.errors)).toContain(TEMPLATE_MESSAGES.nameTooLong);
    expect((await saveAsTemplate(t, token, id, 'x'.repeat(120))).errors).toBeUndefined();

    expect((await saveAsTemplate(t, token, id, 'Standard NDA')).errors).toBeUndefined();
    const same = await saveAsTemplate(t, token, id, 'standard nda');
    expect(same.errors?.[0]).toMatchObject({
      message: TEMPLATE_MESSAGES.nameTaken('standard nda'),
      extensions: { code: 'CONFLICT' },
    });
    // Another customer may use the same name for their own.
    const other = await signUpCustomer(t.api);
    const theirs = await editedNda(other.token, 'Other');
    expect((await saveAsTemplate(t, other.token, theirs, 'Standard NDA')).errors).toBeUndefined();
  });

  it('saves only a finished document the customer owns', async () => {
    const { token } = await signUpCustomer(t.api);
    const draft = await startNda(t, token);
    const unfinished = await saveAsTemplate(t, token, draft, 'Draft');
    expect(unfinished.errors?.[0]?.message).toBe(EDITOR_MESSAGES.notFinished);
    const stranger = await signUpCustomer(t.api);
    const id = await editedNda(token, 'Mine');
    const theirs = await saveAsTemplate(t, stranger.token, id, 'Stolen');
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await myTemplates(t, stranger.token)).data.myTemplates).toEqual([]);
  });
});

describe('changing my template', () => {
  it('updates from a newer edit, restores an earlier wording, keeping every entry', async () => {
    const { token } = await signUpCustomer(t.api);
    const first = await editedNda(token, 'First Wording');
    const template = (await saveAsTemplate(t, token, first, 'Supplier NDA')).data
      .saveDocumentAsTemplate;
    const second = await editedNda(token, 'Second Wording');

    const updated = await updateTemplate(t, token, template.id, second);
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateCustomerTemplate).toMatchObject({
      number: 2,
      action: 'UPDATE',
      documentId: second,
    });
    let copy = (await cloneTemplate(t, token, template.id)).data.cloneCustomerTemplate;
    expect(await editorText(token, copy.documentId)).toContain('Second Wording');

    const history = (await templateHistory(t, token, template.id)).data.customerTemplateHistory;
    const created = history.find((e: { action: string }) => e.action === 'CREATE');
    const restored = await restoreTemplate(t, token, template.id, created.id);
    expect(restored.errors).toBeUndefined();
    expect(restored.data.restoreCustomerTemplate).toMatchObject({
      number: 4,
      action: 'RESTORE',
      restoredFrom: 1,
    });
    copy = (await cloneTemplate(t, token, template.id)).data.cloneCustomerTemplate;
    expect(await editorText(token, copy.documentId)).toContain('First Wording');

    const all = (await templateHistory(t, token, template.id)).data.customerTemplateHistory;
    expect(all.map((e: { action: string }) => e.action)).toEqual([
      'CLONE',
      'RESTORE',
      'CLONE',
      'UPDATE',
      'CREATE',
    ]);
    expect(all.map((e: { number: number }) => e.number)).toEqual([5, 4, 3, 2, 1]);
  });

  it('renames, refusing a name already taken, and deletes with the history', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await editedNda(token, 'Acme');
    const a = (await saveAsTemplate(t, token, id, 'Alpha')).data.saveDocumentAsTemplate;
    const b = (await saveAsTemplate(t, token, id, 'Beta')).data.saveDocumentAsTemplate;
    const renamed = await renameTemplate(t, token, a.id, 'Gamma');
    expect(renamed.data.renameCustomerTemplate).toMatchObject({ id: a.id, name: 'Gamma' });
    // A change of letter case of its own name is no clash.
    expect((await renameTemplate(t, token, a.id, 'GAMMA')).errors).toBeUndefined();
    const clash = await renameTemplate(t, token, a.id, 'beta');
    expect(clash.errors?.[0]?.message).toBe(TEMPLATE_MESSAGES.nameTaken('beta'));
    const tooLong = await renameTemplate(t, token, a.id, 'y'.repeat(121));
    expect(JSON.stringify(tooLong.errors)).toContain(TEMPLATE_MESSAGES.nameTooLong);

    expect((await deleteTemplate(t, token, b.id)).errors).toBeUndefined();
    expect((await myTemplates(t, token)).data.myTemplates.map((x: { id: string }) => x.id)).toEqual(
      [a.id],
    );
    const gone = await templateHistory(t, token, b.id);
    expect(gone.errors?.[0]?.message).toBe(TEMPLATE_MESSAGES.templateNotFound);
    // The freed name can be used again.
    expect((await saveAsTemplate(t, token, id, 'Beta')).errors).toBeUndefined();
  });

  it('answers another customer’s template and entries as unknown, changing nothing', async () => {
    const owner = await signUpCustomer(t.api);
    const id = await editedNda(owner.token, 'Owner Wording');
    const template = (await saveAsTemplate(t, owner.token, id, 'Private')).data
      .saveDocumentAsTemplate;
    const [entry] = (await templateHistory(t, owner.token, template.id)).data
      .customerTemplateHistory;
    const intruder = await signUpCustomer(t.api);
    const theirDoc = await editedNda(intruder.token, 'Intruder Wording');
    const attempts = await Promise.all([
      templateHistory(t, intruder.token, template.id),
      cloneTemplate(t, intruder.token, template.id),
      renameTemplate(t, intruder.token, template.id, 'Mine now'),
      updateTemplate(t, intruder.token, template.id, theirDoc),
      restoreTemplate(t, intruder.token, template.id, entry.id),
      deleteTemplate(t, intruder.token, template.id),
    ]);
    for (const res of attempts) {
      expect(res.errors?.[0]).toMatchObject({
        message: TEMPLATE_MESSAGES.templateNotFound,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    // Nor may the owner update their template from someone else's document.
    const foreign = await updateTemplate(t, owner.token, template.id, theirDoc);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // An entry of another template is not one of this template's.
    const mine = (await saveAsTemplate(t, intruder.token, theirDoc, 'Theirs')).data
      .saveDocumentAsTemplate;
    const cross = await restoreTemplate(t, intruder.token, mine.id, entry.id);
    expect(cross.errors?.[0]?.message).toBe(TEMPLATE_MESSAGES.entryNotFound);

    const after = (await templateHistory(t, owner.token, template.id)).data.customerTemplateHistory;
    expect(after).toHaveLength(1);
    expect((await myTemplates(t, owner.token)).data.myTemplates[0].name).toBe('Private');
  });

  it('keeps one template when the same name is saved at the same moment', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await editedNda(token, 'Acme');
    const saves = await Promise.all(
      Array.from({ length: 5 }, (_, i) => saveAsTemplate(t, token, id, i % 2 ? 'Race' : 'RACE')),
    );
    const ok = saves.filter((s) => !s.errors);
    expect(ok).toHaveLength(1);
    for (const s of saves.filter((x) => x.errors)) {
      expect(s.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      expect(s.errors?.[0]?.message).toMatch(/^You already have a template called/);
    }
    expect((await myTemplates(t, token)).data.myTemplates).toHaveLength(1);
  });
});

describe('deleting the account', () => {
  it('erases the customer’s templates and their history, and no one else’s', async () => {
    const leaving = await signUpCustomer(t.api);
    const staying = await signUpCustomer(t.api);
    const mine = (
      await saveAsTemplate(t, leaving.token, await editedNda(leaving.token, 'Leaving'), 'Mine')
    ).data.saveDocumentAsTemplate;
    await saveAsTemplate(t, staying.token, await editedNda(staying.token, 'Staying'), 'Theirs');
    const res = await t.api.post(
      '/profile/delete-account',
      { password: leaving.input.password },
      leaving.token,
    );
    expect(res.status).toBe(200);
    const { db } = t.deps.database;
    const owned = (ownerId: string) =>
      db.select().from(customerTemplates).where(eq(customerTemplates.ownerId, ownerId));
    expect(await owned(leaving.user.flakeId)).toEqual([]);
    expect(
      await db
        .select()
        .from(customerTemplateEntries)
        .where(eq(customerTemplateEntries.templateId, mine.id)),
    ).toEqual([]);
    expect(await owned(staying.user.flakeId)).toHaveLength(1);
  });
});

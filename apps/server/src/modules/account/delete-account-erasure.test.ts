import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishNda, gqlAs, startNda } from '../../test-support/documents-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { local, makePdf, uploadFile } from '../../test-support/upload-fixtures.js';
import { userDocuments } from '../documents/tables.js';
import { documentShares } from '../documents/tables-collaboration.js';
import { documentFolders, uploadedFiles } from '../documents/tables-files.js';
import { accountAudit } from './tables.js';

// Deleting an account erases what the customer made and uploaded, with the rest of the
// deletion or not at all; other customers' documents, and documents shared with them by
// others, stay with their owners.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type TCustomer = Awaited<ReturnType<typeof customer>>;

async function customer() {
  const signed = await signUpCustomer(t.api);
  return { ...signed, flakeId: signed.user.flakeId as string };
}

/** A finished and a started document, and an upload filed in a folder (a third entry). */
async function customerWithPapers() {
  const me = await customer();
  const finished = await finishNda(t, me.token);
  const started = await startNda(t, me.token);
  const folder = (
    await gqlAs(t, me.token, 'mutation { createDocumentFolder(name: "Leases") { id } }')
  ).data.createDocumentFolder.id as string;
  const { link } = await uploadFile(t, me, {
    name: 'lease.pdf',
    type: 'PDF',
    bytes: await makePdf(),
  });
  const filed = await t.api.post(
    '/folder/add-upload-document',
    { originalFileName: 'lease.pdf', uploadedFileName: link.fileName, folderId: folder },
    me.token,
  );
  expect(filed.status).toBe(200);
  const [file] = await t.deps.database.db
    .select()
    .from(uploadedFiles)
    .where(eq(uploadedFiles.ownerId, me.flakeId));
  return { ...me, finished, started, folder, link, storageKey: file!.storageKey };
}

const share = (from: TCustomer, documentId: string, to: TCustomer) =>
  t.api.post(
    '/v2/shareDocument',
    { documentId, email: to.input.email, role: 'VIEWER' },
    from.token,
  );

const deleteAccount = (me: TCustomer) =>
  t.api.post('/profile/delete-account', { password: me.input.password }, me.token);

async function heldBy(userId: string) {
  const { db } = t.deps.database;
  return {
    documents: (await db.select().from(userDocuments).where(eq(userDocuments.ownerId, userId)))
      .length,
    uploads: (await db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, userId)))
      .length,
    folders: (await db.select().from(documentFolders).where(eq(documentFolders.ownerId, userId)))
      .length,
  };
}

const fetchSigned = (signedUrl: string) => fetch(local(t, signedUrl));

describe('deleting an account erases its documents', () => {
  it('erases documents, answers, uploads, files and folders; detaches shares; leaves others alone', async () => {
    const me = await customerWithPapers();
    const other = await customerWithPapers();
    // A document the customer shared, and one another customer shared with them.
    expect((await share(me, me.finished, other)).status).toBe(201);
    expect((await share(other, other.finished, me)).status).toBe(201);
    // A document deleted with undo is erased too: hidden is not erased.
    await gqlAs(t, me.token, 'mutation($d: String!) { deleteDocument(documentId: $d) { id } }', {
      d: me.started,
    });
    expect((await fetchSigned(me.link.downloadUrl)).status).toBe(200);

    const res = await deleteAccount(me);
    expect(res.status).toBe(200);

    expect(await heldBy(me.flakeId)).toEqual({ documents: 0, uploads: 0, folders: 0 });
    expect(await t.deps.files.read(me.storageKey)).toBeUndefined();
    // The upload's link, still within its time, finds nothing.
    expect((await fetchSigned(me.link.downloadUrl)).status).toBe(404);
    const { db } = t.deps.database;
    expect(
      await db.select().from(documentShares).where(eq(documentShares.documentId, me.finished)),
    ).toEqual([]);
    // Detached from the other customer's document, which stays theirs and unshared.
    const otherShares = await t.api.get(`/v2/shareDocument/${other.finished}`, other.token);
    expect(otherShares.body.shares).toEqual([]);
    // The other customer keeps everything of their own.
    expect(await heldBy(other.flakeId)).toEqual({ documents: 3, uploads: 1, folders: 1 });
    expect((await fetchSigned(other.link.downloadUrl)).status).toBe(200);
    const opened = await gqlAs(
      t,
      other.token,
      'query($d: String!) { getMyDocument(documentId: $d) { id status } }',
      { d: other.finished },
    );
    expect(opened.data.getMyDocument).toEqual({ id: other.finished, status: 'COMPLETED' });
    // The other customer no longer sees the erased document shared with them.
    const sharedWithOther = await gqlAs(
      t,
      other.token,
      '{ getMyDocuments(filter: shared) { id } }',
    );
    expect(sharedWithOther.data.getMyDocuments).toEqual([]);

    const [audit] = await db
      .select()
      .from(accountAudit)
      .where(eq(accountAudit.subjectUserId, me.flakeId))
      .then((rows) => rows.filter((r) => r.action === 'account_deleted'));
    expect(audit?.detail).toMatchObject({
      erased: { documents: 3, uploads: 1, folders: 1, sharesDetached: 1 },
    });
  });

  it('keeps documents and files when the rest of the deletion fails', async () => {
    const me = await customerWithPapers();
    // The database refuses this customer's deletion record, the last write of the deletion.
    const name = `refuse_deletion_${me.flakeId.replace(/\W/g, '')}`;
    const { db } = t.deps.database;
    await db.execute(
      sql.raw(`create function ${name}() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger ${name} before insert on account_audit for each row
        when (new.subject_user_id = '${me.flakeId}' and new.action = 'account_deleted')
        execute function ${name}()`),
    );
    try {
      expect((await deleteAccount(me)).status).toBe(500);
    } finally {
      await db.execute(sql.raw(`drop trigger ${name} on account_audit`));
      await db.execute(sql.raw(`drop function ${name}()`));
    }
    expect(await heldBy(me.flakeId)).toEqual({ documents: 3, uploads: 1, folders: 1 });
    expect(await t.deps.files.read(me.storageKey)).toBeDefined();
    expect((await fetchSigned(me.link.downloadUrl)).status).toBe(200);
  });
});

import { UPLOAD_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { makePdf, uploadFile } from '../../test-support/upload-fixtures.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function customer() {
  const { token, user } = await signUpCustomer(t.api);
  return { token, flakeId: user.flakeId as string };
}

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  return (await t.api.graphql(query, variables, token)).body as {
    data?: any;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

const createFolder = async (token: string, name: string, parentId?: string) =>
  gql(
    token,
    'mutation($n: String!, $p: String) { createDocumentFolder(name: $n, parentId: $p) { id name parentId } }',
    { n: name, p: parentId },
  );
const folders = async (token: string) =>
  (await gql(token, '{ getMyFolders { id name parentId } }')).data.getMyFolders;
const documents = async (token: string) =>
  (await gql(token, '{ getMyDocuments { id title kind folderId } }')).data.getMyDocuments;
const move = (token: string, documentId: string, folderId: string | null) =>
  gql(
    token,
    'mutation($d: String!, $f: String) { moveDocumentToFolder(documentId: $d, folderId: $f) { id folderId } }',
    { d: documentId, f: folderId },
  );

async function uploadedEntry(me: { token: string; flakeId: string }, folderId: string | null) {
  const { link } = await uploadFile(t, me, {
    name: 'lease.pdf',
    type: 'PDF',
    bytes: await makePdf(),
  });
  const added = await t.api.post(
    '/folder/add-upload-document',
    { originalFileName: 'lease.pdf', uploadedFileName: link.fileName, folderId },
    me.token,
  );
  expect(added.status).toBe(200);
  return added.body.fileId as string;
}

describe('folders', () => {
  it('creates, nests, renames and lists folders', async () => {
    const me = await customer();
    const leases = (await createFolder(me.token, '  Leases ')).data.createDocumentFolder;
    expect(leases).toMatchObject({ name: 'Leases', parentId: null });
    const old = (await createFolder(me.token, 'Old', leases.id)).data.createDocumentFolder;
    expect(old.parentId).toBe(leases.id);
    const renamed = await gql(
      me.token,
      'mutation($f: String!) { renameDocumentFolder(folderId: $f, name: "Property leases") { name } }',
      { f: leases.id },
    );
    expect(renamed.data.renameDocumentFolder.name).toBe('Property leases');
    expect(await folders(me.token)).toEqual([
      { id: old.id, name: 'Old', parentId: leases.id },
      { id: leases.id, name: 'Property leases', parentId: null },
    ]);
    const one = await gql(me.token, 'query($f: String!) { getMyFolder(folderId: $f) { name } }', {
      f: old.id,
    });
    expect(one.data.getMyFolder.name).toBe('Old');
  });

  it('refuses a blank name, and the same name twice in one place', async () => {
    const me = await customer();
    const blank = await createFolder(me.token, '   ');
    expect(blank.errors?.[0]).toMatchObject({
      message: 'name: Give the folder a name',
      extensions: { code: 'BAD_INPUT' },
    });
    await createFolder(me.token, 'Leases');
    const twice = await createFolder(me.token, 'leases');
    expect(twice.errors?.[0]).toMatchObject({
      message: UPLOAD_MESSAGES.folderNameTaken,
      extensions: { code: 'CONFLICT' },
    });
    const parent = (await createFolder(me.token, 'Archive')).data.createDocumentFolder;
    expect((await createFolder(me.token, 'Leases', parent.id)).errors).toBeUndefined();
  });

  it('moves template documents and uploads in and out; deleting a folder brings them back', async () => {
    const me = await customer();
    const folder = (await createFolder(me.token, 'Harbour Cafe')).data.createDocumentFolder;
    const inner = (await createFolder(me.token, 'Drafts', folder.id)).data.createDocumentFolder;
    const started = await gql(
      me.token,
      'mutation { startDocument(templateId: "services-agreement") { id } }',
    );
    const templateDoc = started.data.startDocument.id;
    expect((await move(me.token, templateDoc, folder.id)).data.moveDocumentToFolder).toEqual({
      id: templateDoc,
      folderId: folder.id,
    });
    const upload = await uploadedEntry(me, folder.id);
    expect(await documents(me.token)).toEqual(
      expect.arrayContaining([
        { id: templateDoc, title: 'Services Agreement', kind: 'template', folderId: folder.id },
        { id: upload, title: 'lease.pdf', kind: 'upload', folderId: folder.id },
      ]),
    );

    // Out to the top level and back in.
    expect((await move(me.token, upload, null)).data.moveDocumentToFolder.folderId).toBeNull();
    await move(me.token, upload, folder.id);

    const deleted = await gql(
      me.token,
      'mutation($f: String!) { deleteDocumentFolder(folderId: $f) { id } }',
      { f: folder.id },
    );
    expect(deleted.data.deleteDocumentFolder.id).toBe(folder.id);
    const after = await documents(me.token);
    expect(after.map((d: { folderId: string | null }) => d.folderId)).toEqual([null, null]);
    expect(await folders(me.token)).toEqual([{ id: inner.id, name: 'Drafts', parentId: null }]);
  });

  it('keeps the questionnaire away from uploaded files', async () => {
    const me = await customer();
    const upload = await uploadedEntry(me, null);
    const complete = await gql(
      me.token,
      'mutation($d: String!) { completeDocument(documentId: $d) { id } }',
      { d: upload },
    );
    expect(complete.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const doc = await gql(
      me.token,
      'query($d: String!) { getMyDocument(documentId: $d) { templateId documentType questionnaire status } }',
      { d: upload },
    );
    expect(doc.data.getMyDocument).toEqual({
      templateId: null,
      documentType: null,
      questionnaire: null,
      status: 'UPLOADED',
    });
  });

  it("refuses another user's folders and documents as if they did not exist", async () => {
    const owner = await customer();
    const intruder = await customer();
    const folder = (await createFolder(owner.token, 'Private')).data.createDocumentFolder;
    const ownerUpload = await uploadedEntry(owner, folder.id);
    const intruderDoc = await uploadedEntry(intruder, null);

    const attempts = [
      gql(intruder.token, 'query($f: String!) { getMyFolder(folderId: $f) { id } }', {
        f: folder.id,
      }),
      gql(
        intruder.token,
        'mutation($f: String!) { renameDocumentFolder(folderId: $f, name: "Mine") { id } }',
        { f: folder.id },
      ),
      gql(intruder.token, 'mutation($f: String!) { deleteDocumentFolder(folderId: $f) { id } }', {
        f: folder.id,
      }),
      createFolder(intruder.token, 'Inside', folder.id),
      move(intruder.token, intruderDoc, folder.id),
      move(intruder.token, ownerUpload, null),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const addInto = await t.api.post(
      '/folder/add-upload-document',
      {
        originalFileName: 'x.pdf',
        uploadedFileName: 'x-20261121T000000000.pdf',
        folderId: folder.id,
      },
      intruder.token,
    );
    expect(addInto.status).toBe(404);
    expect(await folders(intruder.token)).toEqual([]);
    expect(await folders(owner.token)).toEqual([
      { id: folder.id, name: 'Private', parentId: null },
    ]);
    expect((await documents(owner.token))[0].folderId).toBe(folder.id);
  });

  it('needs a session', async () => {
    const res = await t.api.graphql('{ getMyFolders { id } }');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

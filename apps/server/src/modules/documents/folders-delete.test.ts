import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('deleting a folder whose folders would clash at the top level', () => {
  it('is refused as a conflict, and deletes nothing', async () => {
    const { token } = await signUpCustomer(t.api);
    const create = async (name: string, parentId?: string) =>
      (
        await t.api.graphql(
          'mutation($n: String!, $p: String) { createDocumentFolder(name: $n, parentId: $p) { id } }',
          { n: name, p: parentId },
          token,
        )
      ).body.data.createDocumentFolder.id as string;
    const leases = await create('Leases');
    const archive = await create('Archive');
    await create('Leases', archive);

    const res = await t.api.graphql(
      'mutation($f: String!) { deleteDocumentFolder(folderId: $f) { id } }',
      { f: archive },
      token,
    );
    const [error] = res.body.errors ?? [];
    expect(error?.extensions?.code).toBe('CONFLICT');
    expect(error?.message).toMatch(/same name/);
    const folders = await t.api.graphql('{ getMyFolders { id name } }', {}, token);
    expect(folders.body.data.getMyFolders.map((f: { id: string }) => f.id)).toEqual(
      expect.arrayContaining([leases, archive]),
    );
    expect(folders.body.data.getMyFolders).toHaveLength(3);
  });
});

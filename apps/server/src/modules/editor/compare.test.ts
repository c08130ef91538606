import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishNda } from '../../test-support/documents-kit.js';
import { editText, openEditor, saveVersion } from '../../test-support/editor-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { EDITOR_MESSAGES } from './messages.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const COMPARE = `query($d: ID!, $f: ID!, $to: ID!) {
  compareDocumentVersions(documentId: $d, fromVersionId: $f, toVersionId: $to) {
    from { number } to { number } insertedWords deletedWords
    paragraphs { kind fromLabel toLabel segments { kind text } }
  }
}`;

type TGql = { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
const compare = async (token: string, d: string, f: string, to: string) =>
  (await t.api.graphql(COMPARE, { d, f, to }, token)).body as TGql;

/** A finished NDA with two named versions: the original wording and one clause edited. */
async function twoVersions(token: string) {
  const id = await finishNda(t, token);
  const original = (await openEditor(t, token, id)).data.editorDocument.content;
  const first = (await saveVersion(t, token, id, original, 'As generated')).data
    .saveDocumentVersion;
  const edited = editText(original, 'strictly confidential', 'secret and strictly confidential');
  const second = (await saveVersion(t, token, id, edited, 'Tightened')).data.saveDocumentVersion;
  return { id, first, second };
}

describe('comparing two versions', () => {
  it('marks the words inserted in the edited clause and leaves the rest unchanged', async () => {
    const { token } = await signUpCustomer(t.api);
    const { id, first, second } = await twoVersions(token);
    // Asked newest first, the answer still reads from the older version to the newer.
    const res = await compare(token, id, second.id, first.id);
    expect(res.errors).toBeUndefined();
    const c = res.data.compareDocumentVersions;
    expect(c).toMatchObject({
      from: { number: 1 },
      to: { number: 2 },
      insertedWords: 2,
      deletedWords: 0,
    });
    const changed = c.paragraphs.filter((p: { kind: string }) => p.kind !== 'SAME');
    expect(changed).toHaveLength(1);
    expect(changed[0].kind).toBe('CHANGED');
    expect(changed[0].segments.filter((s: { kind: string }) => s.kind !== 'SAME')).toEqual([
      { kind: 'INSERTED', text: 'secret and' },
    ]);
    // The document's numbered clauses come with their numbers.
    expect(c.paragraphs.some((p: { toLabel: string | null }) => p.toLabel === '1')).toBe(true);

    const same = (await compare(token, id, first.id, first.id)).data.compareDocumentVersions;
    expect(same.paragraphs.every((p: { kind: string }) => p.kind === 'SAME')).toBe(true);
  });

  it('refuses another user’s document and a version of another document', async () => {
    const owner = await signUpCustomer(t.api);
    const stranger = await signUpCustomer(t.api);
    const { id, first, second } = await twoVersions(owner.token);
    const refused = await compare(stranger.token, id, first.id, second.id);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(refused.data).toBeNull();

    const other = await twoVersions(owner.token);
    const cross = await compare(owner.token, id, first.id, other.second.id);
    expect(cross.errors?.[0]?.message).toBe(EDITOR_MESSAGES.versionNotFound);
    // The stranger's own document does not open the owner's versions either.
    const theirs = await twoVersions(stranger.token);
    const borrowed = await compare(stranger.token, theirs.id, theirs.first.id, second.id);
    expect(borrowed.errors?.[0]?.message).toBe(EDITOR_MESSAGES.versionNotFound);
  });
});

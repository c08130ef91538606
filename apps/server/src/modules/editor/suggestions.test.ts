import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { finishNda, gqlAs } from '../../test-support/documents-kit.js';
import { finaliseVersion, openEditor, saveVersion, textOf } from '../../test-support/editor-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { userDocuments } from '../documents/index.js';
import { documentShares } from '../documents/tables-collaboration.js';
import { liveHubOf } from './live/hub.js';
import { loadLiveState } from './live/state-store.js';
import { LIVE_FRAGMENT, yDocToContent } from './live/yjs-content.js';
import { EDITOR_MESSAGES } from './messages.js';

// Suggestions as a suggester's browser makes them: anchored by a Yjs relative position taken
// from the live document, then accepted or rejected by the owner over GraphQL.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SUGGESTION = 'id operation original text status authorName';

/** The live document as stored (made from the saved wording the first time). */
async function liveDoc(id: string) {
  await liveHubOf(t.deps)?.flush(id);
  const [doc] = await t.deps.database.db
    .select()
    .from(userDocuments)
    .where(eq(userDocuments.id, id));
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, await loadLiveState(t.deps, doc!));
  return ydoc;
}
const liveText = async (id: string) => textOf(yDocToContent(await liveDoc(id)));

/** Where `words` start in the live document (plus `offset`), as the browser encodes it. */
async function anchorAt(id: string, words: string, offset = 0): Promise<string> {
  const ydoc = await liveDoc(id);
  const search = (type: Y.XmlElement | Y.XmlFragment): string | null => {
    for (const child of type.toArray()) {
      if (child instanceof Y.XmlText) {
        const plain = (child.toDelta() as { insert: string }[]).map((d) => d.insert).join('');
        const at = plain.indexOf(words);
        if (at >= 0) {
          const position = Y.createRelativePositionFromTypeIndex(child, at + offset);
          return Buffer.from(Y.encodeRelativePosition(position)).toString('base64');
        }
      } else if (child instanceof Y.XmlElement) {
        const found = search(child);
        if (found) return found;
      }
    }
    return null;
  };
  const anchor = search(ydoc.getXmlFragment(LIVE_FRAGMENT));
  if (!anchor) throw new Error(`No text has "${words}"`);
  return anchor;
}

const suggest = (token: string, d: string, v: Record<string, unknown>) =>
  gqlAs(
    t,
    token,
    `mutation($d: ID!, $op: EditOperation!, $a: String!, $o: String, $x: String) {
      suggestDocumentChange(documentId: $d, operation: $op, anchor: $a, original: $o, text: $x) { ${SUGGESTION} } }`,
    { d, ...v },
  );
const resolve = (token: string, d: string, s: string, status: string) =>
  gqlAs(
    t,
    token,
    `mutation($d: ID!, $s: ID!, $st: SuggestionStatus!) {
      resolveDocumentSuggestion(documentId: $d, suggestionId: $s, status: $st) { ${SUGGESTION} } }`,
    { d, s, st: status },
  );
const resolveAll = (token: string, d: string, status: string) =>
  gqlAs(
    t,
    token,
    `mutation($d: ID!, $st: SuggestionStatus!) {
      resolveAllDocumentSuggestions(documentId: $d, status: $st) { resolved refused suggestions { ${SUGGESTION} } } }`,
    { d, st: status },
  );
const feed = (token: string, d: string) =>
  gqlAs(
    t,
    token,
    `query($d: ID!) { documentFeed(documentId: $d) { kind id thread { quote } suggestion { ${SUGGESTION} } } }`,
    { d },
  );

async function sharedNda(role: 'EDITOR' | 'SUGGESTER' | 'VIEWER') {
  const owner = await signUpCustomer(t.api);
  const other = await signUpCustomer(t.api);
  const id = await finishNda(t, owner.token);
  const now = t.clock.now();
  await t.deps.database.db.insert(documentShares).values({
    documentId: id,
    email: String(other.input.email).toLowerCase(),
    role,
    sharedBy: String(owner.user.flakeId ?? owner.user.id),
    createdAt: now,
    updatedAt: now,
  });
  return { owner, other, id };
}

const WORDS = 'strictly confidential';
const CASES = [
  { op: 'DELETE', o: 'strictly ', x: '', accepted: 'keep it confidential' },
  { op: 'INSERT', o: '', x: 'very ', accepted: 'keep it strictly very confidential', offset: 9 },
  { op: 'REPLACE', o: WORDS, x: 'under lock and key', accepted: 'keep it under lock and key' },
] as const;

describe('suggestions', () => {
  for (const c of CASES) {
    it(`makes a ${c.op} suggestion that is kept apart until accepted, and can be rejected`, async () => {
      const { owner, other, id } = await sharedNda('SUGGESTER');
      const before = await liveText(id);
      const vars = { op: c.op, o: c.o, x: c.x };
      const first = await suggest(other.token, id, {
        ...vars,
        a: await anchorAt(id, WORDS, 'offset' in c ? c.offset : 0),
      });
      expect(first.errors).toBeUndefined();
      expect(first.data.suggestDocumentChange).toMatchObject({
        operation: c.op,
        status: 'PENDING',
      });
      expect(first.data.suggestDocumentChange.authorName).toBeTruthy();
      expect((await liveText(id)) === before).toBe(true);

      const rejected = await resolve(
        owner.token,
        id,
        first.data.suggestDocumentChange.id,
        'REJECTED',
      );
      expect(rejected.data.resolveDocumentSuggestion.status).toBe('REJECTED');
      expect((await liveText(id)) === before).toBe(true);

      const second = await suggest(other.token, id, {
        ...vars,
        a: await anchorAt(id, WORDS, 'offset' in c ? c.offset : 0),
      });
      const accepted = await resolve(
        owner.token,
        id,
        second.data.suggestDocumentChange.id,
        'ACCEPTED',
      );
      expect(accepted.errors).toBeUndefined();
      expect(accepted.data.resolveDocumentSuggestion.status).toBe('ACCEPTED');
      expect(await liveText(id)).toContain(c.accepted);
      // The saved wording (what versions list and downloads lay out) has it too.
      const saved = (await openEditor(t, owner.token, id)).data.editorDocument;
      expect(textOf(saved.content)).toContain(c.accepted);
      const again = await resolve(
        owner.token,
        id,
        second.data.suggestDocumentChange.id,
        'REJECTED',
      );
      expect(again.errors?.[0]?.message).toBe(EDITOR_MESSAGES.suggestionResolved);
    });
  }

  it('refuses a suggestion whose words do not read as the suggester saw them', async () => {
    const { other, id } = await sharedNda('SUGGESTER');
    const a = await anchorAt(id, WORDS);
    const wrong = await suggest(other.token, id, { op: 'DELETE', a, o: 'something else' });
    expect(wrong.errors?.[0]?.message).toBe(EDITOR_MESSAGES.suggestionAnchorInvalid);
    const garbage = await suggest(other.token, id, { op: 'INSERT', a: 'AAAAAAAA', x: 'x' });
    expect(garbage.errors?.[0]?.message).toBe(EDITOR_MESSAGES.suggestionAnchorInvalid);
    const noText = await suggest(other.token, id, { op: 'INSERT', a, x: '' });
    expect(JSON.stringify(noText.errors)).toContain(EDITOR_MESSAGES.suggestionTextRequired);
    const noWords = await suggest(other.token, id, { op: 'REPLACE', a, o: '', x: 'x' });
    expect(JSON.stringify(noWords.errors)).toContain(EDITOR_MESSAGES.suggestionOriginalRequired);
  });

  it('refuses to accept a suggestion whose words were changed since, even in accept all', async () => {
    const { owner, other, id } = await sharedNda('SUGGESTER');
    const a = await anchorAt(id, WORDS);
    const replace = await suggest(other.token, id, { op: 'REPLACE', a, o: WORDS, x: 'secret' });
    const remove = await suggest(other.token, id, { op: 'DELETE', a, o: 'strictly ' });
    const ok = await resolve(owner.token, id, remove.data.suggestDocumentChange.id, 'ACCEPTED');
    expect(ok.errors).toBeUndefined();
    const stale = await resolve(owner.token, id, replace.data.suggestDocumentChange.id, 'ACCEPTED');
    expect(stale.errors?.[0]?.message).toBe(EDITOR_MESSAGES.suggestionStale);
    const all = await resolveAll(owner.token, id, 'ACCEPTED');
    expect(all.data.resolveAllDocumentSuggestions).toMatchObject({ resolved: 0, refused: 1 });
    expect(await liveText(id)).toContain('keep it confidential');
    const rejectAll = await resolveAll(owner.token, id, 'REJECTED');
    expect(rejectAll.data.resolveAllDocumentSuggestions.resolved).toBe(1);
    expect(
      rejectAll.data.resolveAllDocumentSuggestions.suggestions.map(
        (s: { status: string }) => s.status,
      ),
    ).toEqual(['REJECTED', 'ACCEPTED']);
  });

  it('accepts all pending suggestions in the order they were made', async () => {
    const { owner, other, id } = await sharedNda('SUGGESTER');
    await suggest(other.token, id, { op: 'INSERT', a: await anchorAt(id, WORDS), x: 'very ' });
    await suggest(other.token, id, {
      op: 'REPLACE',
      a: await anchorAt(id, WORDS, 'strictly '.length),
      o: 'confidential',
      x: 'private',
    });
    const all = await resolveAll(owner.token, id, 'ACCEPTED');
    expect(all.data.resolveAllDocumentSuggestions).toMatchObject({ resolved: 2, refused: 0 });
    expect((await liveText(id)).includes('keep it very strictly private;')).toBe(true);
  });

  it('lets an editor accept, never a suggester; a viewer cannot suggest', async () => {
    const asEditor = await sharedNda('EDITOR');
    const made = await suggest(asEditor.owner.token, asEditor.id, {
      op: 'DELETE',
      a: await anchorAt(asEditor.id, WORDS),
      o: 'strictly ',
    });
    const byEditor = await resolve(
      asEditor.other.token,
      asEditor.id,
      made.data.suggestDocumentChange.id,
      'ACCEPTED',
    );
    expect(byEditor.data.resolveDocumentSuggestion.status).toBe('ACCEPTED');

    const { other, id } = await sharedNda('SUGGESTER');
    const mine = await suggest(other.token, id, {
      op: 'DELETE',
      a: await anchorAt(id, WORDS),
      o: 'strictly ',
    });
    const selfAccept = await resolve(
      other.token,
      id,
      mine.data.suggestDocumentChange.id,
      'ACCEPTED',
    );
    expect(selfAccept.errors?.[0]?.message).toBe(EDITOR_MESSAGES.cannotResolveSuggestion);
    expect((await resolveAll(other.token, id, 'ACCEPTED')).errors?.[0]?.message).toBe(
      EDITOR_MESSAGES.cannotResolveSuggestion,
    );

    const viewer = await sharedNda('VIEWER');
    const refused = await suggest(viewer.other.token, viewer.id, {
      op: 'DELETE',
      a: await anchorAt(viewer.id, WORDS),
      o: 'strictly ',
    });
    expect(refused.errors?.[0]?.message).toBe(EDITOR_MESSAGES.cannotSuggest);
  });

  it("refuses another user's document and a suggestion of another document", async () => {
    const { owner, other, id } = await sharedNda('SUGGESTER');
    const stranger = await signUpCustomer(t.api);
    const a = await anchorAt(id, WORDS);
    const made = await suggest(other.token, id, { op: 'DELETE', a, o: 'strictly ' });
    const sid = made.data.suggestDocumentChange.id;
    for (const res of [
      await suggest(stranger.token, id, { op: 'DELETE', a, o: 'strictly ' }),
      await resolve(stranger.token, id, sid, 'ACCEPTED'),
      await resolveAll(stranger.token, id, 'REJECTED'),
      await feed(stranger.token, id),
    ]) {
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const elsewhere = await finishNda(t, owner.token);
    const cross = await resolve(owner.token, elsewhere, sid, 'ACCEPTED');
    expect(cross.errors?.[0]?.message).toBe(EDITOR_MESSAGES.suggestionNotFound);
    expect((await feed(owner.token, id)).data.documentFeed[0].suggestion.status).toBe('PENDING');
  });

  it('takes no suggestion and no decision once the wording is final', async () => {
    const { owner, other, id } = await sharedNda('SUGGESTER');
    const a = await anchorAt(id, WORDS);
    const made = await suggest(other.token, id, { op: 'DELETE', a, o: 'strictly ' });
    const content = (await openEditor(t, owner.token, id)).data.editorDocument.content;
    expect((await saveVersion(t, owner.token, id, content, 'To sign')).errors).toBeUndefined();
    expect((await finaliseVersion(t, owner.token, id)).errors).toBeUndefined();
    const late = await suggest(other.token, id, { op: 'DELETE', a, o: 'strictly ' });
    expect(late.errors?.[0]?.message).toBe(EDITOR_MESSAGES.finalised);
    const decided = await resolve(owner.token, id, made.data.suggestDocumentChange.id, 'ACCEPTED');
    expect(decided.errors?.[0]?.message).toBe(EDITOR_MESSAGES.finalised);
  });

  it('makes the change once when two people accept it at the same moment', async () => {
    const { owner, other, id } = await sharedNda('EDITOR');
    const made = await suggest(other.token, id, {
      op: 'INSERT',
      a: await anchorAt(id, WORDS),
      x: 'very ',
    });
    const sid = made.data.suggestDocumentChange.id;
    const answers = await Promise.all([
      resolve(owner.token, id, sid, 'ACCEPTED'),
      resolve(other.token, id, sid, 'ACCEPTED'),
      resolve(owner.token, id, sid, 'ACCEPTED'),
    ]);
    expect(answers.filter((a) => a.errors === undefined)).toHaveLength(1);
    for (const a of answers.filter((x) => x.errors))
      expect(a.errors?.[0]?.message).toBe(EDITOR_MESSAGES.suggestionResolved);
    const text = await liveText(id);
    expect(text.split('very strictly').length).toBe(2);
  });

  it('lists comments and suggestions together, in the order they were made', async () => {
    const { owner, other, id } = await sharedNda('SUGGESTER');
    await gqlAs(
      t,
      other.token,
      `mutation($d: ID!, $a: CommentAnchorInput) { addDocumentComment(documentId: $d, body: "Too strong?", anchor: $a) { id } }`,
      { d: id, a: { from: 1, to: 5, quote: 'This' } },
    );
    t.clock.advance(1000);
    await suggest(other.token, id, { op: 'DELETE', a: await anchorAt(id, WORDS), o: 'strictly ' });
    const items = (await feed(owner.token, id)).data.documentFeed;
    expect(items.map((i: { kind: string }) => i.kind)).toEqual(['COMMENT', 'SUGGESTION']);
    expect(items[0].thread.quote).toBe('This');
    expect(items[1].suggestion.original).toBe('strictly ');
  });
});

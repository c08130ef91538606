import { eq } from 'drizzle-orm';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { finishNda } from '../../test-support/documents-kit.js';
import {
  finaliseVersion,
  openEditor,
  restoreVersion,
  saveVersion,
  textOf,
} from '../../test-support/editor-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { documentShares } from '../documents/tables-collaboration.js';
import { liveHubOf } from './live/hub.js';
import { LIVE_CLOSE, LIVE_MESSAGE, type TLiveWelcome } from './live/protocol.js';
import { LIVE_FRAGMENT, yDocToContent } from './live/yjs-content.js';
import { EDITOR_MESSAGES } from './messages.js';
import { documentLiveStates } from './tables.js';

// Live editing as a browser does it, but with a bare Yjs client over a real WebSocket, so
// what the server refuses is refused by the server and not by any screen.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const FROM_SERVER = 'server';

type TRawClient = {
  ydoc: Y.Doc;
  /** Presence: this client's (set it to send it) and everyone else's as the server relays it. */
  awareness: awarenessProtocol.Awareness;
  welcome: TLiveWelcome | null;
  refusals: string[];
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
};

/** Connects like the editor's provider: token first, then the sync protocol both ways. */
function connect(app: TTestApp, documentId: string, token: string): Promise<TRawClient> {
  const ws = new WebSocket(
    `${app.url.replace(/^http/, 'ws')}/api/documents/editor/${documentId}/live`,
  );
  ws.binaryType = 'nodebuffer';
  const ydoc = new Y.Doc();
  const sendUpdate = (update: Uint8Array) => {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, LIVE_MESSAGE.SYNC);
    syncProtocol.writeUpdate(encoder, update);
    if (ws.readyState === WebSocket.OPEN) ws.send(encoding.toUint8Array(encoder));
  };
  ydoc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== FROM_SERVER) sendUpdate(update);
  });
  const awareness = new awarenessProtocol.Awareness(ydoc);
  awareness.on('update', (change: Record<string, number[]>, origin: unknown) => {
    if (origin === FROM_SERVER || ws.readyState !== WebSocket.OPEN) return;
    const changed = Object.values(change).flat();
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, LIVE_MESSAGE.AWARENESS);
    encoding.writeVarUint8Array(
      encoder,
      awarenessProtocol.encodeAwarenessUpdate(awareness, changed),
    );
    ws.send(encoding.toUint8Array(encoder));
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const client: TRawClient = {
    ydoc,
    awareness,
    welcome: null,
    refusals: [],
    closed,
    async close() {
      ws.close();
      await closed;
    },
  };
  return new Promise((resolve) => {
    ws.on('open', () => ws.send(token));
    // A refused connection ends in 'close', which settles the promise.
    ws.on('error', () => {});
    void closed.then(() => resolve(client));
    ws.on('message', (data: Buffer) => {
      const decoder = decoding.createDecoder(new Uint8Array(data));
      const kind = decoding.readVarUint(decoder);
      if (kind === LIVE_MESSAGE.WELCOME) {
        client.welcome = JSON.parse(decoding.readVarString(decoder));
        // Admitted: ask for the document (sync step 1 with what this client has).
        const encoder = encoding.createEncoder();
        encoding.writeVarUint(encoder, LIVE_MESSAGE.SYNC);
        syncProtocol.writeSyncStep1(encoder, ydoc);
        ws.send(encoding.toUint8Array(encoder));
      } else if (kind === LIVE_MESSAGE.AWARENESS) {
        awarenessProtocol.applyAwarenessUpdate(
          awareness,
          decoding.readVarUint8Array(decoder),
          FROM_SERVER,
        );
      } else if (kind === LIVE_MESSAGE.REFUSED) {
        client.refusals.push(decoding.readVarString(decoder));
      } else if (kind === LIVE_MESSAGE.SYNC) {
        const encoder = encoding.createEncoder();
        encoding.writeVarUint(encoder, LIVE_MESSAGE.SYNC);
        const step = syncProtocol.readSyncMessage(decoder, encoder, ydoc, FROM_SERVER);
        if (encoding.length(encoder) > 1) ws.send(encoding.toUint8Array(encoder));
        if (step === syncProtocol.messageYjsSyncStep2) resolve(client);
      }
    });
  });
}

/** Types `words` at the start of the document's first paragraph, as a person would. */
function typeAtStart(client: TRawClient, words: string) {
  const fragment = client.ydoc.getXmlFragment(LIVE_FRAGMENT);
  const paragraph = fragment
    .toArray()
    .find((n): n is Y.XmlElement => n instanceof Y.XmlElement && n.nodeName === 'paragraph');
  const text = paragraph?.toArray().find((n): n is Y.XmlText => n instanceof Y.XmlText);
  if (!text) throw new Error('the document has no paragraph with text');
  text.insert(0, words);
}

const liveText = (client: TRawClient) => textOf(yDocToContent(client.ydoc));

/** Someone with `role` on a finished NDA of a new owner's (shares written as sharing keeps them). */
async function sharedNda(app: TTestApp, role: 'EDITOR' | 'SUGGESTER' | 'VIEWER') {
  const owner = await signUpCustomer(app.api);
  const other = await signUpCustomer(app.api);
  const id = await finishNda(app, owner.token);
  const now = app.clock.now();
  await app.deps.database.db.insert(documentShares).values({
    documentId: id,
    email: String(other.input.email).toLowerCase(),
    role,
    sharedBy: String(owner.user.flakeId ?? owner.user.id),
    createdAt: now,
    updatedAt: now,
  });
  return { owner, other, id };
}

async function storedText(app: TTestApp, id: string) {
  await liveHubOf(app.deps)?.flush(id);
  const [row] = await app.deps.database.db
    .select()
    .from(documentLiveStates)
    .where(eq(documentLiveStates.documentId, id));
  if (!row) return null;
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, row.state);
  return textOf(yDocToContent(ydoc));
}

describe('editing a document together, live', () => {
  it('gives the owner the saved wording, shares each edit with the others and keeps it', async () => {
    const { owner, other, id } = await sharedNda(t, 'EDITOR');
    const saved = (await openEditor(t, owner.token, id)).data.editorDocument.content;

    const mine = await connect(t, id, owner.token);
    const theirs = await connect(t, id, other.token);
    expect(mine.welcome).toMatchObject({ role: 'OWNER', canWrite: true });
    expect(theirs.welcome).toMatchObject({ role: 'EDITOR', canWrite: true });
    expect(liveText(mine)).toBe(textOf(saved));

    typeAtStart(mine, 'Owner wrote this. ');
    await vi.waitFor(() => expect(liveText(theirs)).toContain('Owner wrote this.'));
    typeAtStart(theirs, 'Editor wrote this. ');
    await vi.waitFor(() => expect(liveText(mine)).toContain('Editor wrote this.'));
    expect(liveText(mine)).toBe(liveText(theirs));

    // The JSON wording (versions, downloads) follows the live document: one autosave.
    expect(await storedText(t, id)).toBe(liveText(mine));
    const reopened = (await openEditor(t, owner.token, id)).data.editorDocument;
    expect(textOf(reopened.content)).toContain('Editor wrote this. Owner wrote this.');
    expect(reopened.version).toMatchObject({ status: 'IN_PROGRESS', number: 1 });
    await mine.close();
    await theirs.close();

    // Opened again, the stored state is loaded, not made again from the JSON: no copy.
    const again = await connect(t, id, owner.token);
    expect(liveText(again)).toBe(textOf(reopened.content));
    expect(liveText(again).split('Editor wrote this.').length).toBe(2);
    await again.close();
  });

  it('shows who is there under their own name, never under someone else’s', async () => {
    const { owner, other, id } = await sharedNda(t, 'EDITOR');
    const mine = await connect(t, id, owner.token);
    const theirs = await connect(t, id, other.token);
    const namesSeenBy = (client: TRawClient) =>
      [...client.awareness.getStates().entries()]
        .filter(([clientId]) => clientId !== client.ydoc.clientID)
        .map(([, state]) => (state as { user?: { name?: string } }).user?.name);

    mine.awareness.setLocalStateField('user', { name: mine.welcome?.name, color: '#000' });
    await vi.waitFor(() => expect(namesSeenBy(theirs)).toEqual([mine.welcome?.name]));
    // Claiming the owner's name is not passed on: an edit sent after it arrives, it does not.
    theirs.awareness.setLocalStateField('user', { name: mine.welcome?.name, color: '#000' });
    typeAtStart(theirs, 'After the claim. ');
    await vi.waitFor(() => expect(liveText(mine)).toContain('After the claim.'));
    expect(namesSeenBy(mine)).toEqual([]);
    // Their own name is.
    theirs.awareness.setLocalStateField('user', { name: theirs.welcome?.name, color: '#000' });
    await vi.waitFor(() => expect(namesSeenBy(mine)).toEqual([theirs.welcome?.name]));
    expect(theirs.welcome?.name).not.toBe(mine.welcome?.name);

    // Gone, they are no longer shown.
    await theirs.close();
    await vi.waitFor(() => expect(namesSeenBy(mine)).toEqual([]));
    await mine.close();
  });

  it('starts two people opening a document at the same moment from one state', async () => {
    const { owner, other, id } = await sharedNda(t, 'EDITOR');
    const [a, b] = await Promise.all([connect(t, id, owner.token), connect(t, id, other.token)]);
    const saved = textOf((await openEditor(t, owner.token, id)).data.editorDocument.content);
    expect(liveText(a)).toBe(saved);
    expect(liveText(b)).toBe(saved);
    const rows = await t.deps.database.db
      .select()
      .from(documentLiveStates)
      .where(eq(documentLiveStates.documentId, id));
    expect(rows).toHaveLength(1);
    await Promise.all([a.close(), b.close()]);
  });

  it("refuses a viewer's edit: it reaches neither the stored state nor anyone else", async () => {
    const { owner, other, id } = await sharedNda(t, 'VIEWER');
    const editor = await connect(t, id, owner.token);
    const viewer = await connect(t, id, other.token);
    expect(viewer.welcome).toMatchObject({ role: 'VIEWER', canWrite: false });
    const before = liveText(editor);

    typeAtStart(viewer, 'Viewer sneaks this in. ');
    await vi.waitFor(() => expect(viewer.refusals).toEqual([EDITOR_MESSAGES.liveReadOnly]));
    // A later edit by the owner arrives after the viewer's would have: it did not.
    typeAtStart(editor, 'Owner edit. ');
    await vi.waitFor(() => expect(liveText(viewer)).toContain('Owner edit.'));
    const now = liveText(editor);
    expect(now).not.toContain('Viewer sneaks this in.');
    expect(now.replace('Owner edit. ', '') === before).toBe(true);
    expect((await storedText(t, id)) === now).toBe(true);
    await Promise.all([editor.close(), viewer.close()]);
  });

  it("refuses a suggester's direct edit, as only suggestions are theirs to make", async () => {
    const { owner, other, id } = await sharedNda(t, 'SUGGESTER');
    const editor = await connect(t, id, owner.token);
    const suggester = await connect(t, id, other.token);
    expect(suggester.welcome).toMatchObject({ role: 'SUGGESTER', canWrite: false });
    const before = liveText(editor);

    typeAtStart(suggester, 'Direct change. ');
    await vi.waitFor(() => expect(suggester.refusals).toEqual([EDITOR_MESSAGES.liveSuggestOnly]));
    typeAtStart(editor, 'Owner edit. ');
    await vi.waitFor(() => expect(liveText(suggester)).toContain('Owner edit.'));
    const now = liveText(editor);
    expect(now).not.toContain('Direct change.');
    expect(now.replace('Owner edit. ', '') === before).toBe(true);
    expect((await storedText(t, id)) === now).toBe(true);
    await Promise.all([editor.close(), suggester.close()]);
  });

  it("refuses another user's document and a connection without a session, at connect", async () => {
    const owner = await signUpCustomer(t.api);
    const stranger = await signUpCustomer(t.api);
    const id = await finishNda(t, owner.token);

    const refused = await connect(t, id, stranger.token);
    expect(await refused.closed).toMatchObject({ code: LIVE_CLOSE.NOT_FOUND });
    expect(refused.welcome).toBeNull();
    expect(refused.ydoc.getXmlFragment(LIVE_FRAGMENT).length).toBe(0);

    const anonymous = await connect(t, id, 'not-a-session-token-at-all-0000');
    expect(await anonymous.closed).toEqual({
      code: LIVE_CLOSE.UNAUTHENTICATED,
      reason: EDITOR_MESSAGES.liveSignIn,
    });
    // Nothing was made for the document by people who may not open it.
    expect(await storedText(t, id)).toBeNull();
  });

  it('shows a restored version to everyone editing, as an edit of the live document', async () => {
    const owner = await signUpCustomer(t.api);
    const id = await finishNda(t, owner.token);
    const original = (await openEditor(t, owner.token, id)).data.editorDocument.content;
    const named = await saveVersion(t, owner.token, id, original, 'As agreed');
    const live = await connect(t, id, owner.token);
    typeAtStart(live, 'Changed my mind. ');
    await vi.waitFor(async () => expect(await storedText(t, id)).toContain('Changed my mind.'));

    const restored = await restoreVersion(t, owner.token, id, named.data.saveDocumentVersion.id);
    expect(restored.errors).toBeUndefined();
    await vi.waitFor(() => expect(liveText(live)).toBe(textOf(original)));
    expect(await storedText(t, id)).toBe(textOf(original));
    await live.close();
  });

  it('closes live editing when the document is made final, and reopens it read-only', async () => {
    const owner = await signUpCustomer(t.api);
    const id = await finishNda(t, owner.token);
    const live = await connect(t, id, owner.token);
    typeAtStart(live, 'Last words. ');
    const final = await finaliseVersion(t, owner.token, id);
    expect(final.errors).toBeUndefined();
    expect(await live.closed).toEqual({
      code: LIVE_CLOSE.RELOAD,
      reason: EDITOR_MESSAGES.liveFinalised,
    });
    // The typing before it is in the final wording.
    const doc = (await openEditor(t, owner.token, id)).data.editorDocument;
    expect(textOf(doc.content)).toContain('Last words.');

    const again = await connect(t, id, owner.token);
    expect(again.welcome).toMatchObject({ role: 'OWNER', canWrite: false });
    typeAtStart(again, 'Too late. ');
    await vi.waitFor(() => expect(again.refusals).toEqual([EDITOR_MESSAGES.finalised]));
    expect(await storedText(t, id)).not.toContain('Too late.');
    await again.close();
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.runIf(onPostgres)(
  `one document open on two server instances${onPostgres ? '' : ' (skipped: TEST_DATABASE_URL is not set)'}`,
  () => {
    let one: TTestApp;
    let two: TTestApp;
    beforeAll(async () => {
      one = await startTestApp({ env: { REDIS_URL } });
      two = await startTestApp({ env: { REDIS_URL }, sameDatabaseAs: one });
      two.clock.set(one.clock.now());
    });
    afterAll(async () => {
      await two?.close();
      await one?.close();
    });

    it('shares each edit through Redis, and keeps one state', async () => {
      const { owner, other, id } = await sharedNda(one, 'EDITOR');
      const onOne = await connect(one, id, owner.token);
      typeAtStart(onOne, 'Typed before the other server opened it. ');
      const onTwo = await connect(two, id, other.token);
      // The second server loads the stored state and asks the first for what it lacks.
      await vi.waitFor(() =>
        expect(liveText(onTwo)).toContain('Typed before the other server opened it.'),
      );

      typeAtStart(onTwo, 'From server two. ');
      await vi.waitFor(() => expect(liveText(onOne)).toContain('From server two.'));
      typeAtStart(onOne, 'From server one. ');
      await vi.waitFor(() => expect(liveText(onTwo)).toContain('From server one.'));
      expect(liveText(onOne) === liveText(onTwo)).toBe(true);

      // Both store into one row; what is stored is everything, once.
      await liveHubOf(two.deps)?.flush(id);
      const stored = await storedText(one, id);
      expect(stored === liveText(onOne)).toBe(true);
      expect(stored?.split('From server two.').length).toBe(2);
      await Promise.all([onOne.close(), onTwo.close()]);
    });
  },
);

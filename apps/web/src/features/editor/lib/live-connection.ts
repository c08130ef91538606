import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { getToken } from '../../../lib/auth-token';

// The browser's side of live editing: one WebSocket a document to the server's hub
// (apps/server/src/modules/editor/live/protocol.ts describes the messages). The Yjs doc is
// kept across dropped connections, so what is typed offline is merged when it reconnects.

const MESSAGE = { SYNC: 0, AWARENESS: 1, QUERY_AWARENESS: 3, WELCOME: 10, REFUSED: 11 } as const;
const CLOSE = { UNAUTHENTICATED: 4401, NOT_FOUND: 4404, RELOAD: 4409 } as const;

export type TLiveStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline' | 'refused';
export type TLiveWelcome = {
  role: 'OWNER' | 'EDITOR' | 'SUGGESTER' | 'VIEWER';
  canWrite: boolean;
  name: string;
  color: string;
};
export type TLivePerson = { clientId: number; name: string; color: string };
export type TLiveSnapshot = {
  status: TLiveStatus;
  /** The document has been received once: from then on the editor shows the live doc. */
  synced: boolean;
  welcome: TLiveWelcome | null;
  /** Everyone with the document open, this person first. */
  people: TLivePerson[];
  /** Why the server refused the connection or a change, in its words. */
  problem: string | null;
};

const FROM_SERVER = Symbol('server');
const liveUrl = (documentId: string) => {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/documents/editor/${encodeURIComponent(documentId)}/live`;
};

export class LiveConnection {
  readonly ydoc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.ydoc);
  private ws: WebSocket | null = null;
  /** The server has let this connection in (WELCOME received on it). */
  private admitted = false;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private listeners = new Set<() => void>();
  private snapshot: TLiveSnapshot = {
    status: 'connecting',
    synced: false,
    welcome: null,
    people: [],
    problem: null,
  };

  constructor(private readonly documentId: string) {
    this.ydoc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === FROM_SERVER || !this.snapshot.welcome?.canWrite) return;
      this.send(MESSAGE.SYNC, (e) => syncProtocol.writeUpdate(e, update));
    });
    this.awareness.on(
      'update',
      (
        { added, updated, removed }: Record<'added' | 'updated' | 'removed', number[]>,
        origin: unknown,
      ) => {
        const changed = [...added, ...updated, ...removed];
        // What others told us is not echoed back.
        if (origin !== FROM_SERVER)
          this.send(MESSAGE.AWARENESS, (e) =>
            encoding.writeVarUint8Array(
              e,
              awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed),
            ),
          );
        this.update({ people: this.readPeople() });
      },
    );
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    this.connect();
  }

  /** Calls `listener` whenever someone else's edit reaches this document; returns the undo. */
  onRemoteEdit(listener: () => void): () => void {
    const onUpdate = (_update: Uint8Array, origin: unknown) => {
      if (origin === FROM_SERVER) listener();
    };
    this.ydoc.on('update', onUpdate);
    return () => this.ydoc.off('update', onUpdate);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = () => this.snapshot;

  get isDestroyed() {
    return this.stopped;
  }

  destroy() {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.retryTimer);
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    awarenessProtocol.removeAwarenessStates(this.awareness, [this.ydoc.clientID], 'destroy');
    this.ws?.close();
    this.awareness.destroy();
    this.ydoc.destroy();
  }

  private update(patch: Partial<TLiveSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  private readPeople(): TLivePerson[] {
    const people: TLivePerson[] = [];
    for (const [clientId, state] of this.awareness.getStates()) {
      const user = (state as { user?: { name?: unknown; color?: unknown } }).user;
      if (typeof user?.name !== 'string') continue;
      const person = { clientId, name: user.name, color: String(user.color ?? '#868e96') };
      if (clientId === this.ydoc.clientID) people.unshift(person);
      else people.push(person);
    }
    return people;
  }

  private send(kind: number, write: (encoder: encoding.Encoder) => void) {
    if (this.ws?.readyState !== WebSocket.OPEN || !this.admitted) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, kind);
    write(encoder);
    this.ws.send(encoding.toUint8Array(encoder));
  }

  private onOnline = () => {
    if (this.ws) return;
    clearTimeout(this.retryTimer);
    this.attempts = 0;
    this.connect();
  };
  private onOffline = () => {
    this.update({ status: 'offline' });
    this.ws?.close();
  };

  private connect() {
    if (this.stopped) return;
    const token = getToken();
    const ws = new WebSocket(liveUrl(this.documentId));
    ws.binaryType = 'arraybuffer';
    this.ws = ws;
    ws.onopen = () => ws.send(token ?? '');
    ws.onmessage = (event) => {
      if (typeof event.data === 'string') return;
      this.receive(ws, new Uint8Array(event.data as ArrayBuffer));
    };
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.admitted = false;
      // Others' cursors are stale once we cannot hear them; ours stays for when we are back.
      const others = [...this.awareness.getStates().keys()].filter(
        (id) => id !== this.ydoc.clientID,
      );
      awarenessProtocol.removeAwarenessStates(this.awareness, others, FROM_SERVER);
      if (this.stopped) return;
      if (event.code === CLOSE.UNAUTHENTICATED || event.code === CLOSE.NOT_FOUND) {
        this.update({ status: 'refused', problem: event.reason || null });
        return;
      }
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      // What the person may do is kept meanwhile: typing offline goes on and merges later.
      this.update({ status: offline ? 'offline' : 'reconnecting' });
      if (offline) return;
      // The document changed for everyone (made final): reconnect at once to learn how.
      const delay = event.code === CLOSE.RELOAD ? 0 : Math.min(10_000, 500 * 2 ** this.attempts++);
      this.retryTimer = setTimeout(() => this.connect(), delay);
    };
  }

  private receive(ws: WebSocket, data: Uint8Array) {
    const decoder = decoding.createDecoder(data);
    const kind = decoding.readVarUint(decoder);
    if (kind === MESSAGE.WELCOME) {
      const welcome = JSON.parse(decoding.readVarString(decoder)) as TLiveWelcome;
      this.attempts = 0;
      this.admitted = true;
      this.update({ welcome, status: 'connected', problem: null });
      this.awareness.setLocalStateField('user', { name: welcome.name, color: welcome.color });
      // Ask for what the server has; its own step 1 makes us send what we typed offline.
      this.send(MESSAGE.SYNC, (e) => syncProtocol.writeSyncStep1(e, this.ydoc));
      this.send(MESSAGE.AWARENESS, (e) =>
        encoding.writeVarUint8Array(
          e,
          awarenessProtocol.encodeAwarenessUpdate(this.awareness, [this.ydoc.clientID]),
        ),
      );
    } else if (kind === MESSAGE.SYNC) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE.SYNC);
      const step = syncProtocol.readSyncMessage(decoder, encoder, this.ydoc, FROM_SERVER);
      if (encoding.length(encoder) > 1 && this.snapshot.welcome?.canWrite && ws.readyState === 1)
        ws.send(encoding.toUint8Array(encoder));
      if (step === syncProtocol.messageYjsSyncStep2 && !this.snapshot.synced)
        this.update({ synced: true });
    } else if (kind === MESSAGE.AWARENESS) {
      awarenessProtocol.applyAwarenessUpdate(
        this.awareness,
        decoding.readVarUint8Array(decoder),
        FROM_SERVER,
      );
    } else if (kind === MESSAGE.REFUSED) {
      this.update({ problem: decoding.readVarString(decoder) });
    }
  }
}

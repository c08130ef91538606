import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Redis } from 'ioredis';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { WebSocket, WebSocketServer } from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { resolveSession } from '../../account/index.js';
import { EDITOR_MESSAGES } from '../messages.js';
import { canEdit, editableDocument, latestVersion } from '../service/editable-document.js';
import { LIVE_CLOSE, LIVE_MESSAGE, LIVE_PATH, type TLiveWelcome } from './protocol.js';
import { editStoredState, type TServerEdit } from './server-edit.js';
import { loadLiveState, saveLiveSnapshot, storeLiveState } from './state-store.js';

// Documents edited together, live. Each server instance keeps a Yjs doc in memory for every
// document someone has open on it; updates from a person's browser are applied there, sent to
// the others, published to the other instances through Redis (when REDIS_URL is set) and
// merged into the stored state a moment later. What a person may send is decided here, from
// their role, never by their browser.

type TConn = {
  ws: WebSocket;
  viewer: TViewer;
  /** The name others see beside this person's caret: the account's, not what the browser says. */
  name: string;
  canWrite: boolean;
  refusal: string;
  refused: boolean;
  awarenessIds: Set<number>;
};

type TRoom = {
  documentId: string;
  ydoc: Y.Doc;
  awareness: awarenessProtocol.Awareness;
  conns: Set<TConn>;
  /** Someone here changed it since it was last stored; who changed it last. */
  dirtyBy: string | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  storing: Promise<void>;
};

/** Updates that came from another instance, and edits the server makes itself (restore). */
const FROM_REDIS = Symbol('redis');
const FROM_SERVER = Symbol('server');

const COLOURS = ['#1c7ed6', '#e8590c', '#2f9e44', '#ae3ec9', '#f08c00', '#0c8599', '#c2255c'];
const colourFor = (userId: string) =>
  COLOURS[[...userId].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length]!;

const REDIS_KIND = { UPDATE: 0, AWARENESS: 1, ASK: 2 } as const;

export type TLiveHub = ReturnType<typeof createLiveHub>;

const hubs = new WeakMap<TDeps, TLiveHub>();
/** The live hub serving this app, if it serves live editing. */
export const liveHubOf = (deps: TDeps) => hubs.get(deps);

export function createLiveHub(
  deps: TDeps,
  opts: { redisUrl?: string | undefined; storeDelayMs?: number } = {},
) {
  const storeDelayMs = opts.storeDelayMs ?? 800;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 * 1024 });
  const rooms = new Map<string, Promise<TRoom>>();
  const instanceId = randomBytes(16);
  const channelOf = (documentId: string) => `clausewell:live:${documentId}`;
  const pub = opts.redisUrl ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const sub = opts.redisUrl ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const reportRedis = (error: Error) => deps.logger.warn({ err: error }, 'live editing: redis');
  pub?.on('error', reportRedis);
  sub?.on('error', reportRedis);

  function publish(documentId: string, kind: number, payload: Uint8Array) {
    if (!pub) return;
    const message = Buffer.concat([Buffer.from([kind]), instanceId, payload]);
    pub.publish(channelOf(documentId), message).catch(reportRedis);
  }

  sub?.on('messageBuffer', (channel: Buffer, message: Buffer) => {
    const documentId = channel.toString().slice(channelOf('').length);
    const kind = message[0];
    if (message.subarray(1, 17).equals(instanceId)) return;
    const payload = new Uint8Array(message.subarray(17));
    void rooms.get(documentId)?.then((room) => {
      if (kind === REDIS_KIND.UPDATE) Y.applyUpdate(room.ydoc, payload, FROM_REDIS);
      else if (kind === REDIS_KIND.AWARENESS)
        awarenessProtocol.applyAwarenessUpdate(room.awareness, payload, FROM_REDIS);
      else if (kind === REDIS_KIND.ASK) {
        // Another instance just opened the document: it gets what it may not have yet.
        publish(documentId, REDIS_KIND.UPDATE, Y.encodeStateAsUpdate(room.ydoc, payload));
        const ids = [...room.awareness.getStates().keys()];
        if (ids.length)
          publish(
            documentId,
            REDIS_KIND.AWARENESS,
            awarenessProtocol.encodeAwarenessUpdate(room.awareness, ids),
          );
      }
    });
  });

  const send = (conn: TConn, message: Uint8Array) => {
    if (conn.ws.readyState === WebSocket.OPEN) conn.ws.send(message);
  };

  function store(room: TRoom): Promise<void> {
    clearTimeout(room.timer);
    room.timer = undefined;
    room.storing = room.storing.then(async () => {
      const authorId = room.dirtyBy;
      if (!authorId) return;
      room.dirtyBy = null;
      try {
        const merged = await storeLiveState(
          deps,
          room.documentId,
          Y.encodeStateAsUpdate(room.ydoc),
        );
        if (merged) await saveLiveSnapshot(deps, room.documentId, merged, authorId);
      } catch (error) {
        // Kept to try again: the edits are still in memory here.
        room.dirtyBy ??= authorId;
        deps.logger.error({ err: error, documentId: room.documentId }, 'live document not stored');
      }
    });
    return room.storing;
  }

  async function openRoom(documentId: string, initial: Uint8Array): Promise<TRoom> {
    const ydoc = new Y.Doc({ gc: true });
    Y.applyUpdate(ydoc, initial, FROM_SERVER);
    const awareness = new awarenessProtocol.Awareness(ydoc);
    awareness.setLocalState(null);
    const room: TRoom = {
      documentId,
      ydoc,
      awareness,
      conns: new Set(),
      dirtyBy: null,
      timer: undefined,
      storing: Promise.resolve(),
    };
    ydoc.on('update', (update: Uint8Array, origin: unknown) => {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, LIVE_MESSAGE.SYNC);
      syncProtocol.writeUpdate(encoder, update);
      const message = encoding.toUint8Array(encoder);
      for (const conn of room.conns) if (conn !== origin) send(conn, message);
      if (origin !== FROM_REDIS) publish(documentId, REDIS_KIND.UPDATE, update);
      if (origin && typeof origin === 'object' && 'viewer' in origin) {
        room.dirtyBy = (origin as TConn).viewer.user.id;
        room.timer ??= setTimeout(() => void store(room), storeDelayMs);
      }
    });
    awareness.on(
      'update',
      (change: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
        const changed = [...change.added, ...change.updated, ...change.removed];
        const conn = room.conns.has(origin as TConn) ? (origin as TConn) : null;
        if (conn) {
          for (const id of [...change.added, ...change.updated]) conn.awarenessIds.add(id);
          for (const id of change.removed) conn.awarenessIds.delete(id);
        }
        const update = awarenessProtocol.encodeAwarenessUpdate(awareness, changed);
        const encoder = encoding.createEncoder();
        encoding.writeVarUint(encoder, LIVE_MESSAGE.AWARENESS);
        encoding.writeVarUint8Array(encoder, update);
        const message = encoding.toUint8Array(encoder);
        for (const c of room.conns) send(c, message);
        if (origin !== FROM_REDIS) publish(documentId, REDIS_KIND.AWARENESS, update);
      },
    );
    if (sub) {
      await sub.subscribe(channelOf(documentId));
      publish(documentId, REDIS_KIND.ASK, Y.encodeStateVector(ydoc));
    }
    return room;
  }

  function roomFor(documentId: string, load: () => Promise<Uint8Array>): Promise<TRoom> {
    let room = rooms.get(documentId);
    if (!room) {
      room = load().then((state) => openRoom(documentId, state));
      rooms.set(documentId, room);
      room.catch(() => rooms.delete(documentId));
    }
    return room;
  }

  async function leave(room: TRoom, conn: TConn) {
    if (!room.conns.delete(conn)) return;
    awarenessProtocol.removeAwarenessStates(room.awareness, [...conn.awarenessIds], null);
    if (room.conns.size) return;
    await store(room);
    // Nobody came back while it was being stored: the memory is given back.
    if (room.conns.size || rooms.get(room.documentId) === undefined) return;
    rooms.delete(room.documentId);
    room.awareness.destroy();
    room.ydoc.destroy();
    await sub?.unsubscribe(channelOf(room.documentId)).catch(() => 0);
  }

  function handleMessage(room: TRoom, conn: TConn, data: Uint8Array) {
    const decoder = decoding.createDecoder(data);
    const encoder = encoding.createEncoder();
    const kind = decoding.readVarUint(decoder);
    if (kind === LIVE_MESSAGE.SYNC) {
      const step = decoding.readVarUint(decoder);
      if (step === syncProtocol.messageYjsSyncStep1) {
        encoding.writeVarUint(encoder, LIVE_MESSAGE.SYNC);
        syncProtocol.writeSyncStep2(encoder, room.ydoc, decoding.readVarUint8Array(decoder));
        send(conn, encoding.toUint8Array(encoder));
      } else if (
        step === syncProtocol.messageYjsSyncStep2 ||
        step === syncProtocol.messageYjsUpdate
      ) {
        const update = decoding.readVarUint8Array(decoder);
        if (conn.canWrite) {
          Y.applyUpdate(room.ydoc, update, conn);
        } else if (!conn.refused && isChange(update)) {
          conn.refused = true;
          encoding.writeVarUint(encoder, LIVE_MESSAGE.REFUSED);
          encoding.writeVarString(encoder, conn.refusal);
          send(conn, encoding.toUint8Array(encoder));
        }
      }
    } else if (kind === LIVE_MESSAGE.AWARENESS) {
      const update = decoding.readVarUint8Array(decoder);
      if (presenceIsTheirs(room, conn, update))
        awarenessProtocol.applyAwarenessUpdate(room.awareness, update, conn);
    } else if (kind === LIVE_MESSAGE.QUERY_AWARENESS) {
      sendAwareness(room, conn);
    }
  }

  function sendAwareness(room: TRoom, conn: TConn) {
    const ids = [...room.awareness.getStates().keys()];
    if (!ids.length) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, LIVE_MESSAGE.AWARENESS);
    encoding.writeVarUint8Array(
      encoder,
      awarenessProtocol.encodeAwarenessUpdate(room.awareness, ids),
    );
    send(conn, encoding.toUint8Array(encoder));
  }

  async function admit(ws: WebSocket, documentId: string, token: string) {
    const viewer = /^[A-Za-z0-9_-]{20,200}$/.test(token)
      ? await resolveSession(deps, token)
      : undefined;
    if (!viewer) return ws.close(LIVE_CLOSE.UNAUTHENTICATED, EDITOR_MESSAGES.liveSignIn);
    let found: Awaited<ReturnType<typeof editableDocument>>;
    try {
      found = await editableDocument(deps, viewer, documentId, 'read');
    } catch (error) {
      if (error instanceof AppError) return ws.close(LIVE_CLOSE.NOT_FOUND, error.message);
      throw error;
    }
    const { doc, role } = found;
    const latest = await latestVersion(deps.database.db, doc.id);
    const user = viewer.user;
    const conn: TConn = {
      ws,
      viewer,
      name: `${user.firstName} ${user.lastName}`.trim() || user.email,
      canWrite: canEdit(role, latest),
      refusal:
        latest?.status === 'FINALISED'
          ? EDITOR_MESSAGES.finalised
          : role === 'SUGGESTER'
            ? EDITOR_MESSAGES.liveSuggestOnly
            : EDITOR_MESSAGES.liveReadOnly,
      refused: false,
      awarenessIds: new Set(),
    };
    const room = await roomFor(doc.id, () => loadLiveState(deps, doc));
    room.conns.add(conn);
    ws.on('close', () => void leave(room, conn));
    // Gone while the document was loading.
    if (ws.readyState !== WebSocket.OPEN) return void leave(room, conn);
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (!isBinary) return;
      try {
        handleMessage(room, conn, new Uint8Array(data));
      } catch (error) {
        deps.logger.warn({ err: error, documentId }, 'live editing: unreadable message');
        ws.close(1003, 'Unreadable message.');
      }
    });

    const welcome: TLiveWelcome = {
      role,
      canWrite: conn.canWrite,
      name: conn.name,
      color: colourFor(user.id),
    };
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, LIVE_MESSAGE.WELCOME);
    encoding.writeVarString(encoder, JSON.stringify(welcome));
    send(conn, encoding.toUint8Array(encoder));
    const step1 = encoding.createEncoder();
    encoding.writeVarUint(step1, LIVE_MESSAGE.SYNC);
    syncProtocol.writeSyncStep1(step1, room.ydoc);
    send(conn, encoding.toUint8Array(step1));
    sendAwareness(room, conn);
  }

  function onConnection(ws: WebSocket, documentId: string) {
    const deadline = setTimeout(
      () => ws.close(LIVE_CLOSE.UNAUTHENTICATED, EDITOR_MESSAGES.liveSignIn),
      10_000,
    );
    ws.once('message', (data: Buffer, isBinary: boolean) => {
      clearTimeout(deadline);
      if (isBinary) return ws.close(LIVE_CLOSE.UNAUTHENTICATED, EDITOR_MESSAGES.liveSignIn);
      admit(ws, documentId, data.toString()).catch((error) => {
        deps.logger.error({ err: error, documentId }, 'live editing: connection failed');
        ws.close(1011, 'The document could not be opened. Try again.');
      });
    });
    ws.on('close', () => clearTimeout(deadline));
    ws.on('error', () => ws.terminate());
  }

  const hub = {
    /** Takes the upgrade if it is for a live document; answers whether it did. */
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const match = LIVE_PATH.exec(path);
      if (!match) return false;
      wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, match[1]!));
      return true;
    },

    /** Stores what is held for the document now (before a download reads its wording). */
    async flush(documentId: string) {
      const room = await rooms.get(documentId)?.catch(() => null);
      if (room) await store(room);
    },

    /**
     * Makes an edit of the server's own (restoring a version, accepting a suggestion) in the
     * live document, as an edit everyone sees, rather than making the live state again from
     * JSON. `edit` may throw to refuse. Answers the document as stored after it, or null.
     */
    async change(documentId: string, edit: TServerEdit): Promise<Y.Doc | null> {
      const room = await rooms.get(documentId)?.catch(() => null);
      if (room) {
        edit(room.ydoc, FROM_SERVER);
        return storeLiveState(deps, documentId, Y.encodeStateAsUpdate(room.ydoc));
      }
      // Not open here: instances that have it open get the edit through Redis.
      const done = await editStoredState(deps, documentId, edit, FROM_SERVER);
      if (done) publish(documentId, REDIS_KIND.UPDATE, done.update);
      return done?.ydoc ?? null;
    },

    /** Closes everyone's connection to the document so each reconnects to what they may do now. */
    async reopen(documentId: string, reason: string) {
      const room = await rooms.get(documentId)?.catch(() => null);
      for (const conn of room?.conns ?? []) conn.ws.close(LIVE_CLOSE.RELOAD, reason);
    },

    /** How many people this instance has connected to the document (for tests and health). */
    async connected(documentId: string) {
      return (await rooms.get(documentId)?.catch(() => null))?.conns.size ?? 0;
    },

    async close() {
      for (const ws of wss.clients) ws.close(1001, 'The server is restarting.');
      const open = await Promise.all([...rooms.values()].map((r) => r.catch(() => null)));
      await Promise.all(open.map((room) => room && store(room)));
      wss.close();
      await Promise.allSettled([pub?.quit(), sub?.quit()]);
    },
  };
  hubs.set(deps, hub);
  return hub;
}

/** Whether the update holds any insert or delete (a read-only person's empty sync reply does not). */
function isChange(update: Uint8Array): boolean {
  const { structs, ds } = Y.decodeUpdate(update);
  return structs.length > 0 || ds.clients.size > 0;
}

/**
 * Whether a presence update speaks only for this person: no client another connection holds,
 * and no name but their own (so nobody's caret can be labelled as someone else).
 */
function presenceIsTheirs(room: TRoom, conn: TConn, update: Uint8Array): boolean {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  for (let i = 0; i < count; i++) {
    const clientId = decoding.readVarUint(decoder);
    decoding.readVarUint(decoder);
    const state = JSON.parse(decoding.readVarString(decoder)) as {
      user?: { name?: unknown };
    } | null;
    for (const other of room.conns)
      if (other !== conn && other.awarenessIds.has(clientId)) return false;
    if (state?.user !== undefined && state.user.name !== conn.name) return false;
  }
  return true;
}

import { getSchema, type JSONContent } from '@tiptap/core';
import { prosemirrorJSONToYDoc, yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { vi } from 'vitest';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import type { TDocumentVersion, TEditorDocument } from '../api/editor';
import { editorExtensions } from '../lib/extensions';

// What the editor page tests answer with: records as the server sends them.

export const VERSION_1: TDocumentVersion = {
  id: 'v-1',
  number: 1,
  status: 'CREATED',
  name: 'Sent to Bob',
  authorName: 'Alex Nguyen',
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
};

export const VERSION_2: TDocumentVersion = {
  ...VERSION_1,
  id: 'v-2',
  number: 2,
  status: 'IN_PROGRESS',
  name: null,
  updatedAt: '2026-11-21T00:00:00.000Z',
};

const bold = (text: string) => ({ type: 'text', text, marks: [{ type: 'bold' }] });
const para = (...content: object[]) => ({ type: 'paragraph', content });

export const EDITOR_DOCUMENT: TEditorDocument = {
  documentId: 'doc-1',
  title: 'Mutual Non-Disclosure Agreement',
  role: 'OWNER',
  canEdit: true,
  version: VERSION_2,
  content: {
    type: 'doc',
    content: [
      {
        type: 'heading',
        attrs: { level: 1 },
        content: [{ type: 'text', text: 'Mutual Non-Disclosure Agreement' }],
      },
      {
        type: 'party',
        attrs: {
          name: 'Acme Widgets Pty Ltd',
          role: 'Discloser',
          details: [{ label: 'ABN', text: '12 345 678 901' }],
        },
      },
      {
        type: 'orderedList',
        content: [
          {
            type: 'listItem',
            content: [
              para(bold('Definitions')),
              {
                type: 'orderedList',
                content: [
                  {
                    type: 'listItem',
                    content: [para({ type: 'text', text: 'Business Day means a weekday.' })],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        type: 'signature',
        attrs: { party: 'Acme Widgets Pty Ltd', signatory: 'Alex Nguyen', signature: null },
      },
    ],
  },
};

// A stand-in for the server's live editing hub, put where the browser's WebSocket is: it
// speaks the same messages (sync, awareness, welcome, refused) over a Yjs doc of its own, so
// the page is tested against the protocol rather than against a mock of the editor.

const MESSAGE = { SYNC: 0, AWARENESS: 1, WELCOME: 10, REFUSED: 11 } as const;

export type TFakeLive = {
  /** The server's copy of the document. */
  doc: Y.Doc;
  sockets: FakeSocket[];
  /** Someone else, on another browser: their presence and their typing. */
  join(name: string, color?: string): { type(words: string): void };
  /** Drops every open connection, as a lost network does; later ones are let in again. */
  drop(): void;
  /** Refuses connections from now on with this close code and reason. */
  refuseWith: { code: number; reason: string } | null;
};

const FROM_CLIENT = Symbol('client');
let live: TFakeLive | null = null;

class FakeSocket {
  static OPEN = 1;
  readyState = 0;
  binaryType = 'arraybuffer';
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  private welcome: TLiveWelcomeFixture;

  constructor(readonly url: string) {
    this.welcome = currentWelcome;
    live?.sockets.push(this);
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 0);
  }

  send(data: string | Uint8Array) {
    const server = live;
    if (!server || this.readyState !== 1) return;
    if (typeof data === 'string') {
      if (server.refuseWith)
        return this.closeWith(server.refuseWith.code, server.refuseWith.reason);
      this.deliver(MESSAGE.WELCOME, (e) =>
        encoding.writeVarString(e, JSON.stringify(this.welcome)),
      );
      this.deliver(MESSAGE.SYNC, (e) => syncProtocol.writeSyncStep1(e, server.doc));
      return;
    }
    const decoder = decoding.createDecoder(data);
    const kind = decoding.readVarUint(decoder);
    if (kind !== MESSAGE.SYNC) return;
    const step = decoding.readVarUint(decoder);
    if (step === syncProtocol.messageYjsSyncStep1) {
      const vector = decoding.readVarUint8Array(decoder);
      this.deliver(MESSAGE.SYNC, (e) => syncProtocol.writeSyncStep2(e, server.doc, vector));
    } else if (this.welcome.canWrite) {
      Y.applyUpdate(server.doc, decoding.readVarUint8Array(decoder), FROM_CLIENT);
    } else {
      this.deliver(MESSAGE.REFUSED, (e) => encoding.writeVarString(e, 'Not kept.'));
    }
  }

  deliver(kind: number, write: (e: encoding.Encoder) => void) {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, kind);
    write(encoder);
    const bytes = encoding.toUint8Array(encoder);
    setTimeout(() => {
      if (this.readyState === 1) this.onmessage?.({ data: bytes.buffer });
    }, 0);
  }

  close() {
    this.closeWith(1000, '');
  }

  closeWith(code: number, reason: string) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    setTimeout(() => this.onclose?.({ code, reason }), 0);
  }
}

type TLiveWelcomeFixture = { role: string; canWrite: boolean; name: string; color: string };
let currentWelcome: TLiveWelcomeFixture = {
  role: 'OWNER',
  canWrite: true,
  name: 'Alex Nguyen',
  color: '#1c7ed6',
};

/** Installs the stand-in with the document's content; the welcome says what this person may do. */
export function installFakeLive(
  content: JSONContent = EDITOR_DOCUMENT.content,
  welcome: Partial<TLiveWelcomeFixture> = {},
): TFakeLive {
  currentWelcome = {
    role: 'OWNER',
    canWrite: true,
    name: 'Alex Nguyen',
    color: '#1c7ed6',
    ...welcome,
  };
  const doc = prosemirrorJSONToYDoc(getSchema(editorExtensions), content, 'default');
  const open = () => live?.sockets.filter((s) => s.readyState === 1) ?? [];
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin === FROM_CLIENT) return;
    for (const socket of open())
      socket.deliver(MESSAGE.SYNC, (e) => syncProtocol.writeUpdate(e, update));
  });
  live = {
    doc,
    sockets: [],
    refuseWith: null,
    join(name, color = '#e8590c') {
      const theirs = new Y.Doc();
      Y.applyUpdate(theirs, Y.encodeStateAsUpdate(doc));
      const awareness = new awarenessProtocol.Awareness(theirs);
      awareness.setLocalStateField('user', { name, color });
      const presence = awarenessProtocol.encodeAwarenessUpdate(awareness, [theirs.clientID]);
      for (const socket of open())
        socket.deliver(MESSAGE.AWARENESS, (e) => encoding.writeVarUint8Array(e, presence));
      theirs.on('update', (update: Uint8Array) => Y.applyUpdate(doc, update));
      return {
        type(words) {
          const paragraph = theirs
            .getXmlFragment('default')
            .toArray()
            .flatMap((n) => (n instanceof Y.XmlElement ? [n] : []))
            .find((n) => n.nodeName === 'heading');
          const text = paragraph?.toArray().find((n): n is Y.XmlText => n instanceof Y.XmlText);
          text?.insert(text.length, words);
        },
      };
    },
    drop() {
      for (const socket of open()) socket.closeWith(1006, '');
    },
  };
  vi.stubGlobal('WebSocket', FakeSocket);
  return live;
}

/** Every piece of text in the server's copy. */
export const fakeLiveText = (server: TFakeLive) =>
  JSON.stringify(yXmlFragmentToProsemirrorJSON(server.doc.getXmlFragment('default')));

// The live editing protocol: y-protocols' sync and awareness messages over one WebSocket a
// document, plus three of our own. The browser's provider (apps/web editor feature) speaks it.
//
// 1. The browser connects to /api/documents/editor/{id}/live and sends its bearer token as
//    the first (text) frame, as the browser cannot set headers on a WebSocket.
// 2. The server answers WELCOME (what the person may do, the name and colour others see),
//    then the sync protocol's step 1 and everyone's presence; from then on SYNC and
//    AWARENESS messages go both ways.
// 3. An update the person may not make is dropped and answered with REFUSED once.
// A refused connection is closed with one of the codes below and a reason people can read.

export const LIVE_MESSAGE = {
  SYNC: 0,
  AWARENESS: 1,
  QUERY_AWARENESS: 3,
  WELCOME: 10,
  REFUSED: 11,
} as const;

export const LIVE_CLOSE = {
  /** The token is missing or no longer signs anyone in. */
  UNAUTHENTICATED: 4401,
  /** The document is unknown to this person (or is not one the editor opens). */
  NOT_FOUND: 4404,
  /** The document changed under everyone (made final): reconnect to learn what you may do. */
  RELOAD: 4409,
} as const;

/** What WELCOME carries, as JSON. */
export type TLiveWelcome = {
  role: 'OWNER' | 'EDITOR' | 'SUGGESTER' | 'VIEWER';
  canWrite: boolean;
  name: string;
  color: string;
};

/** The path a document's live connection is opened at (with or without the /api prefix). */
export const LIVE_PATH = /^(?:\/api)?\/documents\/editor\/([A-Za-z0-9_-]{1,64})\/live$/;

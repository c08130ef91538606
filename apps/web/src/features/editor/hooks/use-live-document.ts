import { useEffect, useState, useSyncExternalStore } from 'react';
import { LiveConnection, type TLiveSnapshot } from '../lib/live-connection';

const CONNECTING: TLiveSnapshot = {
  status: 'connecting',
  synced: false,
  welcome: null,
  people: [],
  problem: null,
};
const none = () => () => {};

/** The document's live connection while the page shows it, and what it reports. */
export function useLiveDocument(documentId: string): {
  connection: LiveConnection | null;
  state: TLiveSnapshot;
} {
  const [connection, setConnection] = useState<LiveConnection | null>(null);
  useEffect(() => {
    const opened = new LiveConnection(documentId);
    setConnection(opened);
    return () => opened.destroy();
  }, [documentId]);
  const state = useSyncExternalStore(
    connection?.subscribe ?? none,
    connection?.getSnapshot ?? (() => CONNECTING),
  );
  return { connection, state };
}

import type { TSigningInbox } from '../../documents/index.js';
import { documentIdsSentInBulk } from '../bulk/records.js';
import { awaitingViewer } from './awaiting.js';

/** What My documents asks the e-sign area: documents awaiting the viewer, and bulk sends. */
export const signingInbox: TSigningInbox = {
  async awaitingViewer(deps, viewer) {
    const rows = await awaitingViewer(deps.database.db, { viewer, now: deps.clock.now() });
    return [...new Set(rows.map((r) => r.process.documentId))];
  },
  sentInBulk: (deps, viewer) => documentIdsSentInBulk(deps.database.db, viewer.user.id),
};

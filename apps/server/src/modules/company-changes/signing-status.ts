import type { TViewer } from '../../platform/auth/viewer.js';
import type { TDeps } from '../../platform/deps.js';
import { processesForDocument, recipientsOf } from '../esign/index.js';
import { suggestedSigners, type TSuggestedSigner } from './change-signers.js';
import { changeDocuments } from './change-view.js';
import { ownedChange, requireRegister } from './records.js';
import { signingEntries } from './signing-entries.js';

type TProcess = Awaited<ReturnType<typeof processesForDocument>>[number];

/** Where a supporting document's signing stands, in the words the change page uses. */
export type TSigningState = 'SENT' | 'SIGNING' | 'COMPLETED' | 'DECLINED' | 'CANCELLED' | 'EXPIRED';

export type TDocumentSigning = {
  processId: string;
  state: TSigningState;
  /** Signers (viewers aside) who have signed, of how many. */
  signed: number;
  total: number;
  sentAt: Date;
  completedAt: Date | null;
  /** The sealed PDF, once everyone has signed. */
  signedPdfUrl: string | null;
};

export type TChangeDocumentSigning = {
  kind: string;
  title: string;
  /** Who would be asked, for the send form to start from. */
  signers: TSuggestedSigner[];
  /** The latest signing of this document; null until it is first sent. */
  signing: TDocumentSigning | null;
};

/** A signing that still runs or is done stops the document being sent again. */
export const blocksResending = (s: TDocumentSigning | null) =>
  s !== null && (s.state === 'SENT' || s.state === 'SIGNING' || s.state === 'COMPLETED');

function stateOf(p: TProcess, signed: number, now: Date): TSigningState {
  if (p.completedAt) return 'COMPLETED';
  if (p.closedAs === 'DECLINED' || p.closedAs === 'CANCELLED' || p.closedAs === 'EXPIRED') {
    return p.closedAs;
  }
  // The expiry job may not have run yet: a link past its date no longer works all the same.
  if (p.expiresAt && p.expiresAt <= now) return 'EXPIRED';
  return signed > 0 ? 'SIGNING' : 'SENT';
}

/** The latest signing of one supporting document, across every wording it was sent in. */
export async function latestSigning(
  deps: TDeps,
  o: { viewer: TViewer; changeId: string; kind: string },
): Promise<TDocumentSigning | null> {
  const entries = await signingEntries(deps, { userId: o.viewer.user.id, ...o });
  const processes = (
    await Promise.all(entries.map((id) => processesForDocument(deps, o.viewer, id)))
  ).flat();
  const latest = processes.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (!latest) return null;
  const signers = (await recipientsOf(deps.database.db, latest.id)).filter(
    (r) => r.role !== 'VIEWER',
  );
  const signed = signers.filter((r) => r.signedAt !== null).length;
  const state = stateOf(latest, signed, deps.clock.now());
  return {
    processId: latest.id,
    state,
    signed,
    total: signers.length,
    sentAt: latest.createdAt,
    completedAt: latest.completedAt,
    signedPdfUrl: state === 'COMPLETED' ? `/api/esign/${latest.id}/signed.pdf` : null,
  };
}

/** GET /company-changes/:changeId/signing: each supporting document, its signers and signing. */
export async function changeSigning(
  deps: TDeps,
  o: { viewer: TViewer; changeId: string },
): Promise<TChangeDocumentSigning[]> {
  const { db } = deps.database;
  const row = await ownedChange(db, { userId: o.viewer.user.id, changeId: o.changeId });
  const register = row.registerBefore ?? (await requireRegister(db, row.businessId)).register;
  const me = {
    name: `${o.viewer.user.firstName} ${o.viewer.user.lastName}`,
    email: o.viewer.user.email,
  };
  return Promise.all(
    changeDocuments(row).map(async (d) => ({
      ...d,
      signers: suggestedSigners({ row, register, kind: d.kind, me }),
      signing: await latestSigning(deps, { viewer: o.viewer, changeId: row.id, kind: d.kind }),
    })),
  );
}

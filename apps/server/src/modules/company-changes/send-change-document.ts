import { COMPANY_CHANGE_MESSAGES as M } from '@app/domain';
import { z } from 'zod';
import type { TViewer } from '../../platform/auth/viewer.js';
import { LockTimeoutError } from '../../platform/db/locks.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { sendForSignature, ZSendForSignature } from '../esign/index.js';
import { changeDocuments } from './change-view.js';
import { changeDocumentPdf } from './documents.js';
import { ownedChange, requireRegister } from './records.js';
import { signingEntryFor } from './signing-entries.js';
import { CHANGE_SIGNING_MESSAGES as S } from './signing-messages.js';
import { blocksResending, latestSigning, type TDocumentSigning } from './signing-status.js';

/**
 * The signers, each a signer (not a viewer or witness), then checked as e-sign checks any
 * send: a name, an address, no address twice, at most twenty.
 */
export const ZChangeSigners = z
  .array(z.object({ name: z.unknown(), email: z.unknown() }))
  .transform((rs) => rs.map((r) => ({ name: r.name, email: r.email, role: 'SIGNER' })))
  .pipe(ZSendForSignature.shape.recipients);

/**
 * Sends one supporting document of the customer's change for signature: the PDF as the change
 * page offers it becomes an entry of My documents and goes to the signers at once, all in
 * parallel, each on a signature page of their own. A document already out for signature, or
 * signed, is not sent again: the check and the send run under a lock of this change's
 * signing, so two requests at once start one signing, never two.
 */
export async function sendChangeDocument(
  deps: TDeps,
  o: {
    viewer: TViewer;
    changeId: string;
    kind: string;
    signers: z.infer<typeof ZChangeSigners>;
    origin: { ip?: string; userAgent?: string };
  },
): Promise<TDocumentSigning> {
  const userId = o.viewer.user.id;
  const { db } = deps.database;
  await ownedChange(db, { userId, changeId: o.changeId });
  return withSigningLock(deps, `company-change-signing:${o.changeId}`, async () => {
    const row = await ownedChange(db, { userId, changeId: o.changeId });
    const known = changeDocuments(row).find((d) => d.kind === o.kind);
    if (!known) throw new AppError('NOT_FOUND', M.changeNotFound);
    const before = await latestSigning(deps, { viewer: o.viewer, changeId: row.id, kind: o.kind });
    if (blocksResending(before)) {
      throw new AppError(
        'CONFLICT',
        before?.state === 'COMPLETED' ? S.alreadySigned : S.alreadySent,
      );
    }
    const register = row.registerBefore ?? (await requireRegister(db, row.businessId)).register;
    const pdf = await changeDocumentPdf({ deps, userId, changeId: row.id, kind: o.kind });
    const documentId = await signingEntryFor(deps, {
      viewer: o.viewer,
      row,
      kind: o.kind,
      title: `${known.title} – ${register.companyName}`,
      bytes: pdf.bytes,
    });
    await sendForSignature(deps, {
      viewer: o.viewer,
      input: {
        documentId,
        recipients: o.signers,
        order: 'PARALLEL',
      },
      origin: o.origin,
    });
    const sent = await latestSigning(deps, { viewer: o.viewer, changeId: row.id, kind: o.kind });
    return sent!;
  });
}

async function withSigningLock<T>(deps: TDeps, key: string, work: () => Promise<T>) {
  try {
    return await deps.database.locks.withLock(key, work);
  } catch (error) {
    if (error instanceof LockTimeoutError) {
      throw new AppError('CONFLICT', S.busy, { log: error.message });
    }
    throw error;
  }
}

import {
  availableLicences,
  DOCUMENT_LICENCE_SETTING,
  documentLicenceStatus,
  isLicenceAvailable,
  isLicensable,
  LICENCE_MESSAGES,
  licenceExpiry,
  licenceStatus,
  licencesFrom,
  type TAttachLicence,
  type TDocumentLicence,
} from '@app/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { readUserPreference, updateUserPreference } from '../../account/index.js';
import { userDocuments } from '../tables.js';
import { ownedDocument } from './owned-document.js';

// Licences live in the user's DOCUMENT_LICENCE preference (SPEC §3) as { licences: [...] }.
// Only this file writes them; the preference route refuses customer writes to that setting.

async function readLicences(deps: TDeps, userId: string): Promise<TDocumentLicence[]> {
  const properties = await readUserPreference(deps, {
    userId,
    settingName: DOCUMENT_LICENCE_SETTING,
  });
  return licencesFrom(properties);
}

function changeLicences<T>(
  deps: TDeps,
  userId: string,
  change: (licences: TDocumentLicence[]) => { licences: TDocumentLicence[]; result: T },
): Promise<T> {
  return updateUserPreference(deps, {
    userId,
    settingName: DOCUMENT_LICENCE_SETTING,
    update: (current) => {
      const { licences, result } = change(licencesFrom(current));
      return { properties: { ...current, licences }, result };
    },
  });
}

/**
 * Grants one pay-per-document licence, ending at `expiresAt` (licenceExpiry of the purchase),
 * assigned at once when the purchase was made for a known document. The billing area calls
 * this with the unit of work that records the payment (platform/db/unit-of-work.ts), so a
 * paid purchase always carries its licence; it trusts its caller, which has taken the payment.
 */
export async function grantDocumentLicence(
  deps: TDeps,
  opts: {
    userId: string;
    subscriptionId: string;
    assetFlakeId?: string;
    /** Defaults to the licence term from now (licenceExpiry). */
    expiresAt?: Date;
  },
): Promise<TDocumentLicence> {
  const licence: TDocumentLicence = {
    assetFlakeId: opts.assetFlakeId ?? null,
    expiresAt: (opts.expiresAt ?? licenceExpiry(deps.clock.now())).toISOString(),
    subscriptionId: opts.subscriptionId,
  };
  return changeLicences(deps, opts.userId, (licences) => {
    // A retried purchase notification must not grant a second licence.
    const already = licences.find((l) => l.subscriptionId === opts.subscriptionId);
    if (already) return { licences, result: already };
    return { licences: [...licences, licence], result: licence };
  });
}

/** How a user stands on one document, for the download rules. */
export async function documentLicenceFor(
  deps: TDeps,
  opts: { userId: string; documentId: string },
) {
  const licences = await readLicences(deps, opts.userId);
  return documentLicenceStatus(licences, opts.documentId, deps.clock.now());
}

/** The licence dialog's view: the user's licences, how many are free, what can take one. */
export async function getDocumentLicences(deps: TDeps, opts: { viewer: TViewer }) {
  const now = deps.clock.now();
  const licences = await readLicences(deps, opts.viewer.user.id);
  const docs = await deps.database.db
    .select({ id: userDocuments.id, title: userDocuments.title, status: userDocuments.status })
    .from(userDocuments)
    .where(and(eq(userDocuments.ownerId, opts.viewer.user.id), isNull(userDocuments.deletedAt)));
  const titles = new Map(docs.map((d) => [d.id, d.title]));
  return {
    availableCount: availableLicences(licences, now).length,
    licences: licences.map((l) => ({
      ...l,
      assetTitle: l.assetFlakeId ? (titles.get(l.assetFlakeId) ?? null) : null,
      status: licenceStatus(l, now),
      available: isLicenceAvailable(l, now),
    })),
    documents: docs
      .map((d) => ({ assetFlakeId: d.id, title: d.title, status: d.status }))
      .filter((d) => isLicensable(d, licences, now)),
  };
}

/**
 * attachLicence: assigns one available licence to each chosen document, for good (SPEC §4:
 * the choice cannot be reversed). All or nothing: one refused document attaches none.
 */
export async function attachLicences(
  deps: TDeps,
  opts: { viewer: TViewer; input: TAttachLicence },
) {
  const { db } = deps.database;
  const inputs = opts.input.licenceInputs;
  // Only the owner's own documents: another user's id is answered as an unknown one.
  for (const input of inputs) await ownedDocument(db, opts.viewer, input.assetFlakeId);
  const docs = await db
    .select({ id: userDocuments.id, status: userDocuments.status })
    .from(userDocuments)
    .where(
      inArray(
        userDocuments.id,
        inputs.map((i) => i.assetFlakeId),
      ),
    );
  const statusOf = new Map(docs.map((d) => [d.id, d.status]));
  const now = deps.clock.now();

  return changeLicences(deps, opts.viewer.user.id, (licences) => {
    const next = [...licences];
    const attached = inputs.map((input) => {
      const doc = {
        assetFlakeId: input.assetFlakeId,
        status: statusOf.get(input.assetFlakeId) ?? '',
      };
      if (documentLicenceStatus(next, input.assetFlakeId, now).status === 'valid') {
        throw new AppError('CONFLICT', LICENCE_MESSAGES.alreadyLicensed);
      }
      if (!isLicensable(doc, next, now)) {
        throw new AppError('CONFLICT', LICENCE_MESSAGES.notLicensable);
      }
      const free = availableLicences(next, now)[0];
      if (!free) throw new AppError('PAYMENT_REQUIRED', LICENCE_MESSAGES.noneAvailable);
      const index = next.indexOf(free);
      const assigned = { ...free, assetFlakeId: input.assetFlakeId };
      next[index] = assigned;
      return { ...assigned, assetFlakeId: input.assetFlakeId, assetTitle: input.assetTitle };
    });
    return { licences: next, result: attached };
  });
}

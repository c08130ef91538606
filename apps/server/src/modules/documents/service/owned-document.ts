import type { TTemplate } from '@app/domain';
import { DOCUMENT_MESSAGES } from '@app/domain';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDb } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { userDocuments } from '../tables.js';
import { accessibleDocument } from './access.js';

export type TUserDocument = typeof userDocuments.$inferSelect;

/**
 * The viewer's own document (the OWNER role of accessibleDocument). Another user's id
 * answers exactly as an unknown id does, so guessing ids reveals nothing; a document only
 * shared with the viewer is refused with the reason.
 */
export async function ownedDocument(
  db: TDb,
  viewer: TViewer,
  documentId: string,
  opts: { includeDeleted?: boolean } = {},
): Promise<TUserDocument> {
  return (await accessibleDocument(db, viewer, documentId, 'own', opts)).doc;
}

export const snapshotOf = (doc: TUserDocument) => {
  // Uploaded files have no template, so nothing questionnaire-shaped applies to them.
  if (!doc.templateSnapshot) {
    throw new AppError('CONFLICT', DOCUMENT_MESSAGES.uploadHasNoQuestions);
  }
  return doc.templateSnapshot as unknown as TTemplate;
};

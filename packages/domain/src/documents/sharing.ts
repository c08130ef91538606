import { z } from 'zod';
import type { TCollaborationRole } from '../shared/enums.js';

// Collaboration roles of SPEC §3. SPEC §6 leaves what each may do open; the product's rule:
// - OWNER: everything (the one who made the document; never given by sharing);
// - EDITOR: read and change answers (and finish the document), edit it in the editor once
//   finished; not rename, delete or share;
// - SUGGESTER: read; in the editor every change they make is a suggestion the owner or an
//   editor accepts or rejects (the editor area enforces it);
// - VIEWER: read only.

export type TDocumentNeed = 'read' | 'edit' | 'own';

const ALLOWED: Record<TCollaborationRole, readonly TDocumentNeed[]> = {
  OWNER: ['read', 'edit', 'own'],
  EDITOR: ['read', 'edit'],
  SUGGESTER: ['read'],
  VIEWER: ['read'],
};

export function roleAllows(role: TCollaborationRole, need: TDocumentNeed): boolean {
  return ALLOWED[role].includes(need);
}

/** The roles a document can be shared with; OWNER stays with the one who made it. */
export const SHARE_ROLES = ['EDITOR', 'SUGGESTER', 'VIEWER'] as const;
export type TShareRole = (typeof SHARE_ROLES)[number];

export const SHARE_ROLE_LABELS: Record<TShareRole, string> = {
  EDITOR: 'Can edit',
  SUGGESTER: 'Can suggest',
  VIEWER: 'Can view',
};

export const SHARING_MESSAGES = {
  noAccess: 'You do not have access to this document',
  readOnly: 'You can view this document but not change it. Ask its owner for edit access.',
  ownerOnly: 'Only the owner of this document can do that.',
  ownerRole: 'A document has one owner. Share it as EDITOR, SUGGESTER or VIEWER.',
  roleInvalid: 'role must be EDITOR, SUGGESTER or VIEWER',
  selfShare: 'You already own this document.',
  shareNotFound: 'This document is not shared with that email address.',
  linkCopied: 'Link copied!',
  uploadViewOnly:
    'An uploaded file cannot be edited, so it is shared as VIEWER: EDITOR and SUGGESTER need a document made from a template.',
} as const;

/** What a sharing decision needs to know of the document. */
export type TShareableDocument = { kind: 'template' | 'upload'; status: string };

/**
 * The roles that do something for this document: a document made from a template can be
 * edited (its answers while open, its text in the editor once finished) and suggested on;
 * an uploaded file can only be read.
 */
export function shareRolesFor(doc: TShareableDocument): readonly TShareRole[] {
  return doc.kind === 'template' ? SHARE_ROLES : ['VIEWER'];
}

/** Why this role cannot be given for this document, or null when it can. */
export function shareRoleRefusal(role: TShareRole, doc: TShareableDocument): string | null {
  return shareRolesFor(doc).includes(role) ? null : SHARING_MESSAGES.uploadViewOnly;
}

const documentId = z
  .string({ error: 'documentId is required' })
  .trim()
  .min(1, { error: 'documentId is required' })
  .max(64, { error: 'documentId must be 64 characters or fewer' });

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .pipe(z.email({ error: 'Not a valid email address' }).max(254));

/** POST /v2/shareDocument {documentId, email, role}. */
export const ZShareDocument = z.object({
  documentId,
  email,
  role: z
    .string({ error: SHARING_MESSAGES.roleInvalid })
    .refine((r) => r !== 'OWNER', { error: SHARING_MESSAGES.ownerRole })
    .pipe(z.enum(SHARE_ROLES, { error: SHARING_MESSAGES.roleInvalid })),
});
export type TShareDocument = z.infer<typeof ZShareDocument>;

export const ZRevokeShare = z.object({ documentId, email });
export type TRevokeShare = z.infer<typeof ZRevokeShare>;

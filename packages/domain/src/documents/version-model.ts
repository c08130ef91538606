import { z } from 'zod';
import { TEMPLATE_CHANGE_ACTIONS, VERSION_STATUSES } from './enums.js';
import { ZTemplate, ZTemplateSlug } from './template-model.js';

export const ZVersionRef = z.object({ templateId: ZTemplateSlug, version: z.int().min(1) });
/** What a document records about where it came from; it never follows later versions. */
export type TDocumentPin = z.infer<typeof ZVersionRef>;

export const ZTemplateVersion = z.object({
  templateId: ZTemplateSlug,
  version: z.int().min(1),
  status: z.enum(VERSION_STATUSES),
  /** How this version came to exist: CREATE, CLONE, RESTORE, or UPDATE of a finalised one. */
  action: z.enum(TEMPLATE_CHANGE_ACTIONS),
  /** The version it was made from, for every action except CREATE. */
  basedOn: ZVersionRef.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  template: ZTemplate,
});
export type TTemplateVersion = z.infer<typeof ZTemplateVersion>;

/** Every version of one template, in any order; transitions return a new array. */
export type TTemplateHistory = readonly TTemplateVersion[];

/**
 * One entry for an audit log, returned with every transition. Besides the spec's change
 * actions it records finalising and deleting, which change a status but make no version.
 */
export type TTemplateChange = {
  event: 'CLONE' | 'CREATE' | 'RESTORE' | 'UPDATE' | 'FINALISE' | 'DELETE';
  templateId: string;
  version: number;
  at: string;
};

export type TVersionResult =
  | { ok: true; history: TTemplateVersion[]; version: TTemplateVersion; change: TTemplateChange }
  | { ok: false; error: string };

/** CREATED and IN_PROGRESS versions may still change; at most one exists per template. */
export const isOpen = (v: TTemplateVersion) => v.status === 'CREATED' || v.status === 'IN_PROGRESS';

export function findVersion(history: TTemplateHistory, version: number) {
  return history.find((v) => v.version === version);
}

export function openDraft(history: TTemplateHistory) {
  return history.find(isOpen);
}

/** The version new documents are made from: the highest finalised one still in use. */
export function latestFinalised(history: TTemplateHistory): TTemplateVersion | undefined {
  return history
    .filter((v) => v.status === 'FINALISED')
    .reduce<TTemplateVersion | undefined>(
      (best, v) => (!best || v.version > best.version ? v : best),
      undefined,
    );
}

/** Pins a new document to the current finalised version, or says why it cannot be made. */
export function pinDocument(
  history: TTemplateHistory,
): { ok: true; pin: TDocumentPin; version: TTemplateVersion } | { ok: false; error: string } {
  const version = latestFinalised(history);
  if (!version) return { ok: false, error: 'This template has no finalised version yet' };
  return { ok: true, pin: { templateId: version.templateId, version: version.version }, version };
}

/**
 * The exact version a document was made from. Deleted versions are still returned: deleting
 * stops new documents, but existing ones must still open as they were written.
 */
export function pinnedVersion(
  history: TTemplateHistory,
  pin: TDocumentPin,
): TTemplateVersion | undefined {
  return history.find((v) => v.templateId === pin.templateId && v.version === pin.version);
}

import { type TTemplate, ZTemplateSlug } from './template-model.js';
import {
  findVersion,
  openDraft,
  type TTemplateChange,
  type TTemplateHistory,
  type TTemplateVersion,
  type TVersionResult,
} from './version-model.js';

// Template versions as pure transitions. A finalised version never changes, because
// documents are pinned to it; change goes into a new version instead.

/** Which version of which history to act on, and when. */
export type TVersionStep = { history: TTemplateHistory; version: number; now: Date };

const fail = (error: string): TVersionResult => ({ ok: false, error });

function done(
  history: TTemplateHistory,
  version: TTemplateVersion,
  event: TTemplateChange['event'],
): TVersionResult {
  const rest = history.filter((v) => v.version !== version.version);
  const next = [...rest, version].sort((a, b) => a.version - b.version);
  const { templateId, version: number, updatedAt: at } = version;
  return { ok: true, history: next, version, change: { event, templateId, version: number, at } };
}

function fresh(
  fields: Pick<
    TTemplateVersion,
    'templateId' | 'version' | 'status' | 'action' | 'basedOn' | 'template'
  >,
  now: Date,
): TTemplateVersion {
  const at = now.toISOString();
  return { ...fields, createdAt: at, updatedAt: at };
}

function usable(step: TVersionStep): TTemplateVersion | string {
  const current = findVersion(step.history, step.version);
  if (!current) return `Version ${step.version} does not exist`;
  if (current.status === 'DELETED') return `Version ${step.version} is deleted; restore it first`;
  return current;
}

/** A new draft from an existing version; only one draft may be open at a time. */
function branch(
  { history, now }: TVersionStep,
  from: TTemplateVersion,
  template: TTemplate,
  action: 'RESTORE' | 'UPDATE',
): TVersionResult {
  const draft = openDraft(history);
  if (draft)
    return fail(`Version ${draft.version} is already being edited; change that one instead`);
  const version = fresh(
    {
      templateId: from.templateId,
      version: history.reduce((max, v) => Math.max(max, v.version), 0) + 1,
      status: 'IN_PROGRESS',
      action,
      basedOn: { templateId: from.templateId, version: from.version },
      template,
    },
    now,
  );
  return done(history, version, action);
}

export function createTemplate({
  template,
  now,
}: {
  template: TTemplate;
  now: Date;
}): TVersionResult {
  const { id: templateId } = template.metadata;
  const version = fresh(
    { templateId, version: 1, status: 'CREATED', action: 'CREATE', basedOn: null, template },
    now,
  );
  return done([], version, 'CREATE');
}

/** Edits a draft in place; editing a finalised version starts a new draft from it. */
export function updateTemplate(step: TVersionStep & { template: TTemplate }): TVersionResult {
  const current = usable(step);
  if (typeof current === 'string') return fail(current);
  if (step.template.metadata.id !== current.templateId) {
    return fail(
      `A version of ${current.templateId} cannot become ${step.template.metadata.id}; clone it instead`,
    );
  }
  if (current.status === 'FINALISED') return branch(step, current, step.template, 'UPDATE');
  const edited: TTemplateVersion = {
    ...current,
    status: 'IN_PROGRESS',
    template: step.template,
    updatedAt: step.now.toISOString(),
  };
  return done(step.history, edited, 'UPDATE');
}

/** Freezes a draft; new documents are made from the latest finalised version. */
export function finaliseVersion(step: TVersionStep): TVersionResult {
  const current = usable(step);
  if (typeof current === 'string') return fail(current);
  if (current.status === 'FINALISED') return fail(`Version ${step.version} is already finalised`);
  const finalised: TTemplateVersion = {
    ...current,
    status: 'FINALISED',
    updatedAt: step.now.toISOString(),
  };
  return done(step.history, finalised, 'FINALISE');
}

/** Soft delete: no new documents come from it, while pinned documents still open. */
export function deleteVersion(step: TVersionStep): TVersionResult {
  const current = findVersion(step.history, step.version);
  if (!current) return fail(`Version ${step.version} does not exist`);
  if (current.status === 'DELETED') return fail(`Version ${step.version} is already deleted`);
  const deleted: TTemplateVersion = {
    ...current,
    status: 'DELETED',
    updatedAt: step.now.toISOString(),
  };
  return done(step.history, deleted, 'DELETE');
}

/** Brings back any old version's content, deleted or not, as a new draft. */
export function restoreVersion(step: TVersionStep): TVersionResult {
  const source = findVersion(step.history, step.version);
  if (!source) return fail(`Version ${step.version} does not exist`);
  return branch(step, source, source.template, 'RESTORE');
}

/** Starts a separate template from any version of this one, e.g. a variant for another state. */
export function cloneTemplate({
  source,
  templateId,
  title,
  now,
}: {
  source: TTemplateVersion;
  templateId: string;
  title?: string;
  now: Date;
}): TVersionResult {
  if (templateId === source.templateId) return fail('A clone needs a new template id');
  if (!ZTemplateSlug.safeParse(templateId).success) {
    return fail('A template id is a lower-case slug, e.g. mutual-nda');
  }
  const metadata = { ...source.template.metadata, id: templateId, ...(title ? { title } : {}) };
  const version = fresh(
    {
      templateId,
      version: 1,
      status: 'CREATED',
      action: 'CLONE',
      basedOn: { templateId: source.templateId, version: source.version },
      template: { ...source.template, metadata },
    },
    now,
  );
  return done([], version, 'CLONE');
}

import { z } from 'zod';
import { ZEditorContent } from './content-model.js';
import { EDITOR_MESSAGES } from './messages.js';

const ZId = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, { error: `${what} is required` })
    .max(64, { error: `${what} must be 64 characters or fewer` });

export const ZDocumentRef = z.object({ documentId: ZId('documentId') });

export const ZSaveDocumentVersion = z.object({
  documentId: ZId('documentId'),
  content: ZEditorContent,
  /** Absent for an autosave; a named save keeps a version the customer can find again. */
  name: z
    .string()
    .trim()
    .min(1, { error: EDITOR_MESSAGES.nameRequired })
    .max(80, { error: EDITOR_MESSAGES.nameTooLong })
    .nullish(),
});

export const ZRestoreDocumentVersion = z.object({
  documentId: ZId('documentId'),
  versionId: ZId('versionId'),
});

export const ZCompareDocumentVersions = z.object({
  documentId: ZId('documentId'),
  fromVersionId: ZId('fromVersionId'),
  toVersionId: ZId('toVersionId'),
});

export const ZDownloadFormat = z.object({
  format: z.enum(['pdf', 'docx'], { error: "format must be 'pdf' or 'docx'" }).default('pdf'),
});

const ZCommentBody = z
  .string({ error: EDITOR_MESSAGES.commentRequired })
  .trim()
  .min(1, { error: EDITOR_MESSAGES.commentRequired })
  .max(2000, { error: EDITOR_MESSAGES.commentTooLong });

const ZPosition = z.number().int().min(0).max(10_000_000);

/** A new thread names the words it is about; a reply names its thread instead. */
export const ZAddDocumentComment = z
  .object({
    documentId: ZId('documentId'),
    body: ZCommentBody,
    threadId: ZId('threadId').nullish(),
    anchor: z
      .object({
        from: ZPosition,
        to: ZPosition,
        quote: z.string().trim().min(1, { error: EDITOR_MESSAGES.anchorRequired }).max(2000),
      })
      .refine((a) => a.to > a.from, { error: EDITOR_MESSAGES.anchorRequired })
      .nullish(),
  })
  .refine((c) => c.threadId || c.anchor, {
    error: EDITOR_MESSAGES.anchorRequired,
    path: ['anchor'],
  });

export const ZSetCommentThreadStatus = z.object({
  documentId: ZId('documentId'),
  threadId: ZId('threadId'),
  status: z.enum(['ACTIVE', 'RESOLVED', 'REJECTED'], {
    error: 'status must be ACTIVE, RESOLVED or REJECTED',
  }),
});

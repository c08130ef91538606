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

export const ZDownloadFormat = z.object({
  format: z.enum(['pdf', 'docx'], { error: "format must be 'pdf' or 'docx'" }).default('pdf'),
});

import { z } from 'zod';
import { UPLOAD_FILE_TYPES, UPLOADED_FILE_NAME_PATTERN } from './uploads.js';

const id = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(64, { error: `${label} is not valid` });

const fileName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(255, { error: `${label} must be 255 characters or fewer` });

/** Accepts the spec's PDF, DOCX, PNG, JPEG in any case, and JPG for JPEG. */
const fileType = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const upper = v.trim().toUpperCase();
    return upper === 'JPG' ? 'JPEG' : upper;
  },
  z.enum(UPLOAD_FILE_TYPES, { error: `Choose a ${UPLOAD_FILE_TYPES.join(', ')} file` }),
);

/** POST /upload/my-document-upload. */
export const ZMyDocumentUpload = z.object({
  fileName: fileName('fileName'),
  fileType,
  userId: id('userId'),
});
export type TMyDocumentUpload = z.infer<typeof ZMyDocumentUpload>;

const folderId = id('folderId')
  .nullish()
  .transform((v) => v ?? null);

/** POST /folder/add-upload-document; folderId null (or left out) means the top level. */
export const ZAddUploadDocument = z.object({
  originalFileName: fileName('originalFileName'),
  uploadedFileName: z
    .string({ error: 'uploadedFileName is required' })
    .regex(UPLOADED_FILE_NAME_PATTERN, { error: 'Not a name this service gave an upload' }),
  folderId,
});
export type TAddUploadDocument = z.infer<typeof ZAddUploadDocument>;

/**
 * POST /unlock-pdf-password. The spec names only metadata and replaceInput; we read
 * metadata as which file (a My documents entry id as fileId, or the uploadedFileName an
 * upload answered with) and replaceInput as the password and whether the unlocked copy
 * replaces the original (default: kept beside it as a new file).
 */
export const ZUnlockPdf = z.object({
  metadata: z
    .object(
      {
        fileId: id('fileId').optional(),
        uploadedFileName: z
          .string()
          .regex(UPLOADED_FILE_NAME_PATTERN, { error: 'Not a name this service gave an upload' })
          .optional(),
      },
      { error: 'metadata is required' },
    )
    .refine((m) => Boolean(m.fileId || m.uploadedFileName), {
      error: 'Give fileId or uploadedFileName',
    }),
  replaceInput: z.object(
    {
      password: z
        .string({ error: 'Enter the password' })
        .min(1, { error: 'Enter the password' })
        .max(128, { error: 'The password must be 128 characters or fewer' }),
      replace: z.boolean({ error: 'replace must be true or false' }).default(false),
    },
    { error: 'replaceInput is required' },
  ),
});
export type TUnlockPdf = z.infer<typeof ZUnlockPdf>;

const folderName = z
  .string({ error: 'Give the folder a name' })
  .trim()
  .min(1, { error: 'Give the folder a name' })
  .max(80, { error: 'The name must be 80 characters or fewer' })
  .refine((v) => ![...v].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127), {
    error: 'The name has characters we cannot show',
  });

export const ZCreateFolder = z.object({ name: folderName, parentId: folderId });
export const ZRenameFolder = z.object({ folderId: id('folderId'), name: folderName });
export const ZFolderId = z.object({ folderId: id('folderId') });
/** folderId null moves the document back to the top level. */
export const ZMoveDocument = z.object({ documentId: id('documentId'), folderId });

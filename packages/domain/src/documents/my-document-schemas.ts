import { z } from 'zod';

const id = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, { error: `${label} is required` })
    .max(64);

export const ZStartDocument = z.object({ templateId: id('templateId') });

export const ZSaveAnswers = z.object({
  documentId: id('documentId'),
  answers: z
    .record(z.string(), z.unknown(), { error: 'answers must be an object' })
    .refine((v) => JSON.stringify(v).length <= 256_000, {
      error: 'answers must be smaller than 256 KB',
    }),
});
export type TSaveAnswers = z.infer<typeof ZSaveAnswers>;

export const ZRenameDocument = z.object({
  documentId: id('documentId'),
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, { error: 'Give the document a name' })
    .max(150, { error: 'The name must be 150 characters or fewer' }),
});

export const ZDocumentId = z.object({ documentId: id('documentId') });

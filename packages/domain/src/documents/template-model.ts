import { z } from 'zod';
import { TENANTS } from '../shared/enums.js';
import { ZBlock } from './body-model.js';
import { DOCUMENT_CATEGORIES, FONTS } from './enums.js';
import { ZQuestionnaire } from './questionnaire-model.js';
import { checkTemplate } from './template-check.js';

// A legal document template as data: what it is (metadata), what to ask (questionnaire)
// and what to write (body). Stored as JSON, so everything is checked when parsed.

export const ZTemplateSlug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: 'A template id is a lower-case slug, e.g. mutual-nda',
  })
  .max(100);

export const ZTemplateMetadata = z.object({
  id: ZTemplateSlug,
  title: z.string().trim().min(1, { error: 'A template needs a title' }).max(200),
  category: z.enum(DOCUMENT_CATEGORIES, {
    error: `Category is one of ${DOCUMENT_CATEGORIES.join(', ')}`,
  }),
  description: z.string().max(2000).default(''),
  /** Sort weight in the library; higher shows first. */
  popularity: z.number().min(0).default(0),
  keywords: z.array(z.string().trim().min(1)).default([]),
  rights: z.object({ canDownload: z.boolean() }),
  /** Body font of the finished document. */
  font: z.enum(FONTS).default('Helvetica'),
  /** Whose law the template is written under. */
  country: z.enum(TENANTS).default('AU'),
});
export type TTemplateMetadata = z.infer<typeof ZTemplateMetadata>;

export const ZTemplate = z
  .object({
    metadata: ZTemplateMetadata,
    questionnaire: ZQuestionnaire,
    body: z.array(ZBlock).min(1, { error: 'A template needs a body' }),
  })
  .superRefine((template, ctx) => {
    for (const issue of checkTemplate(template)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
export type TTemplate = z.infer<typeof ZTemplate>;
/** A template as written by an author, before defaults are filled in. */
export type TTemplateInput = z.input<typeof ZTemplate>;

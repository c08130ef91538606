import { z } from 'zod';
import { TEMPLATE_MESSAGES, TEMPLATE_NAME_MAX } from './template-messages.js';

const ZId = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, { error: `${what} is required` })
    .max(64, { error: `${what} must be 64 characters or fewer` });

const ZTemplateName = z
  .string({ error: TEMPLATE_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: TEMPLATE_MESSAGES.nameRequired })
  .max(TEMPLATE_NAME_MAX, { error: TEMPLATE_MESSAGES.nameTooLong });

export const ZTemplateRef = z.object({ templateId: ZId('templateId') });

export const ZSaveDocumentAsTemplate = z.object({
  documentId: ZId('documentId'),
  name: ZTemplateName,
});

export const ZRenameCustomerTemplate = z.object({
  templateId: ZId('templateId'),
  name: ZTemplateName,
});

export const ZUpdateCustomerTemplate = z.object({
  templateId: ZId('templateId'),
  documentId: ZId('documentId'),
});

export const ZRestoreCustomerTemplate = z.object({
  templateId: ZId('templateId'),
  entryId: ZId('entryId'),
});

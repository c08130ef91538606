import { z } from 'zod';
import { EDITOR_MESSAGES } from './messages.js';
import { EDIT_OPERATIONS, SUGGESTION_STATUSES } from './tables.js';

const ZId = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, { error: `${what} is required` })
    .max(64, { error: `${what} must be 64 characters or fewer` });

const ZWords = z.string().max(10_000, { error: EDITOR_MESSAGES.suggestionTooLong });

/**
 * A suggestion: DELETE names the words it removes, INSERT the words it adds, REPLACE both.
 * Words are kept exactly as typed (spaces matter in a clause), never trimmed.
 */
export const ZSuggestDocumentChange = z
  .object({
    documentId: ZId('documentId'),
    operation: z.enum(EDIT_OPERATIONS, { error: 'operation must be DELETE, INSERT or REPLACE' }),
    /** A Yjs relative position, encoded and then base64. */
    anchor: z
      .string({ error: EDITOR_MESSAGES.suggestionAnchorInvalid })
      .min(4, { error: EDITOR_MESSAGES.suggestionAnchorInvalid })
      .max(400, { error: EDITOR_MESSAGES.suggestionAnchorInvalid })
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: EDITOR_MESSAGES.suggestionAnchorInvalid }),
    original: ZWords.default(''),
    text: ZWords.default(''),
  })
  .superRefine((s, ctx) => {
    const needsOriginal = s.operation !== 'INSERT';
    const needsText = s.operation !== 'DELETE';
    if (needsOriginal !== s.original.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['original'],
        message: needsOriginal
          ? EDITOR_MESSAGES.suggestionOriginalRequired
          : 'An insertion replaces no words: leave original empty.',
      });
    if (needsText !== s.text.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['text'],
        message: needsText
          ? EDITOR_MESSAGES.suggestionTextRequired
          : 'A deletion adds no words: leave text empty.',
      });
    if (s.operation === 'REPLACE' && s.original === s.text)
      ctx.addIssue({
        code: 'custom',
        path: ['text'],
        message: EDITOR_MESSAGES.suggestionUnchanged,
      });
  });

const RESOLUTIONS = SUGGESTION_STATUSES.filter((s) => s !== 'PENDING') as ['ACCEPTED', 'REJECTED'];
const ZResolution = z.enum(RESOLUTIONS, { error: 'status must be ACCEPTED or REJECTED' });

export const ZResolveDocumentSuggestion = z.object({
  documentId: ZId('documentId'),
  suggestionId: ZId('suggestionId'),
  status: ZResolution,
});

export const ZResolveAllDocumentSuggestions = z.object({
  documentId: ZId('documentId'),
  status: ZResolution,
});

import { MESSAGES } from '@app/domain';

/**
 * What the assistant tells customers when it refuses or fails. One catalogue, as the other
 * areas have, so every refusal's wording is reviewed in one place.
 */
export const AI_MESSAGES = {
  conversationLoadFailed: MESSAGES.conversationLoadFailed,
  ratingFailed: MESSAGES.ratingFailed,
  emptyQuestion: 'Type a question for the assistant (up to 4,000 characters).',
  modeNotAvailable: 'That mode is not available in the assistant. Ask, draft or review a document.',
  reviewNeedsDocument: 'Upload a document (PDF or Word) for the assistant to review.',
  draftNotMatched:
    'I could not tell which document you would like drafted. Say what it is for, for example "draft a mutual NDA between Acme Pty Ltd and Beta Pty Ltd".',
  draftEditNeedsPlan:
    'Editing drafts is part of a plan with the AI assistant. Upgrade your plan to edit and save drafts.',
  emptyDraft: 'The draft is empty. Add its text before you save it.',
  draftTooLong: 'The draft is too long to save (up to 500,000 characters).',
  reviewUnreadable:
    'The assistant could not read any text in this document. Upload a PDF with selectable text or a Word document.',
  reviewLockedPdf: 'This PDF needs its password. Unlock it in My documents, then ask for a review.',
  reviewNotUpload: 'Only uploaded documents can be reviewed here.',
  nothingToSummarise: 'There is not enough text to summarise (a few full sentences at least).',
  translateNeedsProvider:
    'Translation needs an AI model, and none is set up on this service. Use Simplify for a plain-English summary instead.',
  translateNotAvailable:
    'Translation is not available with the AI model set up on this service. Use Simplify for a plain-English summary instead.',
  providerNotConfigured:
    "That AI provider is not set up on this service. Leave the provider out to use Clausewell's assistant.",
  freeDailyLimit:
    "You have used today's free questions to the AI assistant. Choose a plan to keep asking, or come back tomorrow.",
  paidDailyLimit:
    "You have reached today's limit of questions to the AI assistant. Please come back tomorrow.",
  answerFailed: 'The assistant could not finish this answer. Please try again.',
  onlyAnswersRated: "Only the assistant's answers can be rated.",
} as const;

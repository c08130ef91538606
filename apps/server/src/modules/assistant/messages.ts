import { MESSAGES } from '@app/domain';

/**
 * What the assistant tells customers when it refuses or fails. One catalogue, as the other
 * areas have, so every refusal's wording is reviewed in one place.
 */
export const AI_MESSAGES = {
  conversationLoadFailed: MESSAGES.conversationLoadFailed,
  ratingFailed: MESSAGES.ratingFailed,
  emptyQuestion: 'Type a question for the assistant (up to 4,000 characters).',
  modeNotAvailable:
    'Drafting and document review are not available in the assistant yet. Ask a question instead.',
  providerNotConfigured:
    "That AI provider is not set up on this service. Leave the provider out to use Clausewell's assistant.",
  freeDailyLimit:
    "You have used today's free questions to the AI assistant. Choose a plan to keep asking, or come back tomorrow.",
  paidDailyLimit:
    "You have reached today's limit of questions to the AI assistant. Please come back tomorrow.",
  answerFailed: 'The assistant could not finish this answer. Please try again.',
  onlyAnswersRated: "Only the assistant's answers can be rated.",
} as const;

/** What the editor tells people, in the product's words. */
export const EDITOR_MESSAGES = {
  notFinished: 'Finish the questionnaire before editing this document.',
  uploaded: 'An uploaded file cannot be edited here. Download it to change it.',
  finalised: 'This version is final and cannot be changed: it is the one being signed.',
  contentInvalid: 'The document could not be saved: its content is not a document we can keep.',
  contentTooLarge: 'The document is too large to save (the limit is 2 MB of content).',
  nameRequired: 'Give the version a name.',
  nameTooLong: 'A version name must be 80 characters or fewer.',
  versionNotFound: 'That version does not exist for this document.',
  versionDeleted: 'That version was deleted and cannot be restored.',
  nothingToFinalise: 'Save the document before marking a version final.',
  commentRequired: 'Write a comment.',
  commentTooLong: 'A comment must be 2,000 characters or fewer.',
  anchorRequired: 'Select the words the comment is about.',
  threadNotFound: 'That comment thread does not exist for this document.',
  threadClosed: 'This thread is closed. Reopen it to reply.',
  liveSignIn: 'Sign in again to edit this document.',
  liveReadOnly: 'You can read this document but not change it: your change was not kept.',
  liveSuggestOnly:
    'You can suggest changes to this document but not edit it directly: your change was not kept.',
  liveFinalised: 'This document was made final: it opens read-only now.',
  cannotComment: 'You can read this document but not comment on it. Ask its owner for access.',
  cannotSuggest:
    'You can read this document but not suggest changes to it. Ask its owner for access.',
  cannotResolveSuggestion: 'Only the owner or an editor can accept or reject suggestions.',
  suggestionNotFound: 'That suggestion does not exist for this document.',
  suggestionResolved: 'That suggestion was already accepted or rejected.',
  suggestionStale:
    'The words this suggestion changes were edited after it was made, so it cannot be accepted. Reject it, or ask for a new suggestion.',
  suggestionAnchorInvalid:
    'The suggestion does not point at words of this document as it reads now. Reload the document and suggest again.',
  suggestionTextRequired: 'Type the words to insert.',
  suggestionOriginalRequired: 'Select the words to delete or replace.',
  suggestionUnchanged: 'The suggested words are the same as the words they replace.',
  suggestionTooLong: 'A suggestion must be 10,000 characters or fewer.',
} as const;

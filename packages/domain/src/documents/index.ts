// The public face of the document template engine. Helpers used only between these files
// (expansion, reference checks, accept/reject) stay unexported so names stay few and clear.
export {
  answersComplete,
  checkAnswers,
  type TAnswerCheck,
  type TAnswerOptions,
  type TAnswerProblem,
} from './answers.js';
export {
  type TBlock,
  type TBlockType,
  type TPartyDetail,
  ZBlock,
  ZInline,
  ZPartyDetail,
} from './body-model.js';
export * from './citation-model.js';
export {
  findCitations,
  staleCitations,
  type TCitationProblem,
  type TFoundCitation,
  templateProse,
  unregistered,
} from './citations.js';
export * from './clause-model.js';
export { clauseNumber } from './clause-numbering.js';
export { checkClauseLibrary, resolveClauses, type TResolved } from './clause-resolve.js';
export { completionSteps } from './completion-guidance.js';
export * from './completion-model.js';
export {
  type TAnswerPath,
  type TCondition,
  type TScalar,
  ZAnswerPath,
  ZCondition,
  ZScalar,
} from './condition-model.js';
export {
  evaluateCondition,
  isTruthy,
  resolvePath,
  type TAnswers,
  type TQuestionVisit,
  visibleAnswers,
  visibleQuestions,
} from './conditions.js';
export {
  calendarDate,
  DEFAULT_TIME_ZONE,
  formatDateLong,
  formatDateShort,
  parseIsoDate,
  type TCalendarDate,
} from './dates.js';
export type { TRenderedBlock, TRenderedDocument, TSignatureMark } from './document-model.js';
export * from './enums.js';
export type { TFieldContext, TFieldResult, TFieldRules } from './field-rules.js';
export { validateField } from './field-validation.js';
export { answerText } from './filters.js';
export {
  formatAddress,
  formatCurrencyAud,
  formatFullName,
  formatNumber,
  formatPercent,
  joinList,
  type TAddress,
  type TFullName,
} from './format.js';
export * from './identifiers.js';
export * from './licence.js';
export * from './my-document-schemas.js';
export { normaliseAuPhone } from './phone.js';
export {
  FILTER_ARGS,
  parseInline,
  type TFilter,
  type TFilterName,
  type TInlineSegment,
} from './placeholders.js';
export { missingAnswerMessage, questionLabelText } from './questionnaire-messages.js';
export * from './questionnaire-model.js';
export {
  CONFIRMED_STEPS_KEY,
  confirmedSteps,
  questionnaireProgress,
  type TQuestionnaireProgress,
  withStepConfirmed,
} from './questionnaire-progress.js';
export * from './questionnaire-rules.js';
export { render, type TRenderResult } from './render.js';
export {
  PREVIEW_GAP_END,
  PREVIEW_GAP_START,
  previewPieces,
  renderPreview,
  type TPreviewPiece,
  type TPreviewTemplate,
} from './render-preview.js';
export * from './review.js';
export { searchSynonyms } from './search-synonyms.js';
export {
  editDistance,
  isStopWord,
  searchStems,
  searchWords,
  stemWord,
  typoAllowance,
} from './search-words.js';
export * from './sharing.js';
export * from './sharing-filter-keys.js';
export { checkTemplate, type TTemplateIssue } from './template-check.js';
export * from './template-model.js';
export * from './upload-schemas.js';
export * from './uploads.js';
export * from './version-model.js';
export * from './versions.js';

export { AiPage } from './ai-page';
export { ReviewDocumentPage } from './review-document-page';

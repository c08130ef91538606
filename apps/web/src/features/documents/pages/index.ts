export { DocumentLibraryPage } from './document-library-page';
export { MyDocumentsPage } from './my-documents-page';
export { QuestionnairePage } from './questionnaire-page';

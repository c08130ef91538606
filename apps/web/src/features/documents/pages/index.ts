export { DocumentLibraryPage } from './document-library-page';
export { GoToFolderPage } from './go-to-folder-page';
export { MyDocumentsPage } from './my-documents-page';
export { QuestionnairePage } from './questionnaire-page';

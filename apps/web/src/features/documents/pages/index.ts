export { DocumentLibraryPage } from './document-library-page';

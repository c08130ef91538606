import { pagesOf, type TFeature, type TRoutePrefetch } from '../../lib/feature-routes';

// The documents area's one public entry. Each page is its own download, so the list pages
// do not carry the questionnaire's date pickers and preview.
const myDocumentsPage = pagesOf(() => import('./pages/my-documents-page'));
const questionnairePage = pagesOf(() => import('./pages/questionnaire-page'));
const libraryPage = pagesOf(() => import('./pages/document-library-page'));
const goToFolderPage = pagesOf(() => import('./pages/go-to-folder-page'));

/** My documents' list and the licences beside it, asked for while the page downloads. */
const prefetchMyDocuments: TRoutePrefetch = async (client) => {
  const [mine, licences] = await Promise.all([
    import('./api/my-documents'),
    import('./api/licences'),
  ]);
  return Promise.all([
    client.prefetchQuery(mine.myDocumentsQueryOptions()),
    client.prefetchQuery(licences.documentLicencesQueryOptions()),
  ]);
};

/** The library's templates for the search in the address, asked for while the page downloads. */
const prefetchLibrary: TRoutePrefetch = async (client, url) => {
  const library = await import('./api/library-documents');
  return client.prefetchQuery(
    library.libraryDocumentsQueryOptions(library.libraryFiltersFrom(url.searchParams)),
  );
};

export const documentsFeature: TFeature = {
  name: 'documents',
  routes: [
    myDocumentsPage('myDocuments', 'app', (p) => p.MyDocumentsPage, prefetchMyDocuments),
    questionnairePage('documentQuestionnaire', 'app', (p) => p.QuestionnairePage),
    libraryPage('documentLibrary', 'app', (p) => p.DocumentLibraryPage, prefetchLibrary),
    goToFolderPage('goToFolder', 'app', (p) => p.GoToFolderPage),
  ],
};
export { useUploadDocument } from './hooks/use-upload-document';

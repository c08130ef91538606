import { pagesOf, type TFeature } from '../../lib/feature-routes';

// The documents area's one public entry.
const page = pagesOf(() => import('./pages'));

export const documentsFeature: TFeature = {
  name: 'documents',
  routes: [
    page('myDocuments', 'app', (p) => p.MyDocumentsPage),
    page('documentQuestionnaire', 'app', (p) => p.QuestionnairePage),
    page('documentLibrary', 'app', (p) => p.DocumentLibraryPage),
    page('goToFolder', 'app', (p) => p.GoToFolderPage),
  ],
};

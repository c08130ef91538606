import { pagesOf, type TFeature } from '../../lib/feature-routes';

// The editor's one public entry. Its page loads on its own, so TipTap and ProseMirror are
// downloaded only by someone opening a document in the editor.
const editorPage = pagesOf(() => import('./pages/editor-page'));

export const editorFeature: TFeature = {
  name: 'editor',
  routes: [editorPage('documentEditor', 'app', (p) => p.EditorPage)],
};

// My documents lists the customer's own templates (no TipTap in it).
export { MyTemplates } from './components/my-templates';

import { pagesOf, type TFeature } from '../../lib/feature-routes';

// The assistant's one public entry: the full-screen page, loaded on its route, and the side
// panel's content, which the app frame loads the first time the panel opens.
const page = pagesOf(() => import('./pages'));

/** The side panel's content, downloaded only when the panel is first opened. */
export const loadAssistantPanel = () =>
  import('./components/assistant-panel').then((m) => ({ default: m.AssistantPanel }));

export const assistantFeature: TFeature = {
  name: 'assistant',
  routes: [
    page('ai', 'app', (p) => p.AiPage),
    page('aiReviewDocument', 'app', (p) => p.ReviewDocumentPage),
  ],
};

import { pagesOf, type TFeature } from '../../lib/feature-routes';

// The assistant's one public entry: the full-screen page, loaded on its route. The side
// panel's content is loaded by the app frame from ./panel when first opened.
const page = pagesOf(() => import('./pages'));

export const assistantFeature: TFeature = {
  name: 'assistant',
  routes: [page('ai', 'app', (p) => p.AiPage)],
};

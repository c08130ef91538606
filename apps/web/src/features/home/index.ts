import { pagesOf, type TFeature } from '../../lib/feature-routes';

// The home area's one public entry.
const page = pagesOf(() => import('./pages'));

export const homeFeature: TFeature = {
  name: 'home',
  routes: [page('home', 'app', (p) => p.HomePage)],
};

import { pagesOf, type TFeature, type TRoutePrefetch } from '../../lib/feature-routes';
import { currentUserQueryOptions } from '../../lib/session';

// The home area's one public entry.
const page = pagesOf(() => import('./pages'));

/**
 * A customer's home lists their documents and workflows: both asked for while the page
 * downloads, once the user (already on its way since the app started) says it is a customer.
 * A lawyer's dashboard asks for its own figures.
 */
const prefetchHome: TRoutePrefetch = async (client) => {
  const [user, overview, workflows] = await Promise.all([
    client.ensureQueryData(currentUserQueryOptions()),
    import('./api/home-overview'),
    import('./api/home-workflows'),
  ]);
  if (!user || user.isLawyer) return;
  return Promise.all([
    client.prefetchQuery(overview.homeOverviewQueryOptions()),
    client.prefetchQuery(workflows.homeWorkflowsQueryOptions()),
  ]);
};

export const homeFeature: TFeature = {
  name: 'home',
  routes: [page('home', 'app', (p) => p.HomePage, prefetchHome)],
};

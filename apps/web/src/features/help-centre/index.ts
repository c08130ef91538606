import { pagesOf, type TFeature } from '../../lib/feature-routes';

// Open to visitors and customers alike: the guides the assistant answers from.
const page = pagesOf(() => import('./pages'));

export const helpCentreFeature: TFeature = {
  name: 'help-centre',
  routes: [
    page('helpCentre', 'open', (p) => p.HelpCentrePage),
    page('helpCentreGuide', 'open', (p) => p.HelpCentreGuidePage),
  ],
};

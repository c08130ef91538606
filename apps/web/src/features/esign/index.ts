import { pagesOf, type TFeature } from '../../lib/feature-routes';

// The e-sign area's one public entry. The verify page is open to anyone holding a signed PDF.
const verifyPage = pagesOf(() => import('./verify/verify-page'));

export const esignFeature: TFeature = {
  name: 'esign',
  routes: [verifyPage('esignVerify', 'open', (p) => p.VerifyPage)],
};

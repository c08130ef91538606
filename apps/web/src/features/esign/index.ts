import { pagesOf, type TFeature } from '../../lib/feature-routes';

// The e-sign area's one public entry. The signer's page is public and bare (a recipient needs
// no account and sees no app around the document), and loads on its own: someone opening a
// signing link downloads neither the sender's screens nor, until the document shows, pdf.js.
const signerPage = pagesOf(() => import('./pages/signer-page'));
const senderPage = pagesOf(() => import('./pages'));
const verifyPage = pagesOf(() => import('./verify/verify-page'));
const webhooksPage = pagesOf(() => import('./webhooks/webhooks-page'));

export const esignFeature: TFeature = {
  name: 'esign',
  routes: [
    signerPage('esign', 'bare', (p) => p.SignerPage),
    senderPage('esignSend', 'app', (p) => p.SendPage),
    senderPage('esignProcess', 'app', (p) => p.ProcessPage),
    verifyPage('esignVerify', 'open', (p) => p.VerifyPage),
    webhooksPage('esignWebhooks', 'app', (p) => p.WebhooksPage),
  ],
};

// The sender's pages; the signer's page is loaded on its own (see ../index.ts).
export { ProcessPage } from './process-page';
export { SendPage } from './send-page';

// The help centre's pages, loaded together on the first visit to either.
export { HelpCentreGuidePage } from './guide-page';
export { HelpCentrePage } from './help-centre-page';

// The legal pages, loaded together on the first visit to either.
export { PrivacyPage } from './privacy-page';
export { TermsPage } from './terms-page';

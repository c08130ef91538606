export { BankingOffersPage, PartnerOffersPage } from './partner-offers-page';

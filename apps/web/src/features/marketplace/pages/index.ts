export { GuidelinesPage } from './guidelines-page';
export { MessagesPage } from './messages-page';
export {
  MyBriefsClosedPage,
  MyBriefsNewPage,
  MyBriefsQuotedPage,
  MyBriefsWonPage,
} from './my-briefs-page';
export { MyClientsPage } from './my-clients-page';
export { PayoutsPage } from './payouts-page';
export { QuotesPage } from './quotes-page';

import { pagesOf, type TFeature } from '../../lib/feature-routes';

const pages = pagesOf(() => import('./pages'));

/** The quotes marketplace: briefs and quotes, the lawyer's lists, chat, clients and payouts. */
export const marketplaceFeature: TFeature = {
  name: 'marketplace',
  routes: [
    pages('quotes', 'app', (p) => p.QuotesPage),
    pages('myBriefsNew', 'app', (p) => p.MyBriefsNewPage),
    pages('myBriefsQuoted', 'app', (p) => p.MyBriefsQuotedPage),
    pages('myBriefsWon', 'app', (p) => p.MyBriefsWonPage),
    pages('myBriefsClosed', 'app', (p) => p.MyBriefsClosedPage),
    pages('quickQuoteMessages', 'app', (p) => p.MessagesPage),
    pages('myClients', 'app', (p) => p.MyClientsPage),
    pages('myClientsPayouts', 'app', (p) => p.PayoutsPage),
    pages('myQuotesGuidelines', 'app', (p) => p.GuidelinesPage),
  ],
};

// The navigation shows the unread count beside the chat links.
export { ChatUnreadBadge } from './components/chat-unread-badge';
// The lawyer's Dashboard shows their marketplace figures.
export { LawyerFigures } from './components/lawyer-figures';

import { formatDollars } from '@app/domain';
import type { TDeps } from '../../platform/deps.js';
import { notify } from '../notifications/index.js';
import { personOf, type TBrief, type TJob, type TQuote } from './records.js';

// Notices in the notification centre beside the marketplace's mail, each linking to the page
// where the reader acts. Like the mail, they never name the client to a lawyer who has not
// won the brief; a notice that could not be written is logged by notify() and never undoes
// the quote, payment or step it reports.

export const MARKETPLACE_LINKS = {
  quotes: '/quotes',
  won: '/my-briefs/won',
  clients: '/my-clients',
  payouts: '/my-clients/payouts',
  messages: '/quick-quote/messages',
} as const;

/** The customer: a lawyer quoted on their brief. */
export async function noticeNewQuote(deps: TDeps, o: { brief: TBrief; quote: TQuote }) {
  const lawyer = await personOf(deps.database.db, o.quote.lawyerId);
  await notify(deps, {
    userId: o.brief.customerId,
    kind: 'MARKETPLACE_QUOTE_RECEIVED',
    title: `New quote for “${o.brief.title}”`,
    body: `${lawyer.name} quoted a fixed fee of ${formatDollars(o.quote.feeCents)}.`,
    link: MARKETPLACE_LINKS.quotes,
  });
}

/** The lawyer: their quote was accepted and paid. */
export async function noticeQuoteAccepted(deps: TDeps, o: { brief: TBrief; job: TJob }) {
  await notify(deps, {
    userId: o.job.lawyerId,
    kind: 'MARKETPLACE_QUOTE_ACCEPTED',
    title: `Your quote for “${o.brief.title}” was accepted`,
    body: `The client paid ${formatDollars(o.job.amountInCents)}; we hold it until they accept the work.`,
    link: MARKETPLACE_LINKS.won,
  });
}

/** The customer: the lawyer marked the work done and waits for their acceptance. */
export async function noticeWorkDone(deps: TDeps, o: { briefTitle: string; job: TJob }) {
  await notify(deps, {
    userId: o.job.customerId,
    kind: 'MARKETPLACE_WORK_DONE',
    title: `Work done on “${o.briefTitle}”`,
    body: 'Your lawyer marked the work done. Review it and accept it to release the fee.',
    link: MARKETPLACE_LINKS.quotes,
  });
}

/** The lawyer: the job is complete and their earnings are due. */
export async function noticeJobComplete(deps: TDeps, o: { briefTitle: string; job: TJob }) {
  await notify(deps, {
    userId: o.job.lawyerId,
    kind: 'MARKETPLACE_JOB_COMPLETE',
    title: `Job complete: “${o.briefTitle}”`,
    body: `Your earnings of ${formatDollars(o.job.netInCents)} are now due.`,
    link: MARKETPLACE_LINKS.payouts,
  });
}

/** Someone away from the conversation: a message is waiting (once until they read). */
export async function noticeUnreadMessage(
  deps: TDeps,
  o: { brief: TBrief; toUserId: string; fromName: string },
) {
  await notify(deps, {
    userId: o.toUserId,
    kind: 'MARKETPLACE_MESSAGE',
    title: `New message about “${o.brief.title}”`,
    body: `${o.fromName} sent you a message.`,
    link: MARKETPLACE_LINKS.messages,
  });
}

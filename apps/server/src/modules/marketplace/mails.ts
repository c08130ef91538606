import { formatDollars } from '@app/domain';
import type { TDeps } from '../../platform/deps.js';
import { notificationEmailWanted, type TNotificationKind } from '../notifications/index.js';
import { personOf, type TBrief, type TJob, type TQuote } from './records.js';

// Mail about the marketplace never names the client to a lawyer who has not won the brief,
// and a failure to send is logged: the quote or the payment it reports stands.

// Each mail has its notice in the notification centre; the customer chooses whether it also
// comes by e-mail in account settings.
const wanted = (deps: TDeps, userId: string, kind: TNotificationKind) =>
  notificationEmailWanted(deps, { userId, kind });

async function send(deps: TDeps, mail: { to: string; subject: string; text: string }) {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.logger.error({ err: error, subject: mail.subject }, 'marketplace mail not sent');
  }
}

/** Tells the customer a lawyer has quoted on their brief. */
export async function mailNewQuote(deps: TDeps, o: { brief: TBrief; quote: TQuote }) {
  if (!(await wanted(deps, o.brief.customerId, 'MARKETPLACE_QUOTE_RECEIVED'))) return;
  const { db } = deps.database;
  const [customer, lawyer] = await Promise.all([
    personOf(db, o.brief.customerId),
    personOf(db, o.quote.lawyerId),
  ]);
  await send(deps, {
    to: customer.email,
    subject: `New quote for “${o.brief.title}”`,
    text:
      `${lawyer.name} quoted a fixed fee of ${formatDollars(o.quote.feeCents)} ` +
      `(${o.quote.timelineDays} days) on your brief “${o.brief.title}”.\n\n` +
      `Compare the quotes: ${deps.config.APP_URL}/quotes\n`,
  });
}

/** Tells the lawyer their quote was accepted and paid, and who the client is. */
export async function mailQuoteAccepted(deps: TDeps, o: { brief: TBrief; job: TJob }) {
  if (!(await wanted(deps, o.job.lawyerId, 'MARKETPLACE_QUOTE_ACCEPTED'))) return;
  const { db } = deps.database;
  const [customer, lawyer] = await Promise.all([
    personOf(db, o.job.customerId),
    personOf(db, o.job.lawyerId),
  ]);
  await send(deps, {
    to: lawyer.email,
    subject: `Your quote for “${o.brief.title}” was accepted`,
    text:
      `${customer.name} (${customer.email}) accepted your quote of ` +
      `${formatDollars(o.job.amountInCents)} and paid it; we hold the fee until they accept ` +
      `the work. Your earnings after the platform fee: ${formatDollars(o.job.netInCents)}.\n\n` +
      `Start the work: ${deps.config.APP_URL}/my-briefs/won\n`,
  });
}

/** Tells someone away from the conversation that a message is waiting (once until they read). */
export async function mailUnreadMessage(
  deps: TDeps,
  o: { brief: TBrief; toUserId: string; fromName: string; toLawyer: boolean },
) {
  if (!(await wanted(deps, o.toUserId, 'MARKETPLACE_MESSAGE'))) return;
  const to = await personOf(deps.database.db, o.toUserId);
  await send(deps, {
    to: to.email,
    subject: `New message about “${o.brief.title}”`,
    text:
      `${o.fromName} sent you a message about “${o.brief.title}”.\n\n` +
      `Read and reply: ${deps.config.APP_URL}/quick-quote/messages\n` +
      (o.toLawyer ? '' : '\nContact details stay hidden until you accept a quote.\n'),
  });
}

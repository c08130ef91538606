import { COMPANY_CHANGE_LABELS, formatDateLong } from '@app/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/auth/users-table.js';
import type { TDeps } from '../../platform/deps.js';
import { notificationEmailWanted, notify, type TNotificationKind } from '../notifications/index.js';
import type { TCompanyChangeRow } from './records.js';

export async function userContact(deps: TDeps, userId: string) {
  const [user] = await deps.database.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user;
}

// Changes and reviews are company deadlines: they share the compliance kind of notice (and its
// icon), named through string so this area builds whichever order the kinds are added in.
const COMPANY_NOTICE = 'COMPLIANCE_DUE' as string as TNotificationKind;

const changeLink = (deps: TDeps, id: string) =>
  `${deps.config.APP_URL}/companies/company-change/${encodeURIComponent(id)}`;

/**
 * Tells the customer what ASIC did with their change, by e-mail and in the notification
 * centre. A mail that fails is logged: the lodgement stands.
 */
export async function tellCustomer(deps: TDeps, row: TCompanyChangeRow): Promise<void> {
  const what = row.types.map((t) => COMPANY_CHANGE_LABELS[t].toLowerCase()).join(', ');
  const [title, body] =
    row.status === 'Submitted'
      ? [
          'ASIC accepted your company change',
          `Your change (${what}) is lodged and your company register is updated.`,
        ]
      : row.rejectionReason
        ? [
            'ASIC has queried your company change',
            `ASIC said: ${row.rejectionReason}. Our team is reviewing it and will be in touch.`,
          ]
        : [
            'Your company change is with ASIC',
            `ASIC is reviewing your change (${what}). We will tell you when it is decided.`,
          ];
  try {
    const user = await userContact(deps, row.userId);
    if (
      user &&
      (await notificationEmailWanted(deps, { userId: row.userId, kind: COMPANY_NOTICE }))
    ) {
      const link = changeLink(deps, row.id);
      await deps.mailer.send({
        to: user.email,
        subject: title,
        text: `Hi ${user.firstName},\n\n${body}\n\nSee the change: ${link}\n\nClausewell`,
      });
    }
    await notify(deps, {
      userId: row.userId,
      kind: COMPANY_NOTICE,
      title,
      body,
      link: `/companies/company-change/${encodeURIComponent(row.id)}`,
    });
  } catch (error) {
    deps.logger.error({ err: error, changeId: row.id }, 'company change mail failed');
  }
}

/** A reminder of a company's annual review, by e-mail and in the notification centre. */
export async function sendReviewReminder(
  deps: TDeps,
  o: {
    userId: string;
    companyName: string;
    reviewDate: string;
    dueDate: string;
    kind: string;
    businessId: string;
  },
): Promise<void> {
  const title =
    o.kind === 'BEFORE'
      ? `${o.companyName}: annual review on ${formatDateLong(o.reviewDate)}`
      : o.kind === 'ON_DAY'
        ? `${o.companyName}: annual review today`
        : `${o.companyName}: ASIC late fees start after ${formatDateLong(o.dueDate)}`;
  const body = `Check the company statement, pass the solvency resolution and pay ASIC's annual review fee by ${formatDateLong(o.dueDate)}.`;
  const path = `/company-review/business/what-to-expect/${encodeURIComponent(o.businessId)}`;
  const user = await userContact(deps, o.userId);
  if (user && (await notificationEmailWanted(deps, { userId: o.userId, kind: COMPANY_NOTICE }))) {
    await deps.mailer.send({
      to: user.email,
      subject: title,
      text: `Hi ${user.firstName},\n\n${body}\n\nStart the review: ${deps.config.APP_URL}${path}\n\nClausewell`,
    });
  }
  await notify(deps, { userId: o.userId, kind: COMPANY_NOTICE, title, body, link: path });
}

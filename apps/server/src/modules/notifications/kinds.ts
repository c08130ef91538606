/** The events other areas report; the web picks an icon per kind. */
export const NOTIFICATION_KINDS = [
  'TEAM_INVITE_ACCEPTED',
  'DOCUMENT_SHARED',
  'SIGNATURE_COMPLETED',
  'COMPLIANCE_DUE',
  'VIRTUAL_OFFICE',
  'MARKETPLACE_QUOTE_RECEIVED',
  'MARKETPLACE_QUOTE_ACCEPTED',
  'MARKETPLACE_WORK_DONE',
  'MARKETPLACE_JOB_COMPLETE',
  'MARKETPLACE_MESSAGE',
  'TEAM_FOLDER_DOCUMENT',
  'WORKFLOW_STEP_DUE',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * How a kind reaches the inbox. 'notice': notify() e-mails the notice itself when the
 * customer has it switched on. 'area': the reporting area sends its own, richer mail and asks
 * notificationEmailWanted() first. 'always': the area sends its own mail whatever the
 * setting, so settings shows it as always e-mailed rather than offer a switch that would do
 * nothing. Mail the law or the customer's security needs (sign-in, password, receipts, a
 * signing request or signed copy to someone without an account) is never a notice kind: it
 * is sent whatever this says, and the description tells the customer so.
 */
export type TKindMail = 'notice' | 'area' | 'always';

export type TKindInfo = {
  label: string;
  description: string;
  mail: TKindMail;
  /** Whether it comes by e-mail until the customer chooses: money and signatures do. */
  emailByDefault: boolean;
};

/** What account settings shows for each kind, in the order above. */
export const NOTIFICATION_KIND_INFO: Record<TNotificationKind, TKindInfo> = {
  TEAM_INVITE_ACCEPTED: {
    label: 'Team invitations accepted',
    description: 'Someone you invited joins your team.',
    mail: 'notice',
    emailByDefault: false,
  },
  DOCUMENT_SHARED: {
    label: 'Documents shared with you',
    description:
      'Someone shares a document with you. Until your address is confirmed the invitation always comes, as its link is your way in.',
    mail: 'area',
    emailByDefault: true,
  },
  SIGNATURE_COMPLETED: {
    label: 'Signings completed',
    description:
      'Everyone has signed a document you sent for signature (the signed PDF stays on the signing page). The other parties always get their signed copy by e-mail.',
    mail: 'area',
    emailByDefault: true,
  },
  COMPLIANCE_DUE: {
    label: 'Compliance and company reminders',
    description: 'A lodgement, review or change for your company is due or decided.',
    mail: 'area',
    emailByDefault: true,
  },
  VIRTUAL_OFFICE: {
    label: 'Virtual office',
    description: 'Your virtual office is ready, or mail arrives there for you.',
    mail: 'area',
    emailByDefault: true,
  },
  MARKETPLACE_QUOTE_RECEIVED: {
    label: 'Quotes received',
    description: 'A lawyer quotes a fixed fee on your brief.',
    mail: 'area',
    emailByDefault: true,
  },
  MARKETPLACE_QUOTE_ACCEPTED: {
    label: 'Quotes accepted and paid',
    description: 'A client accepts and pays for your quote.',
    mail: 'area',
    emailByDefault: true,
  },
  MARKETPLACE_WORK_DONE: {
    label: 'Work done, fee to release',
    description: 'Your lawyer marks the work done and waits for you to accept it.',
    mail: 'notice',
    emailByDefault: true,
  },
  MARKETPLACE_JOB_COMPLETE: {
    label: 'Jobs complete, earnings due',
    description: 'A client accepts your work and your earnings are due.',
    mail: 'notice',
    emailByDefault: true,
  },
  MARKETPLACE_MESSAGE: {
    label: 'Marketplace messages',
    description: 'A message waits for you in a marketplace conversation.',
    mail: 'area',
    emailByDefault: true,
  },
  TEAM_FOLDER_DOCUMENT: {
    label: 'Team folder',
    description: 'A team member puts a document in your team folder.',
    mail: 'notice',
    emailByDefault: false,
  },
  WORKFLOW_STEP_DUE: {
    label: 'Workflow steps due',
    description: 'A workflow step you do is due today (9 am Sydney time).',
    mail: 'notice',
    emailByDefault: true,
  },
};

export function isNotificationKind(value: string): value is TNotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

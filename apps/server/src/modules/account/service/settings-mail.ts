import type { TDeps } from '../../../platform/deps.js';

export const EMAIL_CHANGE_LINK_HOURS = 24;

/** To the new address: following the link proves it belongs to the account's owner. */
export function sendEmailChangeLinkMail(
  deps: TDeps,
  opts: { to: string; firstName: string; link: string },
) {
  return deps.mailer.send({
    to: opts.to,
    subject: 'Confirm your new email address for Clausewell',
    text: [
      `Hi ${opts.firstName},`,
      '',
      `You asked to use ${opts.to} for your Clausewell account. Open this link within ${EMAIL_CHANGE_LINK_HOURS} hours, signed in to that account, to confirm it:`,
      '',
      opts.link,
      '',
      'The link works once. Until it is followed, your account keeps its current email.',
      'If you did not ask for this, ignore this email: nothing changes.',
    ].join('\n'),
  });
}

/**
 * To the old address, once the change is made: if it was not its owner who made it, they
 * learn at once, at an address the new owner of the account cannot read.
 */
export function sendEmailChangedNoticeMail(
  deps: TDeps,
  opts: { to: string; firstName: string; newEmail: string },
) {
  const base = deps.config.APP_URL;
  return deps.mailer.send({
    to: opts.to,
    subject: 'The email address of your Clausewell account was changed',
    text: [
      `Hi ${opts.firstName},`,
      '',
      `The email address of your Clausewell account was changed from ${opts.to} to ${opts.newEmail}.`,
      'You will sign in with the new address from now on; mail about the account goes there.',
      '',
      'If you did not make this change, reset your password straight away and contact us:',
      `${base}/forgot-password`,
    ].join('\n'),
  });
}

/** The last mail to the address: the deletion is confirmed, and what was kept is said. */
export function sendAccountDeletedMail(
  deps: TDeps,
  opts: { to: string; firstName: string; kept: readonly { what: string; why: string }[] },
) {
  return deps.mailer.send({
    to: opts.to,
    subject: 'Your Clausewell account has been deleted',
    text: [
      `Hi ${opts.firstName},`,
      '',
      'Your Clausewell account has been deleted, and every subscription on it was cancelled.',
      'What the law requires us to keep:',
      ...opts.kept.map((k) => `- ${k.what}: ${k.why}`),
      '',
      'If you did not delete your account, contact us straight away.',
    ].join('\n'),
  });
}

import type { TDeps } from '../../../platform/deps.js';
import { VERIFY_LINK_HOURS } from './verification-links.js';

type TRecipient = { email: string; firstName: string };

/** The link that finishes a sign-up: nobody can use the account until it is followed. */
export function sendFinishSignUpMail(deps: TDeps, to: TRecipient, link: string) {
  return deps.mailer.send({
    to: to.email,
    subject: 'Finish creating your Clausewell account',
    text: [
      `Hi ${to.firstName},`,
      '',
      `Open this link within ${VERIFY_LINK_HOURS} hours to confirm that ${to.email} is yours and finish creating your Clausewell account. It signs you in:`,
      '',
      link,
      '',
      'The link works once. If you did not try to create an account, ignore this email:',
      'nobody can use an account with your address until this link is followed.',
    ].join('\n'),
  });
}

/** For an account already in use: confirms the address so shared documents appear. */
export function sendConfirmEmailMail(deps: TDeps, to: TRecipient, link: string) {
  return deps.mailer.send({
    to: to.email,
    subject: 'Confirm your email address for Clausewell',
    text: [
      `Hi ${to.firstName},`,
      '',
      `Open this link within ${VERIFY_LINK_HOURS} hours to confirm that ${to.email} is yours.`,
      'Documents shared with this address then appear in My documents.',
      '',
      link,
      '',
      'The link works once. If you did not ask for it, you can ignore this email.',
    ].join('\n'),
  });
}

/**
 * Sign-up with an address that already has an account: its owner is told, and the person
 * signing up sees the same answer as for a new address.
 */
export function sendAccountExistsMail(deps: TDeps, to: TRecipient) {
  const base = deps.config.APP_URL;
  return deps.mailer.send({
    to: to.email,
    subject: 'Someone tried to create a Clausewell account with your email',
    text: [
      `Hi ${to.firstName},`,
      '',
      `Someone, perhaps you, tried to create a Clausewell account with ${to.email}.`,
      'You already have an account with this address, so nothing was changed.',
      '',
      `Sign in: ${base}/sign-in`,
      `Forgotten your password? Choose a new one: ${base}/forgot-password`,
      '',
      'If this was not you, you can ignore this email: your account and password are as they were.',
    ].join('\n'),
  });
}

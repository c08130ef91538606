import type { TDeps } from '../../../platform/deps.js';
import type { TMail } from '../../../platform/mail/mailer.js';

const pageUrl = (deps: Pick<TDeps, 'config'>, link: string) =>
  `${deps.config.APP_URL.replace(/\/$/, '')}${link}`;

export function officeReadyMail(
  deps: Pick<TDeps, 'config'>,
  o: { to: string; firstName: string; businessName: string; address: string; link: string },
): TMail {
  return {
    to: o.to,
    subject: `Your virtual office for ${o.businessName} is ready`,
    text: [
      `Hi ${o.firstName || 'there'},`,
      '',
      `${o.businessName} can now use ${o.address} as its address.`,
      "The occupier's consent to use it as your registered office is ready to download:",
      pageUrl(deps, o.link),
      '',
      'Clausewell',
    ].join('\n'),
  };
}

export function mailReceivedMail(
  deps: Pick<TDeps, 'config'>,
  o: { to: string; firstName: string; businessName: string; sender: string; link: string },
): TMail {
  return {
    to: o.to,
    subject: `New mail for ${o.businessName} from ${o.sender}`,
    text: [
      `Hi ${o.firstName || 'there'},`,
      '',
      `We received mail from ${o.sender} at your virtual office for ${o.businessName}.`,
      'Its scan is ready to read and download:',
      pageUrl(deps, o.link),
      '',
      'Clausewell',
    ].join('\n'),
  };
}

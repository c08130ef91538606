import type { TDeps } from '../../../platform/deps.js';
import type { TProcess, TRecipient } from './records.js';

export const signerLink = (deps: TDeps, processId: string, token: string) =>
  `${deps.config.APP_URL}/esign/${processId}?token=${token}`;

const expiryLine = (p: TProcess) =>
  p.expiresAt ? `\nThe link works until ${p.expiresAt.toUTCString()}.` : '';

export function invitationMail(
  deps: TDeps,
  o: {
    process: TProcess;
    recipient: TRecipient;
    token: string;
    senderName: string;
    reminder?: boolean;
  },
) {
  const link = signerLink(deps, o.process.id, o.token);
  const asks = o.recipient.role === 'VIEWER' ? 'to view' : 'to sign';
  const lead = o.reminder
    ? `A reminder: ${o.senderName} is waiting for you ${asks} "${o.process.title}". This link replaces any earlier one.`
    : `${o.senderName} has sent you "${o.process.title}" ${asks}.`;
  return {
    to: o.recipient.email,
    subject: `${o.reminder ? 'Reminder: ' : ''}${o.senderName} asks you ${asks} "${o.process.title}"`,
    text: [
      `Hello ${o.recipient.name},`,
      '',
      lead,
      o.process.message ? `\nMessage from ${o.senderName}:\n${o.process.message}\n` : '',
      `Open the document: ${link}`,
      expiryLine(o.process),
      '',
      'The link is yours alone: please do not forward this e-mail.',
    ].join('\n'),
  };
}

export function codeMail(o: { recipient: TRecipient; title: string; code: string }) {
  return {
    to: o.recipient.email,
    subject: `Your code to open "${o.title}"`,
    text: `Hello ${o.recipient.name},\n\nYour code is ${o.code}. It works for 10 minutes.\n\nIf you did not ask for it, ignore this e-mail.`,
  };
}

export function completedMail(o: { to: string; name: string; title: string; pdf: Uint8Array }) {
  return {
    to: o.to,
    subject: `Signed by everyone: "${o.title}"`,
    text: `Hello ${o.name},\n\n"${o.title}" has been signed by everyone. The sealed PDF is attached; keep it as your copy.\n\nAnyone can check it has not been changed on our verify page.`,
    attachments: [
      {
        filename: `${o.title.replace(/[^A-Za-z0-9 ()_-]+/g, '').trim() || 'document'}-signed.pdf`,
        content: Buffer.from(o.pdf),
        contentType: 'application/pdf',
      },
    ],
  };
}

export function closedMail(o: {
  to: string;
  name: string;
  title: string;
  what: 'DECLINED' | 'CANCELLED' | 'EXPIRED';
  by?: string;
  reason?: string | null;
}) {
  const line = {
    DECLINED: `${o.by ?? 'A recipient'} declined to sign "${o.title}".`,
    CANCELLED: `${o.by ?? 'The sender'} cancelled the signing of "${o.title}".`,
    EXPIRED: `The signing of "${o.title}" expired before everyone had signed.`,
  }[o.what];
  return {
    to: o.to,
    subject: `${{ DECLINED: 'Declined', CANCELLED: 'Cancelled', EXPIRED: 'Expired' }[o.what]}: "${o.title}"`,
    text: `Hello ${o.name},\n\n${line}${o.reason ? `\n\n${o.what === 'DECLINED' ? 'Reason' : 'Note'}: ${o.reason}` : ''}\n\nNo one can sign it through the earlier links any more.`,
  };
}

export function signedByMail(o: { to: string; name: string; title: string; signer: string }) {
  return {
    to: o.to,
    subject: `${o.signer} signed "${o.title}"`,
    text: `Hello ${o.name},\n\n${o.signer} has signed "${o.title}". We will e-mail everyone the sealed PDF once all have signed.`,
  };
}

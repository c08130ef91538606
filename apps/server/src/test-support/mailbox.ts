import type { TMail, TMailer } from '../platform/mail/mailer.js';

/**
 * Keeps a copy of every mail the app sends, whatever carries it (outbox or SMTP), so a
 * test can follow a link the way its recipient would.
 */
export function recordSentMail(mailer: TMailer, sent: TMail[]): TMailer {
  return {
    kind: mailer.kind,
    async send(mail) {
      await mailer.send(mail);
      sent.push(mail);
    },
    close: () => mailer.close(),
  };
}

/** The token of the newest link to `path` (e.g. '/verify-email') mailed to `email`. */
export function lastLinkToken(
  sent: readonly TMail[],
  email: string,
  path: string,
): string | undefined {
  const pattern = new RegExp(
    `${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`,
  );
  for (let i = sent.length - 1; i >= 0; i--) {
    const mail = sent[i]!;
    if (mail.to.toLowerCase() !== email.toLowerCase()) continue;
    const token = pattern.exec(mail.text)?.[1];
    if (token) return token;
  }
  return undefined;
}

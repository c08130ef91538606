import type { TDeps } from '../../platform/deps.js';

/** The invitation: who invites, their note, and the link that expires. */
export async function sendInviteMail(
  deps: TDeps,
  options: {
    to: string;
    firstName: string;
    sender: string;
    message?: string | null;
    token: string;
    expiresAt: Date;
  },
): Promise<void> {
  const link = `${deps.config.APP_URL}/team-invite?token=${options.token}`;
  const note = options.message ? `\n\nTheir message:\n${options.message}\n` : '\n';
  const until = options.expiresAt.toLocaleDateString('en-AU', { timeZone: 'Australia/Sydney' });
  await deps.mailer.send({
    to: options.to,
    subject: `${options.sender} invited you to their team on Clausewell`,
    text:
      `Hi ${options.firstName},\n\n${options.sender} invited you to join their team on Clausewell, ` +
      `sharing their plan's documents and services.${note}\n` +
      `Accept the invitation: ${link}\n\nThe link works until ${until}. ` +
      'If you do not have an account yet, you can create one with this email address.\n',
  });
}

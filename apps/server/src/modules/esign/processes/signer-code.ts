import { createHash, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { ESIGN_MESSAGES } from '../messages.js';
import { signingRecipients } from '../tables.js';
import { codeMail } from './mails.js';
import { appendEvent, sameDigest, type TOrigin, type TRecipient } from './records.js';
import { withSignerLink } from './signer-link.js';

// The extra check a sender may ask for: a 6-digit code mailed to the recipient's address.
const CODE_TTL_MS = 10 * 60 * 1000;
const CODE_RESEND_MS = 60 * 1000;
const CODE_TRIES = 5;

const codeHash = (recipientId: string, code: string) =>
  createHash('sha256').update(`${recipientId}:${code}`).digest('hex');
const who = (r: TRecipient) => `${r.name} <${r.email}>`;

/** E-mails a fresh 6-digit code to a recipient whose link asks for one; at most once a minute. */
export async function sendSignerCode(
  deps: TDeps,
  link: { processId: string; token: string; origin: TOrigin },
) {
  return withSignerLink(deps, link, async ({ work, db, now, process, recipient }) => {
    if (!recipient.verifyByCode) throw new AppError('CONFLICT', ESIGN_MESSAGES.codeNotNeeded);
    if (recipient.codeSentAt && now.getTime() - recipient.codeSentAt.getTime() < CODE_RESEND_MS) {
      throw new AppError('RATE_LIMITED', ESIGN_MESSAGES.codeTooSoon, { retryAfterSeconds: 60 });
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db
      .update(signingRecipients)
      .set({
        codeHash: codeHash(recipient.id, code),
        codeSentAt: now,
        codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
        codeAttempts: 0,
      })
      .where(eq(signingRecipients.id, recipient.id));
    await appendEvent(db, {
      processId: process.id,
      recipientId: recipient.id,
      at: now,
      kind: 'CODE_SENT',
      actor: who(recipient),
      ...link.origin,
    });
    work.afterCommit(() => work.mailer.send(codeMail({ recipient, title: process.title, code })));
    return true;
  });
}

/** Why the given code does not open the document, or undefined when it does. */
export function checkCode(
  r: TRecipient,
  code: string | null | undefined,
  now: Date,
): AppError | undefined {
  if (!code)
    return new AppError('BAD_INPUT', ESIGN_MESSAGES.codeRequired, {
      fields: { code: ESIGN_MESSAGES.codeRequired },
    });
  if (!r.codeHash || !r.codeExpiresAt)
    return new AppError('BAD_INPUT', ESIGN_MESSAGES.codeRequired, {
      fields: { code: ESIGN_MESSAGES.codeRequired },
    });
  if (r.codeAttempts >= CODE_TRIES)
    return new AppError('RATE_LIMITED', ESIGN_MESSAGES.codeTooManyTries);
  if (r.codeExpiresAt <= now) return new AppError('GONE', ESIGN_MESSAGES.codeExpired);
  if (!sameDigest(r.codeHash, codeHash(r.id, code.trim()))) {
    return new AppError('BAD_INPUT', ESIGN_MESSAGES.codeWrong, {
      fields: { code: ESIGN_MESSAGES.codeWrong },
    });
  }
  return undefined;
}

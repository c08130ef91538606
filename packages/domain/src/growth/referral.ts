import { z } from 'zod';

// The referral program (SPEC §1, §5, §8): a customer's partner key makes their link.

export const REFERRAL_PAYOUT_PERCENT = 20;

/** createPartner(userId, email): both are needed to make a referral link (SPEC §5). */
export const ZCreatePartner = z.object({
  userId: z.string().trim().min(1, 'userId is required').max(64, 'userId is too long'),
  email: z.email('Not a valid email address').max(254),
});
export type TCreatePartner = z.infer<typeof ZCreatePartner>;

/** The link a customer shares: the app's address with their partner key. */
export function referralLinkFor(appUrl: string, partnerKey: string): string {
  return `${appUrl.replace(/\/+$/, '')}/?ref=${encodeURIComponent(partnerKey)}`;
}

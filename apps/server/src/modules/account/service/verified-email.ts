import type { TViewer } from '../../../platform/auth/viewer.js';

/**
 * The address the viewer has proven is theirs, or null while it is unconfirmed. Whatever is
 * given to an address (a shared document, an invitation) is claimed through this alone:
 * signing up with someone else's address must never hand over what was meant for them.
 */
export function verifiedEmailOf(viewer: TViewer): string | null {
  return viewer.user.emailVerifiedAt ? viewer.user.email.toLowerCase() : null;
}

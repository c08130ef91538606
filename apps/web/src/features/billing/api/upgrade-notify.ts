import { apiRequest } from '../../../lib/api-client';
import type { TSessionUser } from '../../../lib/session';

// POST /api/upgrade-notify: tells the sales team an upgrade failed, so someone follows up.

export function notifyUpgradeFailed(user: TSessionUser, plan: string): Promise<void> {
  return apiRequest<void>('/api/upgrade-notify', {
    method: 'POST',
    body: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      plan,
    },
  });
}

import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';

/**
 * POST /api/upgrade-notify: when an upgrade could not be completed online, the sales team
 * hears about it with the customer's details so someone can call them.
 */
export async function notifyUpgradeRequest(
  deps: TDeps,
  opts: {
    viewer: TViewer;
    input: {
      firstName: string;
      lastName: string;
      email: string;
      phone?: string | null;
      plan: string;
    };
  },
) {
  const { input, viewer } = opts;
  await deps.mailer.send({
    to: deps.config.SALES_EMAIL,
    subject: `Upgrade request: ${input.plan} for ${input.firstName} ${input.lastName}`,
    text: [
      `${input.firstName} ${input.lastName} tried to upgrade to ${input.plan} and could not finish online.`,
      `Email: ${input.email}`,
      `Phone: ${input.phone || 'not given'}`,
      `Account: ${viewer.user.id}`,
      `At: ${deps.clock.now().toISOString()}`,
    ].join('\n'),
  });
}

import { MESSAGES, ZUpdateIntent, ZUpgradeNotify } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertAdmin } from '../../platform/auth/admin.js';
import type { TDeps } from '../../platform/deps.js';
import { parseInput, requireViewer } from '../../platform/http/parse.js';
import { sendPrivateFile } from '../../platform/http/send-file.js';
import { runBillingPass } from './service/billing-pass.js';
import { seedCoupons } from './service/coupons.js';
import { invoicePdf } from './service/invoice-pdf.js';
import { usablePaymentMethod } from './service/payment-methods.js';
import { updatePaymentFromIntent } from './service/update-payment.js';
import { notifyUpgradeRequest } from './service/upgrade-notify.js';
import { handleStripeWebhook } from './service/webhooks.js';

const ZConfirm = z.object({
  clientSecret: z.string().min(1, 'clientSecret is required').max(300),
  card: z.unknown().optional(),
  auBecsDebit: z.unknown().optional(),
});
// The clock moves for every customer at once, so one call is kept to a month.
const ZAdvance = z.object({
  days: z.coerce.number().min(0, 'days must be 0 or more').max(31, MESSAGES.testClockDaysTooMany),
});

export function registerBillingRoutes(app: FastifyInstance, deps: TDeps) {
  app.addHook('onReady', () => seedCoupons(deps.database.db, deps.clock.now()));

  app.post('/stripe/update-intent', async (req) => {
    const viewer = requireViewer(req);
    const input = parseInput(ZUpdateIntent, req.body);
    return updatePaymentFromIntent(deps, { viewer, ...input });
  });

  app.post('/api/upgrade-notify', async (req, reply) => {
    const viewer = requireViewer(req);
    await notifyUpgradeRequest(deps, { viewer, input: parseInput(ZUpgradeNotify, req.body) });
    return reply.status(204).send();
  });

  app.get('/billing/invoices/:id/pdf', async (req, reply) => {
    const viewer = requireViewer(req);
    const { id } = parseInput(z.object({ id: z.string().min(1).max(64) }), req.params);
    const file = await invoicePdf(deps, { viewer, invoiceId: id });
    return sendPrivateFile(reply, { ...file, contentType: 'application/pdf' });
  });

  if (deps.gateway.kind === 'stripe') {
    // Signatures are over the exact bytes sent, so this route keeps the body raw.
    app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
        done(null, body),
      );
      scope.post('/stripe/webhook', async (req) =>
        handleStripeWebhook(deps, {
          payload: req.body as Buffer,
          signature: req.headers['stripe-signature'] as string | undefined,
        }),
      );
    });
  }

  const sandbox = deps.gateway;
  if (sandbox.kind === 'sandbox' && 'confirmSetupIntent' in sandbox) {
    // Plays the card processor's side of the checkout: the client secret authorises it.
    app.post('/sandbox-gateway/setup-intents/:intentId/confirm', async (req) => {
      const { intentId } = parseInput(
        z.object({ intentId: z.string().min(1).max(100) }),
        req.params,
      );
      const body = parseInput(ZConfirm, req.body);
      const confirm = sandbox.confirmSetupIntent as (
        o: object,
      ) => Promise<{ paymentMethodId: string }>;
      const result = await confirm({ intentId, ...body });
      // Signed in (the checkout always is): the saved method is listed straight away.
      if (req.viewer) {
        await usablePaymentMethod(deps, {
          user: req.viewer.user,
          paymentMethodId: result.paymentMethodId,
        });
      }
      return { ...result, status: 'succeeded' };
    });
  }

  const testClock = deps.testClock;
  if (testClock && deps.config.NODE_ENV !== 'production') {
    // Like a processor's test clock: lets a journey watch a renewal fail days from now.
    // It renews, retries and expires every customer's plans: staff only.
    app.post('/sandbox-gateway/test-clock/advance', async (req) => {
      assertAdmin(requireViewer(req));
      const { days } = parseInput(ZAdvance, req.body);
      testClock.advance(days * 24 * 60 * 60 * 1000);
      const pass = await runBillingPass(deps);
      return { now: deps.clock.now(), pass };
    });
  }
}

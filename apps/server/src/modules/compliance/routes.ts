import { ZAttachCompliancePlan } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps.js';
import { parseInput, requireViewer } from '../../platform/http/parse.js';
import { attachPlan } from './attach-plan.js';

const ZBusinessId = z.object({ businessId: z.string().min(1).max(64) });

/** SPEC §7: the tax-plan attach flow's last step. */
export function registerComplianceRoutes(app: FastifyInstance, deps: TDeps) {
  app.post('/business/tax/attach-compliance-plan/:businessId', async (req) => {
    const viewer = requireViewer(req);
    const { businessId } = parseInput(ZBusinessId, req.params);
    const { subscriptionId, bundleId } = parseInput(ZAttachCompliancePlan, req.body);
    const plan = await attachPlan({
      deps,
      userId: viewer.user.id,
      businessId,
      subscriptionId,
      bundleId,
    });
    return {
      attachedPlan: {
        id: plan.id,
        businessId: plan.businessId,
        subscriptionId: plan.subscriptionId,
        bundleId: plan.bundleId,
        kind: plan.kind,
        planHandle: plan.planHandle,
        attachedAt: plan.attachedAt.toISOString(),
      },
    };
  });
}

import { ZReview } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { parseInput, requireViewer } from '../../platform/http/parse.js';
import { getMyReview, submitReview } from './service/reviews.js';

const ZAssetParam = z.object({
  assetId: z.string().min(1, { error: 'assetId is required' }).max(64),
});

/** SPEC §7 POST /reviews/product/{assetId}; GET answers the viewer's own review. */
export function registerReviewsRoutes(app: FastifyInstance, deps: TDeps) {
  app.post('/reviews/product/:assetId', async (req, reply) => {
    const viewer = requireViewer(req);
    const { assetId } = parseInput(ZAssetParam, req.params);
    try {
      const input = parseInput(ZReview, req.body);
      return await submitReview(deps, { viewer, documentId: assetId, input });
    } catch (err) {
      // The spec's clients read HasErrors; the message says which field to fix.
      if (!(err instanceof AppError) || err.code !== 'BAD_INPUT') throw err;
      return reply.status(400).send({ HasErrors: true, reviewId: null, error: err.toJSON() });
    }
  });

  app.get('/reviews/product/:assetId', async (req) => {
    const viewer = requireViewer(req);
    const { assetId } = parseInput(ZAssetParam, req.params);
    return { review: await getMyReview(deps, { viewer, documentId: assetId }) };
  });
}

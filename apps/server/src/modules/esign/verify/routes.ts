import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../../platform/deps.js';
import type { TRateRule } from '../../../platform/rate-limit.js';
import { verifyPdf } from './verify-pdf.js';

/** The largest PDF the verify page takes, as for uploads. */
export const VERIFY_MAX_BYTES = 20 * 1024 * 1024;
// Checking a seal hashes the whole file: public, so bounded per address like sign-up.
const VERIFY_PER_IP: TRateRule = { limit: 30, windowSeconds: 10 * 60 };

/**
 * POST /esign/verify (and /api/esign/verify): the PDF itself as the body (application/pdf,
 * up to 20 MB), answered with whether it is unaltered since it was completed here and by whom.
 * Public: anyone holding a copy may check it.
 */
export function registerVerifyRoutes(app: FastifyInstance, deps: TDeps) {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/pdf', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: VERIFY_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.post('/esign/verify', { bodyLimit: VERIFY_MAX_BYTES }, async (req) => {
      await deps.rateLimiter.hit(`esign-verify:ip:${req.ip}`, VERIFY_PER_IP);
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return verifyPdf(deps, body);
    });
  });
}

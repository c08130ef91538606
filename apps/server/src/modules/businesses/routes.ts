import {
  ZAbnLookup,
  ZAcnLookup,
  ZBusinessSearch,
  ZLinkBusiness,
  ZTransformByob,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps.js';
import { parseInput, requireViewer } from '../../platform/http/parse.js';
import { linkBusiness, transformByob } from './service/link-business.js';
import { getBusiness, listBusinesses } from './service/list-businesses.js';
import { checkAcn, lookupBusinessByAbn, searchBusinesses } from './service/registry-lookups.js';

const ZBusinessId = z.object({ businessId: z.string().min(1).max(64) });

/**
 * The spec's business REST paths (§7). Every one needs a signed-in customer: the register
 * is not a public directory, and a business is only ever read by the account it is in.
 */
export function registerBusinessRoutes(app: FastifyInstance, deps: TDeps) {
  app.get('/asic/business/search', async (req) => {
    requireViewer(req);
    const { name, maxSearchResults } = parseInput(ZBusinessSearch, req.query);
    return searchBusinesses({ deps, name, maxSearchResults });
  });

  app.post('/search/business/abn', async (req) => {
    requireViewer(req);
    const { abn } = parseInput(ZAbnLookup, req.body);
    return lookupBusinessByAbn({ deps, abn });
  });

  app.post('/search/business/acn', async (req) => {
    requireViewer(req);
    const { acn } = parseInput(ZAcnLookup, req.body);
    return checkAcn({ deps, acn });
  });

  app.get('/businesses/list', async (req, reply) => {
    const viewer = requireViewer(req);
    reply.header('cache-control', 'private, no-store');
    return listBusinesses({ deps, userId: viewer.user.id });
  });

  app.get('/businesses/:businessId/details', async (req, reply) => {
    const viewer = requireViewer(req);
    const { businessId } = parseInput(ZBusinessId, req.params);
    reply.header('cache-control', 'private, no-store');
    return getBusiness({ deps, userId: viewer.user.id, businessId });
  });

  app.post('/entity/byob', async (req) => {
    const viewer = requireViewer(req);
    const { abn } = parseInput(ZLinkBusiness, req.body);
    return { business: await linkBusiness({ deps, userId: viewer.user.id, abn }) };
  });

  app.post('/entity/transform-byob', async (req) => {
    const viewer = requireViewer(req);
    const { userId, identifier } = parseInput(ZTransformByob, req.body);
    return { business: await transformByob({ deps, viewer, userId, identifier }) };
  });
}

import {
  COMPANY_CHANGE_TYPES,
  ZChangeDay,
  ZCompanyRegister,
  ZPayCompanyChange,
  ZSaveCompanyChange,
  ZStartCompanyChange,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps.js';
import { parseInput, requireViewer } from '../../platform/http/parse.js';
import { sendPrivateFile } from '../../platform/http/send-file.js';
import {
  chooseChangeTypes,
  getCompanyChange,
  listCompanyChanges,
  saveCompanyChange,
  startCompanyChange,
} from './change-operations.js';
import { changeDocumentPdf, solvencyResolutionPdf } from './documents.js';
import { payCompanyChange } from './pay-change.js';
import { getCompanyRegister, listCompanies, setUpCompanyRegister } from './register.js';
import {
  completeCompanyReview,
  correctCompanyStatement,
  getCompanyReview,
  openCompanyReview,
  resolveSolvency,
} from './reviews.js';
import { sendChangeDocument, ZChangeSigners } from './send-change-document.js';
import { changeSigning } from './signing-status.js';
import { submitCompanyChange } from './submit-change.js';

const Id = z.string().min(1).max(64);
const ZBusiness = z.object({ businessId: Id });
const ZChange = z.object({ changeId: Id });
const ZReview = z.object({ reviewId: Id });
const ZDocument = z.object({ changeId: Id, kind: z.string().regex(/^[a-z-]+(-\d{1,2})?$/) });
const ZTypes = z.object({ types: z.array(z.enum(COMPANY_CHANGE_TYPES)).min(1).max(11) });

/**
 * Company changes (Form 484) and annual reviews. Every route needs a signed-in customer and
 * reads only their own companies, changes and reviews; another customer's id is not found.
 */
export function registerCompanyChangeRoutes(app: FastifyInstance, deps: TDeps) {
  const noStore = { 'cache-control': 'private, no-store' };

  app.get('/company-changes/companies', async (req, reply) => {
    const viewer = requireViewer(req);
    reply.headers(noStore);
    return listCompanies({ deps, userId: viewer.user.id });
  });

  app.get('/company-changes/companies/:businessId/register', async (req, reply) => {
    const viewer = requireViewer(req);
    reply.headers(noStore);
    const { businessId } = parseInput(ZBusiness, req.params);
    return getCompanyRegister({ deps, userId: viewer.user.id, businessId });
  });

  app.post('/company-changes/companies/:businessId/register', async (req) => {
    const viewer = requireViewer(req);
    const { businessId } = parseInput(ZBusiness, req.params);
    const body = parseInput(
      z.object({ register: ZCompanyRegister, registeredOn: ZChangeDay }),
      req.body,
    );
    return setUpCompanyRegister({ deps, userId: viewer.user.id, businessId, ...body });
  });

  app.get('/company-changes', async (req, reply) => {
    const viewer = requireViewer(req);
    reply.headers(noStore);
    const { businessId } = parseInput(z.object({ businessId: Id.optional() }), req.query);
    return listCompanyChanges({ deps, userId: viewer.user.id, businessId });
  });

  app.post('/company-changes', async (req) => {
    const viewer = requireViewer(req);
    const input = parseInput(ZStartCompanyChange, req.body);
    return startCompanyChange({ deps, userId: viewer.user.id, input });
  });

  app.get('/company-changes/:changeId', async (req, reply) => {
    const viewer = requireViewer(req);
    reply.headers(noStore);
    const { changeId } = parseInput(ZChange, req.params);
    const change = await getCompanyChange({ deps, userId: viewer.user.id, changeId });
    // A lodgement ASIC has not decided yet is asked about again when the customer looks.
    if (change.status === 'InReview' && !change.rejectionReason) {
      return submitCompanyChange({ deps, userId: viewer.user.id, changeId });
    }
    return change;
  });

  app.post('/company-changes/:changeId/types', async (req) => {
    const viewer = requireViewer(req);
    const { changeId } = parseInput(ZChange, req.params);
    const { types } = parseInput(ZTypes, req.body);
    return chooseChangeTypes({ deps, userId: viewer.user.id, changeId, types });
  });

  app.post('/company-changes/:changeId', async (req) => {
    const viewer = requireViewer(req);
    const { changeId } = parseInput(ZChange, req.params);
    const input = parseInput(ZSaveCompanyChange, req.body);
    return saveCompanyChange({ deps, userId: viewer.user.id, changeId, input });
  });

  app.post('/company-changes/:changeId/pay', async (req) => {
    const viewer = requireViewer(req);
    const { changeId } = parseInput(ZChange, req.params);
    const { paymentMethodId } = parseInput(ZPayCompanyChange, req.body);
    return payCompanyChange({ deps, user: viewer.user, changeId, paymentMethodId });
  });

  app.post('/company-changes/:changeId/submit', async (req) => {
    const viewer = requireViewer(req);
    const { changeId } = parseInput(ZChange, req.params);
    return submitCompanyChange({ deps, userId: viewer.user.id, changeId });
  });

  app.get('/company-changes/:changeId/documents/:kind', async (req, reply) => {
    const viewer = requireViewer(req);
    const { changeId, kind } = parseInput(ZDocument, req.params);
    const file = await changeDocumentPdf({ deps, userId: viewer.user.id, changeId, kind });
    return sendPrivateFile(reply, file);
  });

  app.get('/company-changes/:changeId/signing', async (req, reply) => {
    const viewer = requireViewer(req);
    reply.headers(noStore);
    const { changeId } = parseInput(ZChange, req.params);
    return changeSigning(deps, { viewer, changeId });
  });

  app.post('/company-changes/:changeId/documents/:kind/signing', async (req) => {
    const viewer = requireViewer(req);
    const { changeId, kind } = parseInput(ZDocument, req.params);
    const { signers } = parseInput(z.object({ signers: ZChangeSigners }), req.body);
    const origin = { ip: req.ip, userAgent: req.headers['user-agent'] };
    return sendChangeDocument(deps, { viewer, changeId, kind, signers, origin });
  });

  app.post('/company-reviews', async (req) => {
    const viewer = requireViewer(req);
    const body = parseInput(
      z.object({ businessId: Id, reviewDate: ZChangeDay.optional() }),
      req.body,
    );
    return openCompanyReview({ deps, userId: viewer.user.id, ...body });
  });

  app.get('/company-reviews/:reviewId', async (req, reply) => {
    const viewer = requireViewer(req);
    reply.headers(noStore);
    const { reviewId } = parseInput(ZReview, req.params);
    return getCompanyReview({ deps, userId: viewer.user.id, reviewId });
  });

  app.post('/company-reviews/:reviewId/corrections', async (req) => {
    const viewer = requireViewer(req);
    const { reviewId } = parseInput(ZReview, req.params);
    const { types } = parseInput(ZTypes, req.body);
    return correctCompanyStatement({ deps, userId: viewer.user.id, reviewId, types });
  });

  app.post('/company-reviews/:reviewId/solvency', async (req) => {
    const viewer = requireViewer(req);
    const { reviewId } = parseInput(ZReview, req.params);
    const body = parseInput(
      z.object({ resolvedOn: ZChangeDay, resolvedBy: z.string().trim().min(1).max(200) }),
      req.body,
    );
    return resolveSolvency({ deps, userId: viewer.user.id, reviewId, ...body });
  });

  app.get('/company-reviews/:reviewId/solvency-resolution', async (req, reply) => {
    const viewer = requireViewer(req);
    const { reviewId } = parseInput(ZReview, req.params);
    return sendPrivateFile(
      reply,
      await solvencyResolutionPdf({ deps, userId: viewer.user.id, reviewId }),
    );
  });

  app.post('/company-reviews/:reviewId/complete', async (req) => {
    const viewer = requireViewer(req);
    const { reviewId } = parseInput(ZReview, req.params);
    return completeCompanyReview({ deps, userId: viewer.user.id, reviewId });
  });
}

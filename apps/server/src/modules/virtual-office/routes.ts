import {
  ZFinaliseVirtualOffice,
  ZRecordVirtualOfficeMail,
  ZStartVirtualOffice,
  ZVirtualOfficeSignatureUpload,
} from '@app/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { assertAdmin } from '../../platform/auth/admin.js';
import type { TDeps } from '../../platform/deps.js';
import { attachmentDisposition } from '../../platform/files/content-disposition.js';
import { parseInput, requireViewer } from '../../platform/http/parse.js';
import { noUploadSession } from '../documents/index.js';
import { finaliseVirtualOffice } from './service/finalise.js';
import { consentPdf, mailScan, recordVirtualOfficeMail } from './service/mail-items.js';
import {
  getVirtualOffice,
  listActiveOfficesForStaff,
  listVirtualOffices,
} from './service/office-view.js';
import { createSignatureUpload } from './service/signature.js';
import { startVirtualOffice } from './service/start-office.js';

const ZOfficeId = z.object({ id: z.string().min(1).max(64) });
const ZMailId = ZOfficeId.extend({ mailId: z.string().min(1).max(64) });

function sendPdf(reply: FastifyReply, file: { bytes: Uint8Array; fileName: string }) {
  const contentType = 'application/pdf';
  return reply
    .type(contentType)
    .header(
      'content-disposition',
      attachmentDisposition({ name: file.fileName, asciiFallback: 'document.pdf', contentType }),
    )
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes));
}

/** Virtual offices: SPEC §7's signature upload and finalise, and the office's own pages. */
export function registerVirtualOfficeRoutes(app: FastifyInstance, deps: TDeps) {
  app.post('/upload/virtual-office-signature', async (req) => {
    if (!req.viewer) throw noUploadSession();
    const input = parseInput(ZVirtualOfficeSignatureUpload, req.body);
    return createSignatureUpload(deps, { viewer: req.viewer, input });
  });

  app.post('/vo/finalise-payment', async (req) => {
    const viewer = requireViewer(req);
    const input = parseInput(ZFinaliseVirtualOffice, req.body);
    return { virtualOffice: await finaliseVirtualOffice(deps, { viewer, input }) };
  });

  app.post('/vo/start', async (req) => {
    const viewer = requireViewer(req);
    const input = parseInput(ZStartVirtualOffice, req.body);
    return { virtualOffice: await startVirtualOffice(deps, { userId: viewer.user.id, input }) };
  });

  app.get('/vo/list', async (req, reply) => {
    const viewer = requireViewer(req);
    reply.header('cache-control', 'private, no-store');
    return listVirtualOffices(deps, { userId: viewer.user.id });
  });

  app.get('/vo/:id', async (req, reply) => {
    const viewer = requireViewer(req);
    const { id } = parseInput(ZOfficeId, req.params);
    reply.header('cache-control', 'private, no-store');
    return getVirtualOffice(deps, { userId: viewer.user.id, virtualOfficeId: id });
  });

  app.get('/vo/:id/consent', async (req, reply) => {
    const viewer = requireViewer(req);
    const { id } = parseInput(ZOfficeId, req.params);
    return sendPdf(reply, await consentPdf(deps, { userId: viewer.user.id, virtualOfficeId: id }));
  });

  app.get('/vo/:id/mail/:mailId/scan', async (req, reply) => {
    const viewer = requireViewer(req);
    const { id, mailId } = parseInput(ZMailId, req.params);
    return sendPdf(reply, await mailScan(deps, { viewer, virtualOfficeId: id, mailId }));
  });

  app.post('/vo/:id/mail', async (req) => {
    const viewer = requireViewer(req);
    assertAdmin(viewer);
    const { id } = parseInput(ZOfficeId, req.params);
    const input = parseInput(ZRecordVirtualOfficeMail, req.body);
    return { mail: await recordVirtualOfficeMail(deps, { viewer, virtualOfficeId: id, input }) };
  });

  app.get('/vo/admin/list', async (req, reply) => {
    const viewer = requireViewer(req);
    assertAdmin(viewer);
    reply.header('cache-control', 'private, no-store');
    return listActiveOfficesForStaff(deps);
  });
}

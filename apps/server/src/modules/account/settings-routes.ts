import {
  ZChangePassword,
  ZEmailChangeConfirm,
  ZEmailChangeRequest,
  ZPasswordConfirmation,
  ZPersonalDetails,
  ZSessionIdParam,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../platform/deps.js';
import { parseInput, requireViewer } from '../../platform/http/parse.js';
import { changePassword } from './service/change-password.js';
import { confirmEmailChange } from './service/confirm-email-change.js';
import { deleteAccount } from './service/delete-account.js';
import { listSessions } from './service/list-sessions.js';
import { requestEmailChange } from './service/request-email-change.js';
import { revokeSession } from './service/revoke-session.js';
import { signOutEverywhere } from './service/sign-out-everywhere.js';
import { getPersonalDetails, updatePersonalDetails } from './service/update-personal-details.js';
import { publicUser } from './service/users.js';

/** Account settings: the signed-in customer's own details, password, email and sessions. */
export function registerAccountSettingsRoutes(app: FastifyInstance, deps: TDeps) {
  app.get('/profile/personal-details', async (req) => {
    return getPersonalDetails(deps, { viewer: requireViewer(req) });
  });

  app.put('/profile/personal-details', async (req) => {
    const viewer = requireViewer(req);
    const input = parseInput(ZPersonalDetails, req.body);
    return updatePersonalDetails(deps, { viewer, input, ip: req.ip });
  });

  app.post('/profile/password', async (req) => {
    const viewer = requireViewer(req);
    const input = parseInput(ZChangePassword, req.body);
    return changePassword(deps, { viewer, input, ip: req.ip });
  });

  // Accepted, not done: the address changes when the link mailed to it is followed.
  app.post('/profile/email-change', async (req, reply) => {
    const viewer = requireViewer(req);
    const input = parseInput(ZEmailChangeRequest, req.body);
    return reply.status(202).send(await requestEmailChange(deps, { viewer, input, ip: req.ip }));
  });

  app.post('/profile/email-change/confirm', async (req) => {
    const viewer = requireViewer(req);
    const { token } = parseInput(ZEmailChangeConfirm, req.body);
    const { message, user } = await confirmEmailChange(deps, { viewer, token, ip: req.ip });
    return { message, user: publicUser(user) };
  });

  app.get('/profile/sessions', async (req) => {
    return { sessions: await listSessions(deps, { viewer: requireViewer(req) }) };
  });

  app.delete('/profile/sessions/:sessionId', async (req) => {
    const viewer = requireViewer(req);
    const { sessionId } = parseInput(ZSessionIdParam, req.params);
    return revokeSession(deps, { viewer, sessionId, ip: req.ip });
  });

  app.post('/profile/sessions/sign-out-everywhere', async (req) => {
    const viewer = requireViewer(req);
    const { password } = parseInput(ZPasswordConfirmation, req.body);
    return signOutEverywhere(deps, { viewer, password, ip: req.ip });
  });

  app.post('/profile/delete-account', async (req) => {
    const viewer = requireViewer(req);
    const { password } = parseInput(ZPasswordConfirmation, req.body);
    return deleteAccount(deps, { viewer, password, ip: req.ip });
  });
}

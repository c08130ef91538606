import {
  REFERRAL_COOKIE,
  ZEmailVerification,
  ZEmailVerificationResend,
  ZPasswordReset,
  ZPasswordResetRequest,
  ZPreferenceWrite,
  ZSignIn,
  ZSignUp,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps.js';
import { readCookie } from '../../platform/http/cookies.js';
import { parseInput, requireViewer } from '../../platform/http/parse.js';
import { resendVerification, verifyEmail } from './service/email-verification.js';
import { endImpersonation, searchUsers, startImpersonation } from './service/impersonation.js';
import { requestPasswordReset, resetPassword } from './service/password-reset.js';
import { listPreferences, writePreference } from './service/preferences.js';
import { signIn } from './service/sign-in.js';
import { signOut } from './service/sign-out.js';
import { signUp } from './service/sign-up.js';
import { publicUser } from './service/users.js';
import { registerAccountSettingsRoutes } from './settings-routes.js';

const ZUserIdParam = z.object({ userId: z.string().min(1).max(64) });
const ZImpersonate = z.object({ userId: z.string({ error: 'userId is required' }).min(1) });

export function registerAccountRoutes(app: FastifyInstance, deps: TDeps) {
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent:
      typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
  });

  // Accepted, not created: the account opens through the link mailed to the address.
  app.post('/auth/sign-up', async (req, reply) => {
    const input = parseInput(ZSignUp, req.body);
    const referralKey = readCookie(req, REFERRAL_COOKIE);
    return reply.status(202).send(await signUp(deps, { input, ip: req.ip, referralKey }));
  });

  app.post('/auth/verify-email', async (req) => {
    const { token, password } = parseInput(ZEmailVerification, req.body);
    const session = await verifyEmail(deps, { token, password, ...meta(req) });
    return { token: session.token, expiresAt: session.expiresAt, user: publicUser(session.user) };
  });

  // Signed in: a new link for the customer's own address. Signed out: for the address given.
  app.post('/auth/verify-email/resend', async (req, reply) => {
    const email = req.viewer
      ? req.viewer.user.email
      : parseInput(ZEmailVerificationResend, req.body).email;
    const signedIn = Boolean(req.viewer);
    return reply.status(202).send(await resendVerification(deps, { email, ip: req.ip, signedIn }));
  });

  app.post('/auth/sign-in', async (req) => {
    const input = parseInput(ZSignIn, req.body);
    const { token, expiresAt, user } = await signIn(deps, { input, ...meta(req) });
    return { token, expiresAt, user: publicUser(user) };
  });

  app.post('/auth/sign-out', async (req, reply) => {
    await signOut(deps, { viewer: requireViewer(req), ip: req.ip });
    return reply.status(204).send();
  });

  app.post('/auth/password-reset/request', async (req, reply) => {
    const { email } = parseInput(ZPasswordResetRequest, req.body);
    return reply.status(202).send(await requestPasswordReset(deps, { email, ip: req.ip }));
  });

  app.post('/auth/password-reset/confirm', async (req) => {
    const input = parseInput(ZPasswordReset, req.body);
    return resetPassword(deps, { input, ip: req.ip });
  });

  app.get('/profile/preferences/:userId', async (req) => {
    const viewer = requireViewer(req);
    const { userId } = parseInput(ZUserIdParam, req.params);
    return { preferences: await listPreferences(deps, { viewer, userId }) };
  });

  app.post('/profile/preferences', async (req) => {
    const viewer = requireViewer(req);
    const input = parseInput(ZPreferenceWrite, req.body);
    return writePreference(deps, { viewer, input });
  });

  app.get('/api/admin/users', async (req) => {
    const viewer = requireViewer(req);
    const { q } = parseInput(z.object({ q: z.string().max(100).optional() }), req.query);
    const found = await searchUsers(deps, { viewer, query: q });
    return { users: found.map(publicUser) };
  });

  app.post('/api/admin/impersonation', async (req) => {
    const viewer = requireViewer(req);
    const { userId } = parseInput(ZImpersonate, req.body);
    const user = await startImpersonation(deps, { viewer, userId, ip: req.ip });
    return { user: publicUser(user) };
  });

  app.delete('/api/admin/impersonation', async (req, reply) => {
    await endImpersonation(deps, { viewer: requireViewer(req), ip: req.ip });
    return reply.status(204).send();
  });

  registerAccountSettingsRoutes(app, deps);
}

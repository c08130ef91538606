import { randomUUID } from 'node:crypto';
import { TIMINGS, ZAnalyticsEvent } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../platform/deps.js';
import { readCookie, setCookie } from '../../platform/http/cookies.js';
import { parseInput } from '../../platform/http/parse.js';
import { captureEvent } from './analytics.js';

export const TRACK_USER_COOKIE = 'track_user';

export function registerGrowthRoutes(app: FastifyInstance, deps: TDeps) {
  app.post('/analytics/events', async (req, reply) => {
    const event = parseInput(ZAnalyticsEvent, req.body);
    let anonymousId = readCookie(req, TRACK_USER_COOKIE);
    if (!anonymousId || !/^[0-9a-f-]{36}$/.test(anonymousId)) {
      anonymousId = randomUUID();
    }
    // Refreshed on every event so the one-year life counts from the last visit.
    setCookie(reply, TRACK_USER_COOKIE, anonymousId, {
      maxAgeSeconds: TIMINGS.trackUserCookieMaxAgeSeconds,
      secure: deps.config.APP_URL.startsWith('https://'),
    });
    const result = await captureEvent(deps, { viewer: req.viewer, anonymousId, event });
    return reply.status(202).send(result);
  });
}

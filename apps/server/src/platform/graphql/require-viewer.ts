import type { TViewer } from '../auth/viewer.js';
import { unauthenticated } from '../errors.js';
import type { TGraphqlContext } from './builder.js';

/**
 * Prefer declaring the field `t.withAuth({ signedIn: true })`, which refuses a stranger before
 * the resolver runs and types `ctx.viewer` as present; this is for code handed a plain context.
 */
export function requireViewer(ctx: TGraphqlContext): TViewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

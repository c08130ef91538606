import type { TViewer } from '../auth/viewer.js';
import { unauthenticated } from '../errors.js';
import type { TGraphqlContext } from './builder.js';

export function requireViewer(ctx: TGraphqlContext): TViewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

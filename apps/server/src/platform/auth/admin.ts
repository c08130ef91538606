import { forbidden } from '../errors.js';
import type { TViewer } from './viewer.js';

/**
 * Staff-only operations check who is really signed in: an admin acting as a customer is
 * still the admin, and a customer never passes.
 */
export function assertAdmin(viewer: TViewer): void {
  if (!viewer.actor.isAdmin) throw forbidden();
}

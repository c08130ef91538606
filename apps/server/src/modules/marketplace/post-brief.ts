import type { TPostBrief } from '@app/domain';
import type { TViewerUser } from '../../platform/auth/viewer.js';
import type { TDeps } from '../../platform/deps.js';
import { newId, requireCustomer, type TBrief } from './records.js';
import { marketplaceBriefs as briefs } from './tables.js';

/** A customer asks lawyers for quotes; the brief is open to every lawyer at once. */
export async function postBrief(o: {
  deps: TDeps;
  user: TViewerUser;
  input: TPostBrief;
}): Promise<TBrief> {
  requireCustomer(o.user);
  const now = o.deps.clock.now();
  const [row] = await o.deps.database.db
    .insert(briefs)
    .values({
      id: newId(o.deps),
      customerId: o.user.id,
      ...o.input,
      status: 'OPEN',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

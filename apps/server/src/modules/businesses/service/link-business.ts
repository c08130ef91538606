import { BUSINESS_MESSAGES, MESSAGES, resultName, type TBusinessListItem } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { businesses } from '../tables.js';
import { toListItem } from './business-records.js';

const notRegistered = (field: string) =>
  new AppError('BAD_INPUT', BUSINESS_MESSAGES.businessNotRegistered, {
    fields: { [field]: BUSINESS_MESSAGES.businessNotRegistered },
  });

/**
 * POST /entity/byob: adds a Registered business from the register to the customer's
 * account. Linking a business already in the account answers it again; one in another
 * account is refused with the §8 entity link message. The unique ABN decides a race.
 */
export async function linkBusiness(o: {
  deps: TDeps;
  userId: string;
  abn: string;
}): Promise<TBusinessListItem> {
  const { db } = o.deps.database;
  const entry = await o.deps.businessRegistry.findByAbn(o.abn);
  if (!entry) throw new AppError('NOT_FOUND', BUSINESS_MESSAGES.businessNotFound);
  if (entry.entityStatus !== 'Registered') throw notRegistered('abn');
  const [inserted] = await db
    .insert(businesses)
    .values({
      id: flakeId(o.deps.clock.now().getTime()),
      userId: o.userId,
      abn: entry.ABN.identifierValue,
      acn: entry.ASICNumber,
      entityName: resultName(entry),
      businessStructure: entry.entityType,
      entityStatus: entry.entityStatus,
      stateCode: entry.mainBusinessPhysicalAddress.stateCode,
      postcode: entry.mainBusinessPhysicalAddress.postcode,
      businessNames: entry.businessName.flatMap((n) => n.organisationName ?? n.fullName ?? []),
      gstRegisteredFrom: entry.goodsAndServicesTaxFrom,
      registrationKind: 'BYOB',
      createdAt: o.deps.clock.now(),
    })
    .onConflictDoNothing({ target: businesses.abn })
    .returning();
  if (inserted) return toListItem(inserted);
  const [holder] = await db.select().from(businesses).where(eq(businesses.abn, o.abn));
  if (holder?.userId === o.userId) return toListItem(holder);
  if (!holder) throw new AppError('INTERNAL', MESSAGES.entityLinkOther);
  throw new AppError('BUSINESS_OCCUPIED_BY_OTHER_USER', MESSAGES.entityLinkOccupied, {
    log: `business ${o.abn} is linked to another account`,
  });
}

/**
 * POST /entity/transform-byob: the same link, named by ABN or ACN, for the account the
 * caller acts as. Naming another account's userId is refused.
 */
export async function transformByob(o: {
  deps: TDeps;
  viewer: TViewer;
  userId: string;
  identifier: string;
}): Promise<TBusinessListItem> {
  if (o.userId !== o.viewer.user.id) {
    throw new AppError('FORBIDDEN', BUSINESS_MESSAGES.otherUser);
  }
  let abn = o.identifier;
  if (o.identifier.length === 9) {
    const company = await o.deps.businessRegistry.findByAcn(o.identifier);
    if (!company) throw new AppError('NOT_FOUND', BUSINESS_MESSAGES.businessNotFound);
    abn = company.ABN.identifierValue;
  }
  return linkBusiness({ deps: o.deps, userId: o.viewer.user.id, abn });
}

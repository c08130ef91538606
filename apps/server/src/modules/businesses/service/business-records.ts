import type { TBusinessDetails, TBusinessListItem, TEntityStatus, TStateCode } from '@app/domain';
import type { businesses } from '../tables.js';

export type TBusinessRow = typeof businesses.$inferSelect;

export const toListItem = (row: TBusinessRow): TBusinessListItem => ({
  businessId: row.id,
  entityName: row.entityName,
  businessStructure: row.businessStructure,
  acn: row.acn,
  entityStatus: row.entityStatus as TEntityStatus,
});

export const toDetails = (row: TBusinessRow): TBusinessDetails => ({
  ...toListItem(row),
  abn: row.abn,
  stateCode: row.stateCode as TStateCode,
  postcode: row.postcode,
  businessNames: row.businessNames,
  gstRegisteredFrom: row.gstRegisteredFrom,
  registrationKind: row.registrationKind,
  linkedAt: row.createdAt.toISOString(),
});

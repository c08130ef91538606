import type { TBusinessStructure, TEntityStatus, TStateCode } from './business-enums.js';

/**
 * The ABR's entity type name: one the product knows, or any other the register uses
 * ("Other Incorporated Entity", "Superannuation Fund", ...).
 */
export type TEntityType = TBusinessStructure | (string & {});

/** A name as the ABR gives it: an organisation's name, or a person's full name. */
export type TEntityName = { organisationName?: string; fullName?: string };

/**
 * SPEC §3 business search result, shaped as the ABR answers: mainName, legalName,
 * mainTradingName, businessName, ABN identifierValue, mainBusinessPhysicalAddress.
 * The register's other facts (status, type, ACN, GST) ride alongside.
 */
export type TBusinessSearchResult = {
  ABN: { identifierValue: string };
  ASICNumber: string | null;
  entityStatus: TEntityStatus;
  entityType: TEntityType;
  mainName: TEntityName | null;
  legalName: TEntityName | null;
  mainTradingName: TEntityName | null;
  businessName: TEntityName[];
  mainBusinessPhysicalAddress: { stateCode: TStateCode; postcode: string };
  /** The date GST registration took effect (yyyy-MM-dd), null when not registered. */
  goodsAndServicesTaxFrom: string | null;
};

/** SPEC §3 business list item, plus what the details page shows. */
export type TBusinessListItem = {
  businessId: string;
  entityName: string;
  businessStructure: TEntityType;
  acn: string | null;
  entityStatus: TEntityStatus;
};

export type TBusinessDetails = TBusinessListItem & {
  abn: string;
  stateCode: TStateCode;
  postcode: string;
  businessNames: string[];
  gstRegisteredFrom: string | null;
  registrationKind: string;
  linkedAt: string;
};

/** The display name of a search result: organisation, else person, else trading name. */
export function resultName(r: TBusinessSearchResult): string {
  const n = r.mainName ?? r.legalName ?? r.mainTradingName;
  return n?.organisationName ?? n?.fullName ?? '';
}

import type { TBusinessSearchResult, TStateCode } from '@app/domain';

// The ABR's JSON web services answer JSONP ("callback({...})"): AbnDetails and AcnDetails
// one entity, MatchingNames a ranked list of names (ABN Lookup web services, JSON).

export type TAbrDetails = {
  Abn: string;
  AbnStatus: string;
  Acn: string;
  AddressPostcode: string;
  AddressState: string;
  /** Names the entity trades under: strings, or objects in some answers. */
  BusinessName: (string | { OrganisationName?: string })[] | null;
  EntityName: string;
  EntityTypeCode: string;
  EntityTypeName: string;
  /** yyyy-MM-dd GST took effect, or empty / null when not registered. */
  Gst: string | null;
  Message: string;
};

export type TAbrMatchingNames = {
  Message: string;
  Names: { Abn: string; AbnStatus: string; Name: string; NameType: string; Score: number }[];
};

/** The JSON inside a JSONP answer. */
export function unwrapJsonp(text: string): unknown {
  const start = text.indexOf('(');
  const end = text.lastIndexOf(')');
  return JSON.parse(start >= 0 && end > start ? text.slice(start + 1, end) : text);
}

// The ABR keeps an individual's name "FAMILY, GIVEN"; the product shows it as people write it.
const personName = (name: string) => {
  const [family, given] = name.split(',').map((p) => p.trim());
  return given ? `${given} ${family}` : name;
};

/** An AbnDetails or AcnDetails answer as the product's search result. */
export function fromAbrDetails(d: TAbrDetails): TBusinessSearchResult {
  const person = d.EntityTypeCode === 'IND';
  const names = (d.BusinessName ?? [])
    .map((n) => (typeof n === 'string' ? n : (n.OrganisationName ?? '')))
    .filter(Boolean);
  const name = person ? { fullName: personName(d.EntityName) } : { organisationName: d.EntityName };
  return {
    ABN: { identifierValue: d.Abn },
    ASICNumber: d.Acn || null,
    // The ABR says Active or Cancelled: an ABN that is not active is deregistered.
    entityStatus: d.AbnStatus === 'Active' ? 'Registered' : 'Deregistered',
    entityType: d.EntityTypeName,
    mainName: person ? null : name,
    legalName: person ? name : null,
    mainTradingName: names[0] ? { organisationName: names[0] } : null,
    businessName: names.map((organisationName) => ({ organisationName })),
    mainBusinessPhysicalAddress: {
      stateCode: d.AddressState as TStateCode,
      postcode: d.AddressPostcode,
    },
    goodsAndServicesTaxFrom: d.Gst || null,
  };
}

/** One of our staffed offices a customer's company or business can use as its address. */
export type TOfficeLocation = {
  id: string;
  city: string;
  /** The street address as it appears on ASIC's register (suite, street, suburb, state, postcode). */
  street: string;
  suburb: string;
  stateCode: 'NSW' | 'VIC' | 'QLD' | 'WA' | 'SA';
  postcode: string;
  /** The occupier who gives the Corporations Act s 100 consent. */
  occupier: string;
};

/** The embedded list of our office locations (CBD addresses in five capital cities). */
export const OFFICE_LOCATIONS: readonly TOfficeLocation[] = [
  {
    id: 'sydney-cbd',
    city: 'Sydney',
    street: 'Level 12, 60 Margaret Street',
    suburb: 'Sydney',
    stateCode: 'NSW',
    postcode: '2000',
    occupier: 'Clausewell Offices Pty Ltd',
  },
  {
    id: 'melbourne-cbd',
    city: 'Melbourne',
    street: 'Level 8, 350 Collins Street',
    suburb: 'Melbourne',
    stateCode: 'VIC',
    postcode: '3000',
    occupier: 'Clausewell Offices Pty Ltd',
  },
  {
    id: 'brisbane-cbd',
    city: 'Brisbane',
    street: 'Level 19, 240 Queen Street',
    suburb: 'Brisbane City',
    stateCode: 'QLD',
    postcode: '4000',
    occupier: 'Clausewell Offices Pty Ltd',
  },
  {
    id: 'perth-cbd',
    city: 'Perth',
    street: 'Level 5, 140 St Georges Terrace',
    suburb: 'Perth',
    stateCode: 'WA',
    postcode: '6000',
    occupier: 'Clausewell Offices Pty Ltd',
  },
  {
    id: 'adelaide-cbd',
    city: 'Adelaide',
    street: 'Level 3, 81 King William Street',
    suburb: 'Adelaide',
    stateCode: 'SA',
    postcode: '5000',
    occupier: 'Clausewell Offices Pty Ltd',
  },
];

export const OFFICE_LOCATION_IDS = OFFICE_LOCATIONS.map((l) => l.id) as [string, ...string[]];

export function officeLocation(id: string): TOfficeLocation | undefined {
  return OFFICE_LOCATIONS.find((l) => l.id === id);
}

/** The address on one line, as ASIC and the consent show it. */
export function formatOfficeAddress(l: TOfficeLocation): string {
  return `${l.street}, ${l.suburb} ${l.stateCode} ${l.postcode}`;
}

/** The plans a virtual office is bought on (SPEC §9 handles). */
export const VIRTUAL_OFFICE_PLAN_HANDLES = ['virtual-office', 'virtual-office-quarterly'] as const;
export type TVirtualOfficePlan = (typeof VIRTUAL_OFFICE_PLAN_HANDLES)[number];

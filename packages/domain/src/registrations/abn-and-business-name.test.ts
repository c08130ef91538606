import { describe, expect, it } from 'vitest';
import { ZAbnApplication, ZBusinessNameApplication } from './abn-and-business-name.js';
import { REGISTRATION_MESSAGES as M } from './registration-messages.js';

const soleTrader = {
  carryingOnEnterprise: true,
  hobbyOrEmployee: false,
  entityType: 'SOLE_TRADER',
  enterpriseDescription: 'Mobile dog grooming',
  startDate: '2026-09-01',
  applicant: { givenNames: 'Mia', familyName: 'Nguyen', dateOfBirth: '1990-05-04' },
  businessAddress: {
    addressType: 'PRINCIPAL_PLACE_OF_BUSINESS',
    line1: '12 Harbour Street',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
  },
};

const messages = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('ABN and business name applications', () => {
  it('asks the ABR’s eligibility questions: an enterprise, not a hobby or employment', () => {
    expect(ZAbnApplication.safeParse(soleTrader).success).toBe(true);
    expect(
      messages(ZAbnApplication.safeParse({ ...soleTrader, carryingOnEnterprise: false })),
    ).toEqual([M.abnNotEnterprise]);
    expect(messages(ZAbnApplication.safeParse({ ...soleTrader, hobbyOrEmployee: true }))).toEqual([
      M.abnHobbyRefused,
    ]);
  });

  it('asks each entity type for what identifies it', () => {
    expect(messages(ZAbnApplication.safeParse({ ...soleTrader, applicant: undefined }))).toEqual([
      M.abnApplicant,
    ]);
    expect(
      messages(ZAbnApplication.safeParse({ ...soleTrader, entityType: 'PARTNERSHIP' })),
    ).toEqual([M.abnPartners]);
    expect(messages(ZAbnApplication.safeParse({ ...soleTrader, entityType: 'COMPANY' }))).toEqual([
      M.abnCompanyAcn,
    ]);
  });

  it('registers a business name for 1 or 3 years to exactly one ABN or ABN application', () => {
    const base = { businessName: 'Wattle Paws', periodYears: 3, abn: '51 824 753 556' };
    expect(ZBusinessNameApplication.parse(base).abn).toBe('51824753556');
    expect(messages(ZBusinessNameApplication.safeParse({ ...base, periodYears: 2 }))).toEqual([
      M.businessNamePeriod,
    ]);
    expect(messages(ZBusinessNameApplication.safeParse({ ...base, abn: undefined }))).toEqual([
      M.businessNameHolder,
    ]);
  });
});

describe('trade mark requests', () => {
  it('offers the 45 Nice classes, searchable by number or words', async () => {
    const { NICE_CLASSES, searchNiceClasses } = await import('./trademark.js');
    expect(NICE_CLASSES.map((c) => c.number)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    expect(searchNiceClasses('clothing').map((c) => c.number)).toEqual([25]);
    expect(searchNiceClasses('45').map((c) => c.number)).toEqual([45]);
  });
});

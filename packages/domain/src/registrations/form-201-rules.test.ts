import { describe, expect, it } from 'vitest';
import { type TCompanyOfficeholder, ZOfficesStep, ZShareholder } from './company-application.js';
import { ageOnDay, australianDate, form201Issues, officeholderIssues } from './form-201-rules.js';
import { governmentFee } from './government-fees.js';
import { REGISTRATION_MESSAGES as M } from './registration-messages.js';

const address = {
  addressType: 'DIRECTORS_ADDRESS' as const,
  line1: '12 Harbour Street',
  suburb: 'Sydney',
  state: 'NSW' as const,
  postcode: '2000',
};

const person = (o: Partial<TCompanyOfficeholder> = {}): TCompanyOfficeholder => ({
  id: 'p1',
  givenNames: 'Mia',
  familyName: 'Nguyen',
  formerNames: [],
  dateOfBirth: '1990-05-04',
  placeOfBirth: { town: 'Hobart', country: 'Australia' },
  residentialAddress: address,
  roles: ['DIRECTOR', 'SECRETARY'],
  ordinarilyResidentInAustralia: true,
  directorId: '036123456789012',
  ...o,
});

describe('Form 201 rules', () => {
  it('counts a director 18 on their birthday and not the day before', () => {
    expect(ageOnDay('2008-03-15', '2026-03-14')).toBe(17);
    expect(ageOnDay('2008-03-15', '2026-03-15')).toBe(18);
    const minor = person({ dateOfBirth: '2008-03-15' });
    expect(officeholderIssues([minor], '2026-03-14')).toEqual([M.underAge('Mia Nguyen')]);
    expect(officeholderIssues([minor], '2026-03-15')).toEqual([]);
  });

  it('reads the date in Sydney, where the day starts before UTC', () => {
    expect(australianDate(new Date('2026-03-14T14:00:00Z'))).toBe('2026-03-15');
  });

  it('needs a director who ordinarily resides in Australia', () => {
    const abroad = person({ ordinarilyResidentInAustralia: false });
    expect(officeholderIssues([abroad], '2026-01-01')).toEqual([M.noResidentDirector]);
    const secretaryHere = person({ id: 'p2', roles: ['SECRETARY'] });
    expect(officeholderIssues([abroad, secretaryHere], '2026-01-01')).toEqual([
      M.noResidentDirector,
    ]);
    expect(officeholderIssues([abroad, person({ id: 'p3' })], '2026-01-01')).toEqual([]);
    expect(officeholderIssues([secretaryHere], '2026-01-01')).toEqual([M.noDirector]);
  });

  it('needs every director to hold a director ID', () => {
    expect(officeholderIssues([person({ directorId: undefined })], '2026-01-01')).toEqual([
      M.directorIdRequired('Mia Nguyen'),
    ]);
  });

  it('lists the steps not yet saved and a restricted word without consent', () => {
    const issues = form201Issues(
      {
        companyType: 'PROPRIETARY_LIMITED_BY_SHARES',
        name: {
          useAcnAsName: false,
          proposedName: 'Royal Tiles Pty Ltd',
          restrictedWordConsent: false,
        },
      },
      '2026-01-01',
    );
    expect(issues.map((i) => i.step)).toEqual(['offices', 'officeholders', 'shareholders', 'name']);
    expect(issues.at(-1)?.message).toBe(M.nameRestricted('royal'));
  });

  it('refuses a PO box as the registered office and needs the occupier’s consent', () => {
    const office = { ...address, addressType: 'REGISTERED_OFFICE' as const };
    const result = ZOfficesStep.safeParse({
      registeredOffice: { ...office, line1: 'PO Box 123' },
      occupiedByCompany: false,
      principalPlaceOfBusiness: { ...address, addressType: 'PRINCIPAL_PLACE_OF_BUSINESS' },
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual([M.addressPoBox, M.occupierName, M.occupierConsent]);
  });

  it('defaults shares to the ORD class and beneficially owned, and needs a company’s ACN', () => {
    const holder = ZShareholder.parse({
      id: 's1',
      kind: 'PERSON',
      name: 'Mia Nguyen',
      address: { ...address, addressType: 'SHAREHOLDERS_ADDRESS' },
      numberOfShares: 100,
      amountPaidPerShareCents: 100,
    });
    expect(holder).toMatchObject({
      shareClass: 'ORD',
      beneficiallyOwned: true,
      amountUnpaidPerShareCents: 0,
    });
    const company = ZShareholder.safeParse({ ...holder, kind: 'COMPANY' });
    expect(company.error?.issues[0]?.message).toBe(M.shareholderAcn);
  });

  it('charges the ASIC fee in force on the day, from its effective date', () => {
    const fee = governmentFee('COMPANY_REGISTRATION_WITH_SHARE_CAPITAL', '2026-11-27');
    expect(fee).toMatchObject({ amountInCents: 59_700, effectiveFrom: '2024-07-01' });
    expect(fee.source).toContain('asic.gov.au');
    expect(() => governmentFee('COMPANY_REGISTRATION_WITH_SHARE_CAPITAL', '2024-06-30')).toThrow();
  });
});

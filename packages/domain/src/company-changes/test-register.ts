import type { TCompanyRegister } from './schemas.js';

const office = { line1: '1 Harbour St', suburb: 'Sydney', state: 'NSW' as const, postcode: '2000' };

/** A small company: one resident director and secretary, two members of ordinary shares. */
export function sampleRegister(): TCompanyRegister {
  return {
    companyName: 'Harbour Tiles Pty Ltd',
    registeredOffice: office,
    principalPlace: office,
    officeholders: [
      {
        id: 'oh-1',
        firstName: 'Alex',
        lastName: 'Tester',
        roles: ['DIRECTOR', 'SECRETARY'],
        dateOfBirth: '1980-05-01',
        directorId: '036000000000001',
        residentialAddress: office,
        australianResident: true,
        appointedOn: '2020-03-02',
      },
    ],
    shareClasses: [{ code: 'ORD', name: 'Ordinary', pricePerShareCents: 100 }],
    members: [
      {
        id: 'm-1',
        name: 'Alex Tester',
        address: office,
        holdings: [{ classCode: 'ORD', shares: 60, fullyPaid: true, beneficiallyHeld: true }],
      },
      {
        id: 'm-2',
        name: 'Sam Holder',
        address: office,
        holdings: [{ classCode: 'ORD', shares: 40, fullyPaid: true, beneficiallyHeld: true }],
      },
    ],
  };
}

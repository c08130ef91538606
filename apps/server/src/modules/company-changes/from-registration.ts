import {
  calendarDate,
  type TCompanyRegister,
  type TRegisterAddress,
  type TRegisterShareClass,
  type TRegistrationAddress,
} from '@app/domain';
import type { TCompanyRegisteredHook } from '../registrations/index.js';
import { seedCompanyRegister } from './register.js';

type TForm201Register = Parameters<TCompanyRegisteredHook>[1]['register'];

const SHARE_CLASS_NAMES: Record<string, string> = { ORD: 'Ordinary' };

function registerAddress(a: TRegistrationAddress): TRegisterAddress {
  return {
    line1: a.line1,
    ...(a.line2 ? { line2: a.line2 } : {}),
    suburb: a.suburb,
    state: a.state,
    postcode: a.postcode,
  };
}

/** A company's opening register as company changes keeps it, from its Form 201. */
export function registerFromForm201(
  form: TForm201Register,
  registeredOn: string,
): TCompanyRegister {
  const shareClasses: TRegisterShareClass[] = [];
  for (const s of form.shareholders) {
    if (shareClasses.some((c) => c.code === s.shareClass)) continue;
    shareClasses.push({
      code: s.shareClass,
      name: SHARE_CLASS_NAMES[s.shareClass] ?? s.shareClass,
      pricePerShareCents: s.amountPaidPerShareCents + s.amountUnpaidPerShareCents,
    });
  }
  return {
    companyName: form.companyName,
    registeredOffice: registerAddress(form.registeredOffice),
    principalPlace: registerAddress(form.principalPlaceOfBusiness),
    officeholders: form.officeholders.map((o) => ({
      id: o.id,
      firstName: o.givenNames,
      lastName: o.familyName,
      roles: o.roles,
      dateOfBirth: o.dateOfBirth,
      directorId: o.directorId ?? null,
      residentialAddress: registerAddress(o.residentialAddress),
      australianResident: o.ordinarilyResidentInAustralia,
      appointedOn: registeredOn,
    })),
    shareClasses,
    members: form.shareholders.map((s) => ({
      id: s.id,
      name: s.name,
      address: registerAddress(s.address),
      holdings: [
        {
          classCode: s.shareClass,
          shares: s.numberOfShares,
          fullyPaid: s.amountUnpaidPerShareCents === 0,
          beneficiallyHeld: s.beneficiallyOwned,
        },
      ],
    })),
  };
}

/** A company registered here starts with its register filled, dated the day ASIC registered it. */
export const seedRegisterOnRegistration: TCompanyRegisteredHook = (work, company) => {
  const registeredOn = calendarDate(new Date(company.register.registeredAt));
  return seedCompanyRegister(work, {
    businessId: company.businessId,
    userId: company.userId,
    registeredOn,
    register: registerFromForm201(company.register, registeredOn),
  });
};

import { describe, expect, it } from 'vitest';
import {
  acnCheckMessage,
  authorisationProblems,
  canSubmitAuthorisation,
  type TAuthorisationDraft,
  ZAuthoriser,
  ZFinaliseVirtualOffice,
  ZVirtualOfficeSignatureUpload,
} from './authorisation.js';
import { formatOfficeAddress, OFFICE_LOCATIONS } from './locations.js';
import { ZStartVirtualOffice } from './schemas.js';

const ready: TAuthorisationDraft = {
  firstName: 'Mei',
  middleName: '',
  lastName: 'Harbour',
  roles: ['director'],
  signed: true,
  acn: '004 085 616',
  acnCheck: 'valid',
};

describe('virtual office authorisation (SPEC §4, §5)', () => {
  it('enables submit with names, a role, a drawn signature and an ACN the lookup found valid', () => {
    expect(canSubmitAuthorisation(ready)).toBe(true);
    expect(authorisationProblems(ready)).toEqual({});
  });

  it('asks for at least one role', () => {
    const d = { ...ready, roles: [] };
    expect(authorisationProblems(d)).toEqual({ role: 'Please select at least one role' });
    expect(canSubmitAuthorisation(d)).toBe(false);
    expect(canSubmitAuthorisation({ ...ready, roles: ['director', 'secretary'] })).toBe(true);
    expect(canSubmitAuthorisation({ ...ready, roles: ['secretary'] })).toBe(true);
  });

  it('requires first and last names but not a middle name', () => {
    expect(authorisationProblems({ ...ready, firstName: '  ' })).toHaveProperty('firstName');
    expect(authorisationProblems({ ...ready, lastName: '' })).toHaveProperty('lastName');
    expect(canSubmitAuthorisation({ ...ready, middleName: 'Li' })).toBe(true);
  });

  it('requires a drawn signature', () => {
    expect(authorisationProblems({ ...ready, signed: false })).toEqual({
      signature: 'Draw your signature',
    });
  });

  it('requires an ACN the lookup has found valid, not one still checking or refused', () => {
    expect(authorisationProblems({ ...ready, acn: '' })).toHaveProperty('acn');
    expect(canSubmitAuthorisation({ ...ready, acnCheck: 'checking' })).toBe(false);
    expect(canSubmitAuthorisation({ ...ready, acnCheck: 'idle' })).toBe(false);
    expect(authorisationProblems({ ...ready, acnCheck: 'invalid' })).toEqual({
      acn: 'Provided ACN is invalid',
    });
  });

  it('words the lookup as §5 does', () => {
    expect(acnCheckMessage('checking')).toBe('Checking ACN...');
    expect(acnCheckMessage('valid')).toBe('Provided ACN is valid');
    expect(acnCheckMessage('invalid')).toBe('Provided ACN is invalid');
    expect(acnCheckMessage('idle')).toBeNull();
  });

  it('parses the finalise payload, refusing an empty role list and a bad ACN', () => {
    const input = {
      virtualOfficeId: 'vo-1',
      signatureUrl: '/api/files/uploads/u/sig.png',
      signedDate: '2026-11-27',
      acnNumber: '004 085 616',
      authorizer: { firstName: 'Mei', lastName: 'Harbour', middleName: '', role: ['director'] },
    };
    const parsed = ZFinaliseVirtualOffice.parse(input);
    expect(parsed.acnNumber).toBe('004085616');
    expect(parsed.authorizer.middleName).toBeUndefined();
    const noRole = ZAuthoriser.safeParse({ ...input.authorizer, role: [] });
    expect(noRole.error?.issues[0]?.message).toBe('Please select at least one role');
    const badAcn = ZFinaliseVirtualOffice.safeParse({ ...input, acnNumber: '004085617' });
    expect(badAcn.error?.issues[0]?.message).toBe('Provided ACN is invalid');
    const badDate = ZFinaliseVirtualOffice.safeParse({ ...input, signedDate: '27/11/2026' });
    expect(badDate.success).toBe(false);
  });
});

describe('signature upload', () => {
  it('takes a PNG only, named as PNG or image/png', () => {
    const input = { fileName: 'signature.png', userId: 'u-1' };
    expect(ZVirtualOfficeSignatureUpload.parse({ ...input, fileType: 'image/png' }).fileType).toBe(
      'PNG',
    );
    expect(ZVirtualOfficeSignatureUpload.parse({ ...input, fileType: 'PNG' }).fileType).toBe('PNG');
    const pdf = ZVirtualOfficeSignatureUpload.safeParse({ ...input, fileType: 'PDF' });
    expect(pdf.error?.issues[0]?.message).toBe('The signature must be uploaded as a PNG image.');
  });
});

describe('office locations and the purchase', () => {
  it('has a CBD office in each of five capitals, each with a full address', () => {
    expect(OFFICE_LOCATIONS.map((l) => l.stateCode)).toEqual(['NSW', 'VIC', 'QLD', 'WA', 'SA']);
    expect(formatOfficeAddress(OFFICE_LOCATIONS[0]!)).toBe(
      'Level 12, 60 Margaret Street, Sydney NSW 2000',
    );
  });

  it('takes only the two virtual office plans and known locations', () => {
    const ok = { businessId: 'b', locationId: 'perth-cbd', planHandle: 'virtual-office' };
    expect(ZStartVirtualOffice.safeParse(ok).success).toBe(true);
    expect(ZStartVirtualOffice.safeParse({ ...ok, planHandle: 'tax-plan-annual' }).success).toBe(
      false,
    );
    expect(ZStartVirtualOffice.safeParse({ ...ok, locationId: 'hobart' }).success).toBe(false);
  });
});

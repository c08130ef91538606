import { describe, expect, it } from 'vitest';
import { applyCompanyChanges, shareTotals } from './apply-changes.js';
import { COMPANY_CHANGE_MESSAGES as M } from './messages.js';
import { ZCompanyChange } from './schemas.js';
import { sampleRegister } from './test-register.js';

const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};
const home = { line1: '9 Bay Rd', suburb: 'Perth', state: 'WA' as const, postcode: '6000' };
const newDirector = {
  id: 'x',
  firstName: 'Jo',
  lastName: 'Abroad',
  roles: ['DIRECTOR' as const],
  dateOfBirth: '1990-01-01',
  directorId: '036111111111111',
  residentialAddress: home,
  australianResident: false,
};

describe('applying a Form 484 to the register', () => {
  it('transfers shares and keeps the totals of each class', () => {
    const { after, problems } = applyCompanyChanges(
      sampleRegister(),
      [
        {
          type: 'TRANSFER_SHARES',
          fromMemberId: 'm-1',
          toMemberId: 'm-2',
          classCode: 'ORD',
          shares: 60,
          considerationCents: 6000,
        },
      ],
      { effectiveDate: '2026-11-01', newIds: ids() },
    );
    expect(problems).toEqual([]);
    expect(after.members.find((m) => m.id === 'm-1')!.holdings).toEqual([]);
    expect(after.members.find((m) => m.id === 'm-2')!.holdings[0]!.shares).toBe(100);
    expect(shareTotals(after)).toEqual({ ORD: 100 });
  });

  it('refuses a transfer of more shares than the member holds', () => {
    const { problems } = applyCompanyChanges(
      sampleRegister(),
      [
        {
          type: 'TRANSFER_SHARES',
          fromMemberId: 'm-2',
          toMemberId: 'm-1',
          classCode: 'ORD',
          shares: 41,
          considerationCents: 0,
        },
      ],
      { effectiveDate: '2026-11-01', newIds: ids() },
    );
    expect(problems).toEqual([{ change: 0, message: M.notEnoughShares }]);
  });

  it('issues new shares to a member and changes the class total', () => {
    const { after } = applyCompanyChanges(
      sampleRegister(),
      [{ type: 'CHANGE_TOTAL_SHARES', classCode: 'ORD', memberId: 'm-2', delta: 50 }],
      { effectiveDate: '2026-11-01', newIds: ids() },
    );
    expect(shareTotals(after)).toEqual({ ORD: 150 });
  });

  it('keeps a resident director after removals', () => {
    const { after, problems } = applyCompanyChanges(
      sampleRegister(),
      [
        { type: 'ADD_OFFICEHOLDER', officeholder: newDirector },
        { type: 'REMOVE_OFFICEHOLDER', officeholderId: 'oh-1' },
      ],
      { effectiveDate: '2026-11-01', newIds: ids() },
    );
    expect(after.officeholders.map((o) => o.id)).toEqual(['new-1']);
    expect(after.officeholders[0]!.appointedOn).toBe('2026-11-01');
    expect(problems).toEqual([{ change: null, message: M.noResidentDirector }]);
  });

  it('refuses a director under 18 on the effective date and passes them the day they turn 18', () => {
    const young = { ...newDirector, australianResident: true, dateOfBirth: '2008-11-02' };
    const before = applyCompanyChanges(
      sampleRegister(),
      [{ type: 'ADD_OFFICEHOLDER', officeholder: young }],
      {
        effectiveDate: '2026-11-01',
        newIds: ids(),
      },
    );
    expect(before.problems.map((p) => p.message)).toEqual([`Jo Abroad: ${M.directorTooYoung}`]);
    const on = applyCompanyChanges(
      sampleRegister(),
      [{ type: 'ADD_OFFICEHOLDER', officeholder: young }],
      {
        effectiveDate: '2026-11-02',
        newIds: ids(),
      },
    );
    expect(on.problems).toEqual([]);
  });

  it('asks for a proprietary suffix on a new name and checks director IDs in the forms', () => {
    const { problems } = applyCompanyChanges(
      sampleRegister(),
      [{ type: 'CHANGE_COMPANY_NAME', newName: 'Harbour Tiles' }],
      { effectiveDate: '2026-11-01', newIds: ids() },
    );
    expect(problems).toEqual([{ change: 0, message: M.companyNameSuffix }]);
    const bad = ZCompanyChange.safeParse({
      type: 'ADD_OFFICEHOLDER',
      officeholder: { ...newDirector, directorId: '12345' },
    });
    expect(bad.success).toBe(false);
    const noRole = ZCompanyChange.safeParse({
      type: 'ADD_OFFICEHOLDER',
      officeholder: { ...newDirector, roles: [] },
    });
    expect(noRole.error?.issues[0]?.message).toBe(M.roleRequired);
  });
});

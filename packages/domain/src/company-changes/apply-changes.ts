import { isValidDirectorId } from '../businesses/identifiers.js';
import { COMPANY_CHANGE_MESSAGES as M } from './messages.js';
import type {
  TCompanyChange,
  TCompanyRegister,
  TRegisterHolding,
  TRegisterMember,
} from './schemas.js';

export type TChangeProblem = { change: number | null; message: string };
export type TAppliedChanges = { after: TCompanyRegister; problems: TChangeProblem[] };

const PROPRIETARY_SUFFIX = /\s(Pty\.? Ltd\.?|Proprietary Limited)$/i;

/** Whole years between a birth date and a day, both 'yyyy-MM-dd'. */
export function directorAgeOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The shares of each class on issue: the sum of every member's holding of it. */
export function shareTotals(register: TCompanyRegister): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const c of register.shareClasses) totals[c.code] = 0;
  for (const m of register.members) {
    for (const h of m.holdings) totals[h.classCode] = (totals[h.classCode] ?? 0) + h.shares;
  }
  return totals;
}

function setShares(member: TRegisterMember, classCode: string, shares: number): TRegisterMember {
  const others = member.holdings.filter((h) => h.classCode !== classCode);
  const current = member.holdings.find((h) => h.classCode === classCode);
  const holding: TRegisterHolding = current
    ? { ...current, shares }
    : { classCode, shares, fullyPaid: true, beneficiallyHeld: true };
  return { ...member, holdings: shares > 0 ? [...others, holding] : others };
}

const held = (member: TRegisterMember, classCode: string) =>
  member.holdings.find((h) => h.classCode === classCode)?.shares ?? 0;

/**
 * Applies a Form 484's changes, in order, to the register as it stood before them. Problems
 * name the change that caused them (by position) or none when the register as a whole breaks
 * a rule: at least one director, one of them living in Australia, every director 18 or over
 * with a director ID, at least one member, and shares only of classes the company has.
 */
export function applyCompanyChanges(
  before: TCompanyRegister,
  changes: readonly TCompanyChange[],
  o: { effectiveDate: string; newIds: () => string },
): TAppliedChanges {
  let r: TCompanyRegister = structuredClone(before);
  const problems: TChangeProblem[] = [];
  const memberAt = (id: string) => r.members.findIndex((m) => m.id === id);
  const hasClass = (code: string) => r.shareClasses.some((c) => c.code === code);

  // Answers why the change cannot be made, or nothing when it was.
  const applyOne = (c: TCompanyChange): string | undefined => {
    switch (c.type) {
      case 'ADD_OFFICEHOLDER': {
        const added = { ...c.officeholder, id: o.newIds(), appointedOn: o.effectiveDate };
        r = { ...r, officeholders: [...r.officeholders, added] };
        break;
      }
      case 'REMOVE_OFFICEHOLDER': {
        if (!r.officeholders.some((h) => h.id === c.officeholderId)) return M.officeholderUnknown;
        r = { ...r, officeholders: r.officeholders.filter((h) => h.id !== c.officeholderId) };
        break;
      }
      case 'ADD_SHAREHOLDER': {
        if (!hasClass(c.holding.classCode)) return M.shareClassUnknown;
        const member = { ...c.member, id: o.newIds(), holdings: [c.holding] };
        r = { ...r, members: [...r.members, member] };
        break;
      }
      case 'REMOVE_SHAREHOLDER': {
        if (memberAt(c.memberId) < 0) return M.memberUnknown;
        r = { ...r, members: r.members.filter((m) => m.id !== c.memberId) };
        break;
      }
      case 'CHANGE_COMPANY_ADDRESS': {
        const key = c.which === 'REGISTERED_OFFICE' ? 'registeredOffice' : 'principalPlace';
        r = { ...r, [key]: c.address };
        break;
      }
      case 'CHANGE_COMPANY_NAME': {
        if (!PROPRIETARY_SUFFIX.test(c.newName)) return M.companyNameSuffix;
        r = { ...r, companyName: c.newName };
        break;
      }
      case 'CHANGE_SHARE_PRICE': {
        if (!hasClass(c.classCode)) return M.shareClassUnknown;
        r = {
          ...r,
          shareClasses: r.shareClasses.map((s) =>
            s.code === c.classCode ? { ...s, pricePerShareCents: c.pricePerShareCents } : s,
          ),
        };
        break;
      }
      case 'CHANGE_TOTAL_SHARES':
      case 'UPDATE_SHAREHOLDER_SHARES': {
        if (!hasClass(c.classCode)) return M.shareClassUnknown;
        const at = memberAt(c.memberId);
        if (at < 0) return M.memberUnknown;
        const member = r.members[at]!;
        const next =
          c.type === 'CHANGE_TOTAL_SHARES' ? held(member, c.classCode) + c.delta : c.shares;
        if (next < 0) return M.notEnoughShares;
        r = {
          ...r,
          members: r.members.map((m, j) => (j === at ? setShares(m, c.classCode, next) : m)),
        };
        break;
      }
      case 'TRANSFER_SHARES': {
        if (c.fromMemberId === c.toMemberId) return M.sameMember;
        if (!hasClass(c.classCode)) return M.shareClassUnknown;
        const from = memberAt(c.fromMemberId);
        const to = memberAt(c.toMemberId);
        if (from < 0 || to < 0) return M.memberUnknown;
        if (held(r.members[from]!, c.classCode) < c.shares) return M.notEnoughShares;
        r = {
          ...r,
          members: r.members.map((m, j) => {
            if (j === from) return setShares(m, c.classCode, held(m, c.classCode) - c.shares);
            if (j === to) return setShares(m, c.classCode, held(m, c.classCode) + c.shares);
            return m;
          }),
        };
        break;
      }
      case 'UPDATE_MEMBER_DETAILS': {
        const at = memberAt(c.memberId);
        if (at < 0) return M.memberUnknown;
        r = {
          ...r,
          members: r.members.map((m, j) =>
            j === at ? { ...m, name: c.name, address: c.address } : m,
          ),
        };
        break;
      }
    }
    return undefined;
  };
  changes.forEach((c, i) => {
    const problem = applyOne(c);
    if (problem) problems.push({ change: i, message: problem });
  });

  problems.push(...registerProblems(r, o.effectiveDate));
  return { after: r, problems };
}

/** The rules a company's register must meet on a day, whatever changes led to it. */
export function registerProblems(r: TCompanyRegister, day: string): TChangeProblem[] {
  const problems: TChangeProblem[] = [];
  const whole = (message: string) => problems.push({ change: null, message });
  const directors = r.officeholders.filter((h) => h.roles.includes('DIRECTOR'));
  if (directors.length === 0) whole(M.noDirector);
  else if (!directors.some((d) => d.australianResident)) whole(M.noResidentDirector);
  for (const d of directors) {
    if (directorAgeOn(d.dateOfBirth, day) < 18)
      whole(`${d.firstName} ${d.lastName}: ${M.directorTooYoung}`);
    if (!d.directorId || !isValidDirectorId(d.directorId)) {
      whole(`${d.firstName} ${d.lastName}: ${M.directorIdNeeded}`);
    }
  }
  if (r.members.length === 0) whole(M.noMembers);
  const codes = new Set(r.shareClasses.map((c) => c.code));
  for (const m of r.members) {
    if (m.holdings.some((h) => !codes.has(h.classCode))) whole(`${m.name}: ${M.shareClassUnknown}`);
  }
  return problems;
}

import {
  formatDateLong,
  COMPANY_CHANGE_MESSAGES as M,
  type TCompanyChange,
  type TCompanyRegister,
  type TRegisterAddress,
} from '@app/domain';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { changeDocuments, previewChange } from './change-view.js';
import { writePlainPdf } from './pdf.js';
import { ownedChange, ownedCompany, ownedReview, requireRegister } from './records.js';

const address = (a: TRegisterAddress) =>
  [a.line1, a.line2, `${a.suburb} ${a.state} ${a.postcode}`].filter(Boolean).join(', ');

const cents = (n: number) => `$${(n / 100).toFixed(2)}`;

function describe(c: TCompanyChange, r: TCompanyRegister): string {
  const member = (id: string) => r.members.find((m) => m.id === id)?.name ?? id;
  switch (c.type) {
    case 'ADD_OFFICEHOLDER':
      return `${c.officeholder.firstName} ${c.officeholder.lastName} be appointed as ${c.officeholder.roles.join(' and ').toLowerCase()}, having consented in writing to act.`;
    case 'REMOVE_OFFICEHOLDER': {
      const o = r.officeholders.find((h) => h.id === c.officeholderId);
      return `${o ? `${o.firstName} ${o.lastName}` : c.officeholderId} cease to hold office.`;
    }
    case 'ADD_SHAREHOLDER':
      return `${c.holding.shares} ${c.holding.classCode} shares be issued to ${c.member.name} of ${address(c.member.address)}.`;
    case 'REMOVE_SHAREHOLDER':
      return `${member(c.memberId)} be removed from the register of members.`;
    case 'CHANGE_COMPANY_ADDRESS':
      return `The ${c.which === 'REGISTERED_OFFICE' ? 'registered office' : 'principal place of business'} be changed to ${address(c.address)}.`;
    case 'CHANGE_COMPANY_NAME':
      return `Subject to the members' special resolution, the company's name be changed to ${c.newName}.`;
    case 'CHANGE_TOTAL_SHARES':
      return c.delta > 0
        ? `${c.delta} ${c.classCode} shares be issued to ${member(c.memberId)}.`
        : `${-c.delta} ${c.classCode} shares held by ${member(c.memberId)} be cancelled.`;
    case 'CHANGE_SHARE_PRICE':
      return `The issue price of ${c.classCode} shares be ${cents(c.pricePerShareCents)} a share.`;
    case 'TRANSFER_SHARES':
      return `The transfer of ${c.shares} ${c.classCode} shares from ${member(c.fromMemberId)} to ${member(c.toMemberId)} for ${cents(c.considerationCents)} be approved and registered.`;
    case 'UPDATE_MEMBER_DETAILS':
      return `The register of members be updated for ${member(c.memberId)}: ${c.name}, ${address(c.address)}.`;
    case 'UPDATE_SHAREHOLDER_SHARES':
      return `The holding of ${member(c.memberId)} be recorded as ${c.shares} ${c.classCode} shares.`;
  }
}

const directors = (r: TCompanyRegister) =>
  r.officeholders.filter((o) => o.roles.includes('DIRECTOR'));
const signatures = (names: string[]) => names.flatMap((n) => ['____________________________', n]);

/** A supporting document of a change, as a PDF: resolutions, consents, transfer forms. */
export async function changeDocumentPdf(o: {
  deps: TDeps;
  userId: string;
  changeId: string;
  kind: string;
}) {
  const { db } = o.deps.database;
  const row = await ownedChange(db, o);
  const known = changeDocuments(row).find((d) => d.kind === o.kind);
  if (!known) throw new AppError('NOT_FOUND', M.changeNotFound);
  const company = await ownedCompany(db, { userId: o.userId, businessId: row.businessId });
  const before = row.registerBefore ?? (await requireRegister(db, row.businessId)).register;
  const after = row.registerAfter ?? previewChange(before, row, o.deps.clock.now()).after;
  const day = row.effectiveDate ? formatDateLong(row.effectiveDate) : '';
  const head = `${before.companyName} ACN ${company.acn}`;
  let paragraphs: string[];
  if (o.kind === 'directors-resolution') {
    paragraphs = [
      head,
      `Resolution of the directors passed on ${day} in writing under section 248A of the Corporations Act 2001 (Cth).`,
      '## Resolved that',
      ...row.changes.map((c, i) => `${i + 1}. ${describe(c, before)}`),
      `${row.changes.length + 1}. The company lodge a Change to company details (ASIC Form 484) within 28 days.`,
      '## Signed by the directors',
      ...signatures(directors(before).map((d) => `${d.firstName} ${d.lastName}`)),
    ];
  } else if (o.kind === 'members-resolution') {
    const name = row.changes.find((c) => c.type === 'CHANGE_COMPANY_NAME');
    paragraphs = [
      head,
      `Special resolution of the members passed on ${day} under section 157 of the Corporations Act 2001 (Cth).`,
      '## Resolved as a special resolution that',
      `The name of the company be changed to ${name?.type === 'CHANGE_COMPANY_NAME' ? name.newName : after.companyName}.`,
      '## Signed by the members',
      ...signatures(before.members.map((m) => m.name)),
    ];
  } else {
    const index = Number(o.kind.split('-').at(-1));
    const c = row.changes[index];
    if (c?.type === 'ADD_OFFICEHOLDER') {
      const p = c.officeholder;
      paragraphs = [
        head,
        `I, ${p.firstName} ${p.lastName}, of ${address(p.residentialAddress)}, born on ${formatDateLong(p.dateOfBirth)}, consent to act as ${p.roles.join(' and ').toLowerCase()} of the company from ${day} (Corporations Act 2001 (Cth) s 201D).`,
        p.directorId ? `My director identification number is ${p.directorId}.` : '',
        'I am not disqualified from managing a corporation.',
        ...signatures([`${p.firstName} ${p.lastName}`]),
      ].filter(Boolean);
    } else if (c?.type === 'TRANSFER_SHARES') {
      const name = (id: string) => before.members.find((m) => m.id === id)?.name ?? id;
      paragraphs = [
        head,
        '## Standard transfer form (Corporations Act 2001 (Cth) s 1071B)',
        `Transferor: ${name(c.fromMemberId)}`,
        `Transferee: ${name(c.toMemberId)}`,
        `Shares: ${c.shares} fully paid ${c.classCode} shares`,
        `Consideration: ${cents(c.considerationCents)}`,
        `Date of transfer: ${day}`,
        ...signatures([name(c.fromMemberId), name(c.toMemberId)]),
      ];
    } else {
      throw new AppError('NOT_FOUND', M.changeNotFound);
    }
  }
  const bytes = await writePlainPdf({
    title: known.title.replace(/:.*/, ''),
    paragraphs,
    createdAt: row.updatedAt,
  });
  return { bytes, fileName: `${o.kind}-${row.id}`, contentType: 'application/pdf' };
}

/** The directors' solvency resolution of an annual review (Corporations Act s 347A). */
export async function solvencyResolutionPdf(o: { deps: TDeps; userId: string; reviewId: string }) {
  const { db } = o.deps.database;
  const review = await ownedReview(db, o);
  const company = await ownedCompany(db, { userId: o.userId, businessId: review.businessId });
  const { register } = await requireRegister(db, review.businessId);
  const bytes = await writePlainPdf({
    title: 'Solvency resolution',
    paragraphs: [
      `${register.companyName} ACN ${company.acn}`,
      `Resolution of the directors for the annual review of ${formatDateLong(review.reviewDate)}, made within two months after the review date (Corporations Act 2001 (Cth) s 347A).`,
      '## Resolved that',
      'In the opinion of the directors there are reasonable grounds to believe that the company will be able to pay its debts as and when they become due and payable.',
      review.solvencyResolvedOn
        ? `Resolved on ${formatDateLong(review.solvencyResolvedOn)}.`
        : 'Date: ____________',
      '## Signed by the directors',
      ...signatures(directors(register).map((d) => `${d.firstName} ${d.lastName}`)),
    ],
    createdAt: review.createdAt,
  });
  return { bytes, fileName: `solvency-resolution-${review.id}`, contentType: 'application/pdf' };
}

import {
  applyCompanyChanges,
  calendarDate,
  latenessOn,
  lodgementDeadline,
  type TChangeProblem,
  type TCompanyRegister,
  type TLateness,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.js';
import type { TDeps } from '../../platform/deps.js';
import { flakeId } from '../../platform/ids.js';
import { businesses } from '../businesses/index.js';
import { registerOf, type TCompanyChangeRow } from './records.js';

export type TChangeDocument = { kind: string; title: string };

export type TCompanyChangeView = Omit<
  TCompanyChangeRow,
  'userId' | 'registerBefore' | 'registerAfter' | 'chargeId'
> & {
  companyName: string;
  acn: string;
  before: TCompanyRegister | null;
  after: TCompanyRegister | null;
  problems: TChangeProblem[];
  deadline: TLateness | null;
  documents: TChangeDocument[];
};

/** The documents a change needs signed, by the kind the download route names. */
export function changeDocuments(row: Pick<TCompanyChangeRow, 'changes'>): TChangeDocument[] {
  const docs: TChangeDocument[] = [
    { kind: 'directors-resolution', title: "Directors' resolution" },
  ];
  if (row.changes.some((c) => c.type === 'CHANGE_COMPANY_NAME')) {
    docs.push({ kind: 'members-resolution', title: 'Special resolution of members' });
  }
  row.changes.forEach((c, i) => {
    if (c.type === 'ADD_OFFICEHOLDER') {
      const name = `${c.officeholder.firstName} ${c.officeholder.lastName}`;
      docs.push({ kind: `consent-to-act-${i}`, title: `Consent to act: ${name}` });
    }
    if (c.type === 'TRANSFER_SHARES') {
      docs.push({ kind: `share-transfer-${i}`, title: `Share transfer form ${i + 1}` });
    }
  });
  return docs;
}

/** Before and after of a change not yet lodged, worked out from today's register. */
export function previewChange(register: TCompanyRegister, row: TCompanyChangeRow, now: Date) {
  const effectiveDate = row.effectiveDate ?? calendarDate(now);
  let n = 0;
  // Ids of added people derive from the change's id, so the preview and the lodged register agree.
  const newIds = () => `${row.id}-${++n}`;
  return applyCompanyChanges(register, row.changes, { effectiveDate, newIds });
}

export async function viewChange(
  deps: TDeps,
  db: TDb,
  row: TCompanyChangeRow,
): Promise<TCompanyChangeView> {
  const [company] = await db.select().from(businesses).where(eq(businesses.id, row.businessId));
  const current = await registerOf(db, row.businessId);
  const now = deps.clock.now();
  let before = row.registerBefore;
  let after = row.registerAfter;
  let problems: TChangeProblem[] = [];
  if (!after && current) {
    before = current.register;
    const preview = previewChange(current.register, row, now);
    after = preview.after;
    problems = row.changes.length > 0 ? preview.problems : [];
  }
  const { userId: _u, registerBefore: _b, registerAfter: _a, chargeId: _c, ...rest } = row;
  const lodged = row.status === 'Submitted';
  return {
    ...rest,
    companyName: before?.companyName ?? company?.entityName ?? '',
    acn: company?.acn ?? '',
    before: before ?? null,
    after: after ?? null,
    problems,
    // Once ASIC has it, the deadline no longer runs.
    deadline:
      row.effectiveDate && !lodged ? latenessOn(lodgementDeadline(row.effectiveDate), now) : null,
    documents: changeDocuments(row),
  };
}

export const newChangeId = (deps: TDeps) => flakeId(deps.clock.now().getTime());

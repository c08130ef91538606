import {
  australianDate,
  form201Issues,
  type TCompanyApplicationStatus,
  type TCompanyForm,
  type TCompanyStep,
  type TFormIssue,
  type TGovernmentFee,
} from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { notFound } from '../../../platform/errors.js';
import {
  companyApplications,
  type TRegistrationPaymentStatus,
  type TStatusEntry,
} from '../tables.js';

export type TApplicationRow = typeof companyApplications.$inferSelect;

/** What the customer sees of an application: the form, where it stands, and what it costs. */
export type TCompanyApplicationView = {
  id: string;
  status: TCompanyApplicationStatus;
  companyName: string | null;
  lastStep: TCompanyStep | null;
  form: TCompanyForm;
  timeline: TStatusEntry[];
  governmentFee: TGovernmentFee;
  serviceFeeInCents: number;
  /** What "Pay and lodge" takes: the service fee and the government fee. */
  totalInCents: number;
  paymentStatus: TRegistrationPaymentStatus;
  paymentFailure: string | null;
  paidAt: Date | null;
  issues: TFormIssue[];
  acn: string | null;
  abn: string | null;
  businessId: string | null;
  decisionReason: string | null;
  /** On a refused application: what was refunded, and to which card. */
  refundMessage: string | null;
  createdAt: Date;
};

/** The name the company will be registered under, as far as the form says yet. */
export function applicationCompanyName(form: TCompanyForm, acn: string | null): string | null {
  if (!form.name) return null;
  if (form.name.useAcnAsName) return acn ? `${formatAcn(acn)} Pty Ltd` : null;
  return form.name.proposedName;
}

export const formatAcn = (acn: string) => `${acn.slice(0, 3)} ${acn.slice(3, 6)} ${acn.slice(6)}`;

export function toView(row: TApplicationRow, now: Date): TCompanyApplicationView {
  return {
    id: row.id,
    status: row.status,
    companyName: applicationCompanyName(row.form, row.acn),
    lastStep: row.lastStep,
    form: row.form,
    timeline: row.timeline,
    governmentFee: row.governmentFee,
    serviceFeeInCents: row.serviceFeeInCents,
    totalInCents: row.serviceFeeInCents + row.governmentFee.amountInCents,
    paymentStatus: row.paymentStatus,
    paymentFailure: row.paymentFailure,
    paidAt: row.paidAt,
    issues: form201Issues(row.form, australianDate(now)),
    acn: row.acn,
    abn: row.abn,
    businessId: row.businessId,
    decisionReason: row.decisionReason,
    refundMessage:
      row.status === 'Rejected'
        ? (row.timeline.findLast((e) => e.status === 'Rejected')?.refund ?? null)
        : null,
    createdAt: row.createdAt,
  };
}

/** The customer's own application; another customer's id answers as an unknown one. */
export async function ownApplication(
  deps: TDeps,
  userId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<TApplicationRow> {
  const query = deps.database.db
    .select()
    .from(companyApplications)
    .where(and(eq(companyApplications.id, id), eq(companyApplications.userId, userId)));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export const statusEntry = (
  status: TCompanyApplicationStatus,
  at: Date,
  reason?: string,
): TStatusEntry =>
  reason ? { status, at: at.toISOString(), reason } : { status, at: at.toISOString() };

/** The statuses in which the customer may still change the form. */
export const EDITABLE: readonly TCompanyApplicationStatus[] = [
  'Commenced',
  'InProgress',
  'Flagged',
];

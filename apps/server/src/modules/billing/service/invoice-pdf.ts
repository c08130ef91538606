import { BILLING_MESSAGES } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { bundles, invoices, subscriptions } from '../tables.js';
import { writeInvoicePdf } from './invoice-document.js';

/** The viewer's tax invoice as a PDF; another customer's invoice is not found. */
export async function invoicePdf(deps: TDeps, opts: { viewer: TViewer; invoiceId: string }) {
  const { db } = deps.database;
  const userId = opts.viewer.user.id;
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, opts.invoiceId), eq(invoices.userId, userId)));
  if (!invoice) throw new AppError('NOT_FOUND', BILLING_MESSAGES.invoiceNotFound);

  const bytes = await writeInvoicePdf({
    seller: {
      legalName: deps.config.BUSINESS_LEGAL_NAME,
      abn: deps.config.BUSINESS_ABN,
      address: deps.config.BUSINESS_ADDRESS,
    },
    buyer: {
      name: buyerName(opts.viewer.user),
      email: opts.viewer.user.email,
      businessName: await businessName(deps, { userId, invoice }),
    },
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    status: invoice.status,
    lines: invoice.lines,
    discountInCents: invoice.discountInCents,
    creditAppliedInCents: invoice.creditAppliedInCents,
    totalInCents: invoice.totalInCents,
    amountPaidInCents: invoice.amountPaidInCents,
  });
  return { bytes, fileName: `${invoice.number}.pdf` };
}

const buyerName = (user: TViewer['user']) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** The business the purchase was made for, when the customer named one. */
async function businessName(
  deps: TDeps,
  opts: { userId: string; invoice: { subscriptionId: string | null; bundleId: string | null } },
): Promise<string | null> {
  const { db } = deps.database;
  if (opts.invoice.subscriptionId) {
    const [row] = await db
      .select({ name: subscriptions.businessName })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.id, opts.invoice.subscriptionId),
          eq(subscriptions.userId, opts.userId),
        ),
      );
    return row?.name?.trim() || null;
  }
  if (opts.invoice.bundleId) {
    const [row] = await db
      .select({ name: bundles.entityName })
      .from(bundles)
      .where(and(eq(bundles.id, opts.invoice.bundleId), eq(bundles.userId, opts.userId)));
    return row?.name?.trim() || null;
  }
  return null;
}

import { z } from 'zod';
import { addDays, sydneyStartOfDay } from '../billing/sydney-time.js';
import {
  calendarDate,
  formatDateShort,
  parseIsoDate,
  type TCalendarDate,
} from '../shared/calendar.js';
import type { TDocumentStatus } from '../shared/enums.js';

// Pay-per-document access (SPEC §3 Document licence, §4 licence check, §5 licence attach,
// §9 "unlimited versions for 4 months"). A purchase gives one licence; the customer assigns
// it to one document, for good. Rules chosen where the spec is silent:
// - the four months run from the purchase, on Sydney's calendar, to the end of the same
//   day-of-month four months on (31 October → end of 28 or 29 February);
// - a document counts as "already licensed" only while a licence on it is valid, so an
//   expired document can be licensed again with a new purchase.

/** The user preference that holds a user's licences. */
export const DOCUMENT_LICENCE_SETTING = 'DOCUMENT_LICENCE';
export const LICENCE_TERM_MONTHS = 4;

export const LICENCE_MESSAGES = {
  chooseDocument: 'Choose a document to licence',
  noneAvailable:
    'You have no unused document licence. Buy pay-per-document access for this document first.',
  alreadyLicensed: 'This document already has a valid licence.',
  notLicensable: 'Only documents that are completed or in progress can be licensed.',
  duplicateDocument: 'Each document can be chosen only once.',
  payPerDocNoAsset: 'Error, unable to retrieve current document information.',
  expired: (expiresAt: string) =>
    `Your licence for this document ended on ${formatLicenceEnd(expiresAt)}. Buy this document again or upgrade to Essentials.`,
} as const;

export const ZDocumentLicence = z.object({
  /** The licensed document; null while the licence is not yet assigned. */
  assetFlakeId: z.string().min(1).nullable(),
  /** The instant the licence ends (ISO 8601). */
  expiresAt: z.iso.datetime({ offset: true }),
  /** The purchase that paid for it. */
  subscriptionId: z.string().min(1),
});
export type TDocumentLicence = z.infer<typeof ZDocumentLicence>;

export const LICENCE_STATUSES = ['valid', 'expired', 'invalid'] as const;
export type TLicenceStatus = (typeof LICENCE_STATUSES)[number];

/**
 * The licences held in the preference's properties. Entries that do not parse are left
 * out rather than failing the whole list: one bad entry must not lock a customer out.
 */
export function licencesFrom(properties: unknown): TDocumentLicence[] {
  const list = (properties as { licences?: unknown } | null | undefined)?.licences;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const parsed = ZDocumentLicence.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

const ended = (licence: TDocumentLicence, now: Date) =>
  now.getTime() >= new Date(licence.expiresAt).getTime();

/** SPEC §4: valid (assigned, not expired), expired (assigned, past expiry), else invalid. */
export function licenceStatus(licence: TDocumentLicence, now: Date): TLicenceStatus {
  if (!licence.assetFlakeId) return 'invalid';
  return ended(licence, now) ? 'expired' : 'valid';
}

/** SPEC §4: unassigned and unexpired licences are the ones a customer can still use. */
export function isLicenceAvailable(licence: TDocumentLicence, now: Date): boolean {
  return !licence.assetFlakeId && !ended(licence, now);
}

export function availableLicences(licences: TDocumentLicence[], now: Date): TDocumentLicence[] {
  // The one that runs out first is used first, so none lapses unused while another waits.
  return licences
    .filter((l) => isLicenceAvailable(l, now))
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
}

/** The best standing of any licence on one document: valid beats expired beats none. */
export function documentLicenceStatus(
  licences: TDocumentLicence[],
  assetFlakeId: string,
  now: Date,
): { status: TLicenceStatus; expiresAt: string | null } {
  const mine = licences.filter((l) => l.assetFlakeId === assetFlakeId);
  const latest = (list: TDocumentLicence[]) =>
    list.map((l) => l.expiresAt).sort((a, b) => b.localeCompare(a))[0] ?? null;
  const valid = mine.filter((l) => licenceStatus(l, now) === 'valid');
  if (valid.length > 0) return { status: 'valid', expiresAt: latest(valid) };
  if (mine.length > 0) return { status: 'expired', expiresAt: latest(mine) };
  return { status: 'invalid', expiresAt: null };
}

export const LICENSABLE_STATUSES: readonly TDocumentStatus[] = ['COMPLETED', 'IN_PROGRESS'];

type TLicensable = { status: string; assetFlakeId?: string | null };

/** SPEC §5: completed or in progress, with an asset id, and not already licensed. */
export function isLicensable(
  doc: TLicensable,
  licences: TDocumentLicence[],
  now: Date,
): doc is TLicensable & { assetFlakeId: string } {
  if (!(LICENSABLE_STATUSES as readonly string[]).includes(doc.status)) return false;
  if (!doc.assetFlakeId) return false;
  return documentLicenceStatus(licences, doc.assetFlakeId, now).status !== 'valid';
}

export function licensableDocuments<T extends TLicensable>(
  docs: T[],
  licences: TDocumentLicence[],
  now: Date,
): (T & { assetFlakeId: string })[] {
  return docs.filter((d): d is T & { assetFlakeId: string } => isLicensable(d, licences, now));
}

/** Calendar months on, clamped to the month's last day (31 October + 4 → 28/29 February). */
export function addCalendarMonths(date: TCalendarDate, months: number): TCalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, lastDay) };
}

/** When a licence bought at `purchasedAt` ends: the close of its last Sydney day. */
export function licenceExpiry(purchasedAt: Date): Date {
  const start = parseIsoDate(calendarDate(purchasedAt));
  if (!start) throw new RangeError('purchase date is not a real date');
  const lastDay = addCalendarMonths(start, LICENCE_TERM_MONTHS);
  return sydneyStartOfDay(addDays(lastDay, 1));
}

/** The last day a licence covers, dd/MM/yyyy in Sydney (the day before the ending instant). */
export function formatLicenceEnd(expiresAt: string): string {
  const lastMoment = new Date(new Date(expiresAt).getTime() - 1);
  return formatDateShort(calendarDate(lastMoment));
}

const id = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: LICENCE_MESSAGES.chooseDocument })
    .max(64, { error: `${label} must be 64 characters or fewer` });

/** attachLicence(licenceInputs: [{ assetFlakeId, assetTitle }]) of SPEC §7. */
export const ZAttachLicence = z.object({
  licenceInputs: z
    .array(
      z.object({
        assetFlakeId: id('assetFlakeId'),
        assetTitle: z
          .string({ error: 'assetTitle is required' })
          .trim()
          .max(150, { error: 'assetTitle must be 150 characters or fewer' }),
      }),
      { error: 'licenceInputs must be a list' },
    )
    .min(1, { error: LICENCE_MESSAGES.chooseDocument })
    .max(20, { error: 'Attach at most 20 licences at once' })
    .refine((list) => new Set(list.map((l) => l.assetFlakeId)).size === list.length, {
      error: LICENCE_MESSAGES.duplicateDocument,
    }),
});
export type TAttachLicence = z.infer<typeof ZAttachLicence>;

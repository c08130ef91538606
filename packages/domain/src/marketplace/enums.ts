/** SPEC §3 lawyer job status: where a won brief's work and money stand. */
export const JOB_STATUSES = [
  'BRIEF_PAID',
  'CANCELLED',
  'JOB_COMPLETE',
  'LAWYERS_ASSIGNED',
  'LAWYER_DONE',
  'LAWYER_WON',
  'USER_DONE',
  'WIP',
] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];

export const BRIEF_STATUSES = ['OPEN', 'AWARDED', 'CLOSED'] as const;
export type TBriefStatus = (typeof BRIEF_STATUSES)[number];

export const QUOTE_STATUSES = ['SUBMITTED', 'ACCEPTED', 'DECLINED'] as const;
export type TQuoteStatus = (typeof QUOTE_STATUSES)[number];

export const PAYOUT_STATUSES = ['HELD', 'DUE', 'REFUNDED'] as const;
export type TPayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** The lawyer's four brief lists (/my-briefs/{tab}). */
export const LAWYER_BRIEF_TABS = ['NEW', 'QUOTED', 'WON', 'CLOSED'] as const;
export type TLawyerBriefTab = (typeof LAWYER_BRIEF_TABS)[number];

export const URGENCIES = ['STANDARD', 'SOON', 'URGENT'] as const;
export type TUrgency = (typeof URGENCIES)[number];
export const URGENCY_LABELS: Record<TUrgency, string> = {
  STANDARD: 'Within a few weeks',
  SOON: 'Within a week',
  URGENT: 'Within 48 hours',
};

export const AREAS_OF_LAW = [
  'Business and commercial',
  'Contracts',
  'Employment',
  'Family',
  'Intellectual property',
  'Leasing',
  'Property and conveyancing',
  'Wills and estates',
  'Disputes and debt recovery',
  'Other',
] as const;
export type TAreaOfLaw = (typeof AREAS_OF_LAW)[number];

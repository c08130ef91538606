// Enumerations of SPEC §3 for consultations, spelled as the specification spells them.

export const ADVISOR_KINDS = ['ACCOUNTANT', 'LEGAL'] as const;
export type TAdvisorKind = (typeof ADVISOR_KINDS)[number];

export const CONSULTATION_MEDIA = ['AUDIO', 'VIDEO'] as const;
export type TConsultationMedia = (typeof CONSULTATION_MEDIA)[number];

export const RESERVATION_STATUSES = [
  'APPROVED',
  'CANCELED',
  'COMPLETED',
  'DECLINED',
  'INCOMPLETE',
  'PENDING',
  'PLACEHOLDER',
  'REJECTED',
  'RESERVED',
] as const;
export type TReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Statuses that hold the advisor's time: a slot with one of these is taken. */
export const HOLDING_STATUSES: readonly TReservationStatus[] = [
  'APPROVED',
  'PENDING',
  'PLACEHOLDER',
  'RESERVED',
];

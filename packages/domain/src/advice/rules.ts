import type { TAdvisorKind } from './enums.js';

/** Booking rules every advisor shares; an advisor's own length and buffers are on their profile. */
export const CONSULTATION_RULES = {
  /** How far ahead a customer can book. */
  bookingHorizonDays: 60,
  /** Rescheduling or cancelling closer to the start than this is refused. */
  changeNoticeHours: 24,
  reminderHoursBefore: [24, 1] as const,
} as const;

/** The plan that opens each kind of consultation to a customer who cannot book it yet. */
export const CONSULTATION_UPGRADE_PLANS: Record<TAdvisorKind, string> = {
  LEGAL: 'legal-advice-plan-quarterly',
  ACCOUNTANT: 'accounting-advice-plan-quarterly',
};

/** Whether the customer's plan lets them book this kind of consultation. */
export function mayBookConsultation(
  kind: TAdvisorKind,
  summary: { canBookConsultation: boolean; canBookAccountantConsultation: boolean },
): boolean {
  return kind === 'LEGAL' ? summary.canBookConsultation : summary.canBookAccountantConsultation;
}

/** Whether a consultation starting at `start` may still be moved or cancelled at `now`. */
export function mayChangeConsultation(start: Date, now: Date): boolean {
  return start.getTime() - now.getTime() >= CONSULTATION_RULES.changeNoticeHours * 3_600_000;
}

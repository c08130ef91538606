import { z } from 'zod';
import { CONSULTATION_MEDIA } from './enums.js';
import { ADVICE_MESSAGES } from './messages.js';

const ZId = z.string().min(1).max(64);

export const ZBookConsultation = z.object({
  advisorId: ZId,
  start: z.coerce.date(),
  media: z.enum(CONSULTATION_MEDIA),
  topic: z.string().trim().min(3, ADVICE_MESSAGES.badTopic).max(200, ADVICE_MESSAGES.badTopic),
  question: z.string().trim().max(2000, ADVICE_MESSAGES.badQuestion).optional(),
  /** The customer's zone, so the e-mail names the time as they see it. */
  timeZone: z.string().min(1).max(64).optional(),
});
export type TBookConsultation = z.infer<typeof ZBookConsultation>;

export const ZRescheduleConsultation = z.object({
  id: ZId,
  start: z.coerce.date(),
  reason: z.string().trim().max(500, ADVICE_MESSAGES.badReason).optional(),
});
export type TRescheduleConsultation = z.infer<typeof ZRescheduleConsultation>;

export const ZCancelConsultation = z.object({
  id: ZId,
  reason: z.string().trim().max(500, ADVICE_MESSAGES.badReason).optional(),
});
export type TCancelConsultation = z.infer<typeof ZCancelConsultation>;

export const ZConsultationNotes = z.object({
  id: ZId,
  notes: z.string().trim().max(5000, ADVICE_MESSAGES.badNotes),
});
export type TConsultationNotes = z.infer<typeof ZConsultationNotes>;

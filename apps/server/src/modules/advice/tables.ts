import type {
  TAdvisorKind,
  TConsultationMedia,
  TReservationStatus,
  TWeeklyHours,
  TWindow,
} from '@app/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';

/**
 * A lawyer or accountant customers can book. The advisor signs in with the account whose
 * e-mail is theirs and which is marked as a lawyer; the profile itself is public.
 */
export const advisors = pgTable(
  'advisors',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<TAdvisorKind>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    title: text('title').notNull(),
    bio: text('bio').notNull(),
    photoUrl: text('photo_url'),
    practiceAreas: jsonb('practice_areas').$type<string[]>().notNull(),
    /** Where a lawyer is admitted (NSW, VIC...) or an accountant is registered. */
    admissionState: text('admission_state').notNull(),
    admissionYear: integer('admission_year').notNull(),
    certificateNumber: text('certificate_number'),
    languages: jsonb('languages').$type<string[]>().notNull(),
    phone: text('phone').notNull(),
    timeZone: text('time_zone').notNull(),
    weeklyHours: jsonb('weekly_hours').$type<TWeeklyHours[]>().notNull(),
    dateOverrides: jsonb('date_overrides')
      .$type<{ date: string; windows: TWindow[] }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    lengthMinutes: integer('length_minutes').notNull(),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    minimumNoticeMinutes: integer('minimum_notice_minutes').notNull().default(0),
    dailyLimit: integer('daily_limit'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('advisors_email').on(sql`lower(${t.email})`),
    index('advisors_kind_idx').on(t.kind, t.active),
  ],
);

/**
 * A consultation booked with an advisor (SPEC §3 reservation). One advisor can hold a start
 * once: the partial unique index refuses a second booking of a taken slot even when two
 * requests race past every check, and a cancelled one frees it.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advisorId: text('advisor_id')
      .notNull()
      .references(() => advisors.id),
    status: text('status').$type<TReservationStatus>().notNull(),
    media: text('media').$type<TConsultationMedia>().notNull(),
    topic: text('topic').notNull(),
    question: text('question'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** The zone the customer booked in, so mail names the time as they saw it. */
    customerTimeZone: text('customer_time_zone').notNull(),
    /** The invite's SEQUENCE: each change mails a higher one under the same UID. */
    sequence: integer('sequence').notNull().default(0),
    notes: text('notes'),
    notesSharedAt: timestamp('notes_shared_at', { withTimezone: true }),
    changeReason: text('change_reason'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('consultations_advisor_start')
      .on(t.advisorId, t.startAt)
      .where(sql`status in ('APPROVED', 'PENDING', 'PLACEHOLDER', 'RESERVED')`),
    index('consultations_customer_idx').on(t.customerId, t.startAt),
    index('consultations_advisor_idx').on(t.advisorId, t.startAt),
  ],
);

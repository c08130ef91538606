import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    /** Null for visitors who are not signed in; the track-user cookie ties their events. */
    userId: text('user_id'),
    anonymousId: text('anonymous_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('analytics_events_user_idx').on(t.userId, t.createdAt),
    index('analytics_events_name_idx').on(t.name, t.createdAt),
  ],
);

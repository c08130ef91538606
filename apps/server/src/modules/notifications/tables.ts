import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';

/** What the header's notification centre lists: one row per event a customer should see. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where clicking it leads inside the app (a path); null when nowhere in particular. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

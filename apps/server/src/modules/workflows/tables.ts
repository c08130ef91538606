import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/users-table.js';
import type { TDoneHow, TStepKind } from './step-kinds.js';

/**
 * A guided journey a customer started from a template. One per template and customer: a
 * second start (a double click, two tabs) finds the first, through the unique index.
 */
export const workflows = pgTable(
  'workflows',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateKey: text('template_key').notNull(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('workflows_owner_template_key').on(t.ownerId, t.templateKey),
    index('workflows_owner_idx').on(t.ownerId, t.createdAt),
  ],
);

/** One step of a customer's workflow, in the order `position` gives. */
export const workflowSteps = pgTable(
  'workflow_steps',
  {
    id: text('id').primaryKey(),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TStepKind>().notNull(),
    title: text('title').notNull(),
    /** The library template a DOCUMENT step asks for; null for other kinds. */
    target: text('target'),
    position: integer('position').notNull(),
    /** A Sydney calendar day, yyyy-MM-dd; the reminder goes at 9 am that day. */
    dueOn: text('due_on'),
    /** A member of the owner's team; null means the owner. */
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneHow: text('done_how').$type<TDoneHow>(),
    /**
     * The customer unticked a step the app had ticked: it stays open until they tick it, so
     * the thing that ticked it once does not tick it again at the next read.
     */
    heldOpen: boolean('held_open').notNull().default(false),
    /** Who ticked it by hand (the owner or the assignee); null when the app ticked it. */
    doneBy: text('done_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The due day the reminder was given for. Claimed with the in-app notice in one
     * transaction, so a job run twice (or two instances at once) reminds once.
     */
    remindedOn: text('reminded_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('workflow_steps_workflow_idx').on(t.workflowId, t.position),
    // A team member's "Assigned to you" list.
    index('workflow_steps_assignee_idx').on(t.assigneeId),
  ],
);

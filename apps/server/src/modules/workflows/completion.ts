import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDeps } from '../../platform/deps.js';
import { hasBookedConsultationSince } from '../advice/index.js';
import { businesses } from '../businesses/index.js';
import { userDocuments } from '../documents/index.js';
import { hasSignedSince } from '../esign/index.js';
import { hasPostedBriefSince } from '../marketplace/index.js';
import type { TStepKind } from './step-kinds.js';

type TReader = Pick<TDeps, 'database'>;
type TCheck = { kind: TStepKind; target: string | null };

/**
 * Whether the thing a step asks for is done, as the other areas show it. A document or a
 * registration counts whenever it happened (the customer has it); an action (a signing, a
 * booking, a brief) counts from the day the workflow started, so an old one does not tick
 * a new journey.
 */
export async function isStepDone(
  deps: TReader,
  o: { ownerId: string; since: Date; step: TCheck },
): Promise<boolean> {
  const { db } = deps.database;
  switch (o.step.kind) {
    case 'DOCUMENT': {
      if (!o.step.target) return false;
      const [row] = await db
        .select({ id: userDocuments.id })
        .from(userDocuments)
        .where(
          and(
            eq(userDocuments.ownerId, o.ownerId),
            eq(userDocuments.templateId, o.step.target),
            isNotNull(userDocuments.completedAt),
            isNull(userDocuments.deletedAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    }
    case 'COMPANY':
      return ownsBusiness(deps, o.ownerId, isNotNull(businesses.acn));
    case 'ABN':
      return ownsBusiness(deps, o.ownerId);
    case 'BUSINESS_NAME':
      return ownsBusiness(
        deps,
        o.ownerId,
        sql`jsonb_array_length(${businesses.businessNames}) > 0`,
      );
    case 'ESIGN':
      return hasSignedSince(deps, o.ownerId, o.since);
    case 'CONSULTATION':
      return hasBookedConsultationSince(deps, o.ownerId, o.since);
    case 'BRIEF':
      return hasPostedBriefSince(deps, o.ownerId, o.since);
    case 'TASK':
      return false;
  }
}

async function ownsBusiness(
  deps: TReader,
  ownerId: string,
  condition?: ReturnType<typeof sql>,
): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.userId, ownerId), condition))
    .limit(1);
  return row !== undefined;
}

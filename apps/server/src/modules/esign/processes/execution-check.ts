import {
  EXECUTION_DOCUMENT_KIND_LABELS,
  EXECUTION_JURISDICTION_NAMES,
  executionCheckForSending,
  missingWitness,
  type TExecutionJurisdiction,
  type TExecutionRecipient,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import { userDocuments } from '../../documents/index.js';

/** A recipient as kept: the State is the one stored with them, never the request's word. */
type TKeptRecipient = {
  role: TExecutionRecipient['role'];
  email: string;
  state: TExecutionJurisdiction | null;
};

/** What the law asks that the recipients lack, in words for the sender. */
export type TWitnessProblem = { message: string; where: string; needed: string; kind: string };

/**
 * The unmet need for a witness that would stop this document being sent to these recipients:
 * a deed by an individual in New South Wales, a statutory declaration, a power of attorney.
 * The kind and governing law are read from the stored document. The other warnings (video
 * witnessing, electronic signing in doubt) are the sender's to weigh, shown on the send page.
 * The document must already be known to be the viewer's.
 */
export async function witnessProblem(
  db: TDb,
  o: { documentId: string; recipients: readonly TKeptRecipient[]; companySigns: boolean },
): Promise<TWitnessProblem | null> {
  const [doc] = await db
    .select({ templateId: userDocuments.templateId, answers: userDocuments.answers })
    .from(userDocuments)
    .where(eq(userDocuments.id, o.documentId))
    .limit(1);
  const check = executionCheckForSending({
    templateId: doc?.templateId,
    answers: doc?.answers,
    companySigns: o.companySigns,
    recipients: o.recipients.map((r) => ({
      role: r.role,
      email: r.email,
      state: r.state ?? undefined,
    })),
  });
  const missing = missingWitness(check);
  if (!missing) return null;
  const count = check.witnessesRequired;
  return {
    message: missing.message,
    where: EXECUTION_JURISDICTION_NAMES[missing.jurisdiction],
    needed: count === 1 ? 'a witness' : `${count} witnesses`,
    kind: EXECUTION_DOCUMENT_KIND_LABELS[check.documentKind],
  };
}

/** Refuses a send the law of a signer's State would not let stand without a witness. */
export async function refuseMissingWitness(
  db: TDb,
  o: { documentId: string; recipients: readonly TKeptRecipient[]; companySigns: boolean },
) {
  const missing = await witnessProblem(db, o);
  if (missing) {
    throw new AppError('BAD_INPUT', missing.message, { fields: { recipients: missing.message } });
  }
}

import { executionCheckForSending, missingWitness, type TExecutionRecipient } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { userDocuments } from '../../documents/index.js';

/**
 * Refuses a send the law of a signer's State would not let stand without a witness: a deed by
 * an individual in New South Wales, a statutory declaration, a power of attorney. The other
 * warnings (video witnessing, electronic signing in doubt) are the sender's to weigh, and are
 * shown on the send page, not enforced. The document must already be known to be the viewer's.
 */
export async function refuseMissingWitness(
  deps: TDeps,
  o: {
    documentId: string;
    recipients: readonly TExecutionRecipient[];
    companySigns: boolean;
  },
) {
  const [doc] = await deps.database.db
    .select({ templateId: userDocuments.templateId, answers: userDocuments.answers })
    .from(userDocuments)
    .where(eq(userDocuments.id, o.documentId))
    .limit(1);
  const check = executionCheckForSending({
    templateId: doc?.templateId,
    answers: doc?.answers,
    companySigns: o.companySigns,
    recipients: o.recipients,
  });
  const missing = missingWitness(check);
  if (missing) {
    throw new AppError('BAD_INPUT', missing.message, { fields: { recipients: missing.message } });
  }
}

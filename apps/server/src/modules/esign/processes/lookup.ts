import { and, asc, eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { signingProcesses, signingRecipients } from '../tables.js';

export type TCompletedSigning = {
  title: string;
  completedAt: Date;
  signers: { name: string; email: string; signedAt: Date }[];
};

/**
 * The completed process whose sealed PDF has this SHA-256 (lowercase hex), for the public
 * verify page: who signed it and when. Only completed processes are found, so a hash of a
 * PDF still being signed, or of anything else, answers undefined.
 */
export async function findCompletedByResultHash(
  deps: Pick<TDeps, 'database'>,
  sha256: string,
): Promise<TCompletedSigning | undefined> {
  const db = deps.database.db;
  const [process] = await db
    .select({
      id: signingProcesses.id,
      title: signingProcesses.title,
      completedAt: signingProcesses.completedAt,
    })
    .from(signingProcesses)
    .where(eq(signingProcesses.resultSha256, sha256.toLowerCase()))
    .limit(1);
  if (!process?.completedAt) return undefined;
  const signers = await db
    .select({
      name: signingRecipients.name,
      email: signingRecipients.email,
      signedAt: signingRecipients.signedAt,
    })
    .from(signingRecipients)
    .where(and(eq(signingRecipients.processId, process.id)))
    .orderBy(asc(signingRecipients.position));
  return {
    title: process.title,
    completedAt: process.completedAt,
    signers: signers.flatMap((s) =>
      s.signedAt ? [{ name: s.name, email: s.email, signedAt: s.signedAt }] : [],
    ),
  };
}

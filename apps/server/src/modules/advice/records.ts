import { ADVICE_MESSAGES } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { users } from '../../platform/auth/users-table.js';
import type { TDb } from '../../platform/db/client.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { flakeId } from '../../platform/ids.js';
import type { TAdvisor } from './advisors.js';
import { advisorMail, consultationMail, type TConsultation } from './mails.js';
import { advisors, consultations } from './tables.js';

export type { TConsultation };

const missing = () => new AppError('NOT_FOUND', ADVICE_MESSAGES.consultationNotFound);

/**
 * A customer's own consultation, row-locked for a change when asked. Another customer's id
 * answers as if it did not exist, so ids cannot be probed.
 */
export async function customerConsultation(
  db: TDb,
  o: { id: string; customerId: string; forUpdate?: boolean },
): Promise<TConsultation> {
  const query = db
    .select()
    .from(consultations)
    .where(and(eq(consultations.id, o.id), eq(consultations.customerId, o.customerId)))
    .limit(1);
  const [row] = o.forUpdate ? await query.for('update') : await query;
  if (!row) throw missing();
  return row;
}

/** An advisor's own consultation; another advisor's id answers as not found. */
export async function advisorConsultation(
  db: TDb,
  o: { id: string; advisorId: string },
): Promise<TConsultation> {
  const [row] = await db
    .select()
    .from(consultations)
    .where(and(eq(consultations.id, o.id), eq(consultations.advisorId, o.advisorId)))
    .limit(1)
    .for('update');
  if (!row) throw missing();
  return row;
}

export async function advisorById(db: TDb, id: string): Promise<TAdvisor> {
  const [advisor] = await db.select().from(advisors).where(eq(advisors.id, id)).limit(1);
  if (!advisor) throw missing();
  return advisor;
}

export async function customerById(db: TDb, id: string) {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!user) throw missing();
  return user;
}

export const newConsultationId = () => flakeId();

/**
 * Sends the customer a consultation mail, and the advisor word of a change to their diary; a
 * mail that fails is logged, the booking stands.
 */
export async function tellCustomer(
  deps: TDeps,
  o: Omit<Parameters<typeof consultationMail>[1], 'advisor' | 'customer'>,
): Promise<void> {
  try {
    const advisor = await advisorById(deps.database.db, o.c.advisorId);
    const customer = await customerById(deps.database.db, o.c.customerId);
    await deps.mailer.send(consultationMail(deps, { ...o, advisor, customer }));
    if (o.what !== 'REMINDER') {
      await deps.mailer.send(advisorMail(deps, { what: o.what, c: o.c, advisor, customer }));
    }
  } catch (error) {
    deps.logger.error({ err: error, consultationId: o.c.id }, 'consultation mail failed');
  }
}

/** Postgres's unique violation, also when wrapped by the driver. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

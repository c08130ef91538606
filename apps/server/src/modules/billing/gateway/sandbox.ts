import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { addBusinessDays, BILLING_MESSAGES } from '@app/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TClock } from '../../../platform/clock.js';
import type { TDb } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { TGatewayCharge, TGatewayPaymentMethod, TPaymentGateway } from './gateway.js';
import {
  bankBehaviour,
  bankName,
  cardBehaviour,
  cardBrand,
  DEBIT_SETTLEMENT_BUSINESS_DAYS,
  DECLINE_MESSAGES,
  type TBehaviour,
  ZBankAccountInput,
  ZCardInput,
} from './sandbox-instruments.js';
import {
  sandboxCharges,
  sandboxPaymentMethods,
  sandboxRefunds,
  sandboxSetupIntents,
} from './sandbox-tables.js';

// An offline card processor: saves test cards and bank accounts, charges them by the
// documented test numbers, settles direct debits by the clock. It keeps only the last four
// digits of a number, like a real processor's dashboard shows.

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

type TChargeRequest = Parameters<TPaymentGateway['charge']>[0];

export type TSandboxGateway = TPaymentGateway & {
  /**
   * Many charges in a few statements, answers in the order asked; each request exactly as
   * `charge` would answer it alone (a key already used answers its first charge), a refusal
   * as the error `charge` would throw.
   */
  chargeMany(requests: TChargeRequest[]): Promise<(TGatewayCharge | AppError)[]>;
  /** What the browser does with the processor's card form: returns the saved method's id. */
  confirmSetupIntent(opts: {
    intentId: string;
    clientSecret: string;
    card?: unknown;
    auBecsDebit?: unknown;
  }): Promise<{ paymentMethodId: string }>;
};

function toMethod(row: typeof sandboxPaymentMethods.$inferSelect): TGatewayPaymentMethod {
  return {
    id: row.id,
    customerId: row.customerId,
    type: row.type,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    bankName: row.bankName,
    bsb: row.bsb,
  };
}

function firstIssue(error: { issues: { message: string; path: PropertyKey[] }[] }) {
  const issue = error.issues[0];
  return {
    message: issue?.message ?? 'The payment details are invalid.',
    field: String(issue?.path[0] ?? 'card'),
  };
}

export function createSandboxGateway(deps: { db: TDb; clock: TClock }): TSandboxGateway {
  const { db, clock } = deps;

  const chargeOf = (row: typeof sandboxCharges.$inferSelect): TGatewayCharge => ({
    id: row.id,
    status: row.status as TGatewayCharge['status'],
    failureMessage: row.failureMessage,
  });

  async function settle(row: typeof sandboxCharges.$inferSelect) {
    if (row.status !== 'processing' || !row.settlesAt) return row;
    if (row.settlesAt.getTime() > clock.now().getTime()) return row;
    const [method] = await db
      .select({ behaviour: sandboxPaymentMethods.behaviour })
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, row.paymentMethodId));
    const fails = method?.behaviour === 'debit_fails';
    const [updated] = await db
      .update(sandboxCharges)
      .set({
        status: fails ? 'failed' : 'succeeded',
        failureMessage: fails ? (DECLINE_MESSAGES.debit_fails ?? null) : null,
      })
      .where(eq(sandboxCharges.id, row.id))
      .returning();
    return updated ?? row;
  }

  /**
   * New keys are charged with one read of their payment methods and one insert; a key seen
   * before (a retry, or two identical requests racing) answers the charge already made.
   */
  async function chargeMany(requests: TChargeRequest[]): Promise<(TGatewayCharge | AppError)[]> {
    if (requests.length === 0) return [];
    const methodIds = [...new Set(requests.map((r) => r.paymentMethodId))];
    const methods = await db
      .select()
      .from(sandboxPaymentMethods)
      .where(
        and(inArray(sandboxPaymentMethods.id, methodIds), isNull(sandboxPaymentMethods.detachedAt)),
      );
    const now = clock.now();
    const rows: (typeof sandboxCharges.$inferInsert)[] = [];
    const missing = new Set<string>();
    for (const r of requests) {
      const method = methods.find(
        (m) => m.id === r.paymentMethodId && m.customerId === r.customerId,
      );
      if (!method) {
        missing.add(r.idempotencyKey);
        continue;
      }
      const behaviour = method.behaviour as TBehaviour;
      const debit = method.type === 'au_becs_debit';
      const declined = !debit && behaviour !== 'succeeds';
      rows.push({
        id: token('ch_sbx'),
        idempotencyKey: r.idempotencyKey,
        customerId: r.customerId,
        paymentMethodId: r.paymentMethodId,
        amountInCents: r.amountInCents,
        status: debit ? 'processing' : declined ? 'failed' : 'succeeded',
        failureMessage: declined ? (DECLINE_MESSAGES[behaviour] ?? null) : null,
        settlesAt: debit ? addBusinessDays(now, DEBIT_SETTLEMENT_BUSINESS_DAYS) : null,
        createdAt: now,
      });
    }
    const made = rows.length
      ? await db
          .insert(sandboxCharges)
          .values(rows)
          // A key used before keeps its first charge: the earlier answer is read below.
          .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
          .returning()
      : [];
    const byKey = new Map(made.map((row) => [row.idempotencyKey, row]));
    const seenBefore = requests.map((r) => r.idempotencyKey).filter((key) => !byKey.has(key));
    if (seenBefore.length) {
      const earlier = await db
        .select()
        .from(sandboxCharges)
        .where(inArray(sandboxCharges.idempotencyKey, seenBefore));
      for (const row of earlier) byKey.set(row.idempotencyKey, await settle(row));
    }
    return requests.map((r) => {
      const row = byKey.get(r.idempotencyKey);
      if (row) return chargeOf(row);
      if (missing.has(r.idempotencyKey)) {
        return new AppError('BAD_INPUT', BILLING_MESSAGES.paymentMethodNotFound);
      }
      throw new Error('sandbox charge vanished');
    });
  }

  return {
    kind: 'sandbox',
    publishableKey: null,

    async createCustomer() {
      return token('cus_sbx');
    },

    async createSetupIntent({ customerId }) {
      const intentId = token('seti_sbx');
      const clientSecret = `${intentId}_secret_${randomBytes(16).toString('hex')}`;
      await db.insert(sandboxSetupIntents).values({
        id: intentId,
        customerId,
        clientSecretHash: sha256(clientSecret),
        status: 'requires_payment_method',
        createdAt: clock.now(),
      });
      return { intentId, clientSecret };
    },

    async confirmSetupIntent({ intentId, clientSecret, card, auBecsDebit }) {
      const [intent] = await db
        .select()
        .from(sandboxSetupIntents)
        .where(eq(sandboxSetupIntents.id, intentId));
      const given = Buffer.from(sha256(clientSecret));
      if (!intent || !timingSafeEqual(given, Buffer.from(intent.clientSecretHash))) {
        throw new AppError('NOT_FOUND', BILLING_MESSAGES.setupExpired);
      }
      if (intent.status === 'succeeded' && intent.paymentMethodId) {
        return { paymentMethodId: intent.paymentMethodId };
      }
      let values: Omit<
        typeof sandboxPaymentMethods.$inferInsert,
        'id' | 'customerId' | 'createdAt'
      >;
      if (card !== undefined) {
        const parsed = ZCardInput.safeParse(card);
        if (!parsed.success) {
          const { message, field } = firstIssue(parsed.error);
          throw new AppError('BAD_INPUT', message, { fields: { [field]: message } });
        }
        const c = parsed.data;
        const now = clock.now();
        const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
        if (c.expYear * 12 + c.expMonth < thisMonth) {
          const message = BILLING_MESSAGES.cardExpired;
          throw new AppError('BAD_INPUT', message, { fields: { expYear: message } });
        }
        const behaviour = cardBehaviour(c.number);
        // Saving a card checks it with the issuer (a zero-amount authorisation), as a real
        // processor's set-up does: a declined card is never saved, so no trial starts on it.
        if (behaviour === 'declined') {
          const message = DECLINE_MESSAGES.declined ?? BILLING_MESSAGES.cardDeclined;
          throw new AppError('PAYMENT_REQUIRED', message, { fields: { number: message } });
        }
        values = {
          type: 'card',
          brand: cardBrand(c.number),
          last4: c.number.slice(-4),
          expMonth: c.expMonth,
          expYear: c.expYear,
          behaviour,
        };
      } else if (auBecsDebit !== undefined) {
        const parsed = ZBankAccountInput.safeParse(auBecsDebit);
        if (!parsed.success) {
          const { message, field } = firstIssue(parsed.error);
          throw new AppError('BAD_INPUT', message, { fields: { [field]: message } });
        }
        const b = parsed.data;
        values = {
          type: 'au_becs_debit',
          last4: b.accountNumber.slice(-4),
          bankName: bankName(b.bsb),
          bsb: `${b.bsb.slice(0, 3)}-${b.bsb.slice(3)}`,
          behaviour: bankBehaviour(b.accountNumber),
        };
      } else {
        const message = BILLING_MESSAGES.cardOrBankNeeded;
        throw new AppError('BAD_INPUT', message, { fields: { card: message } });
      }
      const paymentMethodId = token('pm_sbx');
      await db.transaction(async (tx) => {
        await tx.insert(sandboxPaymentMethods).values({
          id: paymentMethodId,
          customerId: intent.customerId,
          createdAt: clock.now(),
          ...values,
        });
        await tx
          .update(sandboxSetupIntents)
          .set({ status: 'succeeded', paymentMethodId })
          .where(eq(sandboxSetupIntents.id, intentId));
      });
      return { paymentMethodId };
    },

    async retrieveSetupIntent(intentId) {
      const [intent] = await db
        .select()
        .from(sandboxSetupIntents)
        .where(eq(sandboxSetupIntents.id, intentId));
      if (!intent) throw new AppError('NOT_FOUND', BILLING_MESSAGES.setupNotFound);
      return {
        customerId: intent.customerId,
        status: intent.status,
        paymentMethodId: intent.paymentMethodId,
      };
    },

    async retrievePaymentMethod(paymentMethodId) {
      const [row] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, paymentMethodId));
      return row && !row.detachedAt ? toMethod(row) : null;
    },

    async charge(request) {
      const [answer] = await chargeMany([request]);
      if (!answer) throw new Error('sandbox charge vanished');
      if (answer instanceof AppError) throw answer;
      return answer;
    },

    chargeMany,

    async retrieveCharge(chargeId) {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
      if (!row) throw new AppError('NOT_FOUND', BILLING_MESSAGES.chargeNotFound);
      return chargeOf(await settle(row));
    },

    async findCharge(idempotencyKey) {
      const [row] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
      return row ? chargeOf(await settle(row)) : null;
    },

    async refund({ chargeId, amountInCents, idempotencyKey }) {
      const [charge] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.id, chargeId));
      if (charge?.status !== 'succeeded') {
        throw new AppError('CONFLICT', BILLING_MESSAGES.refundOnlySettled);
      }
      await db.transaction(async (tx) => {
        const [refund] = await tx
          .insert(sandboxRefunds)
          .values({
            id: token('re_sbx'),
            idempotencyKey,
            chargeId,
            amountInCents,
            createdAt: clock.now(),
          })
          .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey })
          .returning();
        if (!refund) return; // this key already refunded: once is enough
        // One guarded update, so racing refunds can never add up past the payment.
        const [updated] = await tx
          .update(sandboxCharges)
          .set({ refundedInCents: sql`${sandboxCharges.refundedInCents} + ${amountInCents}` })
          .where(
            and(
              eq(sandboxCharges.id, chargeId),
              sql`${sandboxCharges.refundedInCents} + ${amountInCents} <= ${sandboxCharges.amountInCents}`,
            ),
          )
          .returning({ id: sandboxCharges.id });
        if (!updated) throw new AppError('CONFLICT', BILLING_MESSAGES.refundTooLarge);
      });
    },

    async detachPaymentMethod(paymentMethodId) {
      await db
        .update(sandboxPaymentMethods)
        .set({ detachedAt: clock.now() })
        .where(eq(sandboxPaymentMethods.id, paymentMethodId));
    },
  };
}

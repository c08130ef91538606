import { DOCUMENT_LICENCE_SETTING, licencesFrom } from '@app/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, buy } from '../../test-support/billing-kit.js';
import { booksLedger, gatewayLedger } from '../../test-support/money-ledger.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { readUserPreference } from '../account/service/preferences.js';

// A pay-per-document purchase and its licence are one unit of work: a paid customer never
// holds a purchase without its licence, nor a licence without its purchase. The database
// itself is made to refuse one of the two writes (a trigger for one customer only), so the
// test holds whichever way the code is arranged: were the licence granted after the
// purchase committed, or before it, one of these would find half a purchase.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function customerWithDocument() {
  const owner = await signUpCustomer(t.api);
  const userId = String(owner.user.flakeId ?? owner.user.id);
  const started = await t.api.graphql(
    'mutation { startDocument(templateId: "mutual-non-disclosure-agreement") { id } }',
    {},
    owner.token,
  );
  const documentId: string = started.body.data.startDocument.id;
  const { paymentMethodId } = await addCard(t, owner.token);
  return { token: owner.token, userId, documentId, paymentMethodId };
}

/** Makes the database refuse `what` for this one user, as a failing write would. */
async function refuseFor(userId: string, what: 'licence' | 'charge') {
  const name = `refuse_${what}_${userId.replace(/\W/g, '')}`;
  const [table, extra] =
    what === 'licence'
      ? ['user_preferences', `and new.setting_name = '${DOCUMENT_LICENCE_SETTING}'`]
      : ['charges', ''];
  await t.deps.database.db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`),
  );
  await t.deps.database.db.execute(
    sql.raw(`create trigger ${name} before update or insert on ${table} for each row
      when (new.user_id = '${userId}' ${extra}) execute function ${name}()`),
  );
}

async function licencesOf(userId: string) {
  const properties = await readUserPreference(t.deps, {
    userId,
    settingName: DOCUMENT_LICENCE_SETTING,
  });
  return licencesFrom(properties);
}

async function expectNothingKept(userId: string) {
  const books = await booksLedger(t, userId);
  expect(books.subscriptions).toEqual([]);
  expect(books.charges).toEqual([]);
  expect(await licencesOf(userId)).toEqual([]);
  // The card was charged, then refunded in full at once.
  const gateway = await gatewayLedger(t, userId);
  expect(gateway.chargedInCents).toBe(4900);
  expect(gateway.refundedInCents).toBe(4900);
}

describe('a document purchase and its licence', () => {
  it('are refused together when the licence cannot be granted: no paid purchase without it', async () => {
    const c = await customerWithDocument();
    await refuseFor(c.userId, 'licence');
    const res = await buy(t, c.token, {
      handle: 'pay-per-document',
      paymentMethodId: c.paymentMethodId,
      assetFlakeId: c.documentId,
    });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('INTERNAL');
    await expectNothingKept(c.userId);
  });

  it('are refused together when the payment cannot be recorded: no licence without a purchase', async () => {
    const c = await customerWithDocument();
    await refuseFor(c.userId, 'charge');
    const res = await buy(t, c.token, {
      handle: 'pay-per-document',
      paymentMethodId: c.paymentMethodId,
      assetFlakeId: c.documentId,
    });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('INTERNAL');
    await expectNothingKept(c.userId);
  });
});

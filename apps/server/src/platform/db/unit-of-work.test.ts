import { DOCUMENT_LICENCE_SETTING, licencesFrom } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUserPreference } from '../../modules/account/service/preferences.js';
import { recordBillingEvent } from '../../modules/billing/service/audit.js';
import { billingAudit } from '../../modules/billing/tables.js';
import { grantDocumentLicence } from '../../modules/documents/service/licences.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { inUnitOfWork, whenCommitted } from './unit-of-work.js';

// Two modules' services in one unit of work: the documents area grants a licence (through the
// account area's preference, in a transaction of its own that becomes a savepoint) and the
// billing area writes its audit row. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newCustomer() {
  const { user } = await signUpCustomer(t.api);
  return String(user.flakeId ?? user.id);
}

async function licencesOf(userId: string) {
  const properties = await readUserPreference(t.deps, {
    userId,
    settingName: DOCUMENT_LICENCE_SETTING,
  });
  return licencesFrom(properties).map((l) => l.subscriptionId);
}

async function auditOf(userId: string) {
  const rows = await t.deps.database.db
    .select({ action: billingAudit.action, subscriptionId: billingAudit.subscriptionId })
    .from(billingAudit)
    .where(eq(billingAudit.userId, userId));
  return rows;
}

describe('a unit of work', () => {
  it("commits two modules' writes together, then runs its after-commit hooks once", async () => {
    const userId = await newCustomer();
    const seenByHook: string[][] = [];
    await inUnitOfWork(t.deps, async (work) => {
      await grantDocumentLicence(work, { userId, subscriptionId: 'sub-together' });
      await recordBillingEvent(work.database.db, {
        userId,
        actorId: null,
        action: 'subscription_created',
        at: work.clock.now(),
        subscriptionId: 'sub-together',
      });
      // Read through the outer database: the hook sees what was committed, nothing earlier.
      work.afterCommit(async () => {
        seenByHook.push(await licencesOf(userId));
      });
      expect(seenByHook).toEqual([]);
    });
    expect(seenByHook).toEqual([['sub-together']]);
    expect(await licencesOf(userId)).toEqual(['sub-together']);
    expect(await auditOf(userId)).toEqual([
      { action: 'subscription_created', subscriptionId: 'sub-together' },
    ]);
  });

  it('rolls the first write back when the second fails, and fires no hook', async () => {
    const userId = await newCustomer();
    let fired = 0;
    const failed = inUnitOfWork(t.deps, async (work) => {
      await grantDocumentLicence(work, { userId, subscriptionId: 'sub-rolled-back' });
      work.afterCommit(() => {
        fired += 1;
      });
      // A real refusal by the database (no such user), not an exception of our own.
      await recordBillingEvent(work.database.db, {
        userId: 'no-such-user',
        actorId: null,
        action: 'subscription_created',
        at: work.clock.now(),
      });
    });
    await expect(failed).rejects.toThrow();
    expect(await licencesOf(userId)).toEqual([]);
    expect(await auditOf('no-such-user')).toEqual([]);
    expect(fired).toBe(0);
  });

  it("keeps the outer work when a nested unit fails, and drops only the nested unit's hooks", async () => {
    const userId = await newCustomer();
    const fired: string[] = [];
    await inUnitOfWork(t.deps, async (work) => {
      await grantDocumentLicence(work, { userId, subscriptionId: 'sub-outer' });
      work.afterCommit(() => {
        fired.push('outer');
      });
      await inUnitOfWork(work, async (inner) => {
        await grantDocumentLicence(inner, { userId, subscriptionId: 'sub-inner' });
        inner.afterCommit(() => {
          fired.push('inner');
        });
        throw new Error('the nested step is refused');
      }).catch(() => {});
      await inUnitOfWork(work, async (inner) => {
        whenCommitted(inner, () => {
          fired.push('nested, committed');
        });
      });
      // Nothing is announced before the outermost commit.
      expect(fired).toEqual([]);
    });
    expect(fired).toEqual(['outer', 'nested, committed']);
    expect(await licencesOf(userId)).toEqual(['sub-outer']);
  });

  it('is done once committed: a failing hook is logged, and the hooks after it still run', async () => {
    const userId = await newCustomer();
    const fired: string[] = [];
    const result = await inUnitOfWork(t.deps, async (work) => {
      await grantDocumentLicence(work, { userId, subscriptionId: 'sub-hooks' });
      work.afterCommit(() => {
        throw new Error('the event bus is away');
      });
      work.afterCommit(() => {
        fired.push('second');
      });
      return 'done';
    });
    expect(result).toBe('done');
    expect(fired).toEqual(['second']);
    expect(await licencesOf(userId)).toEqual(['sub-hooks']);
  });
});

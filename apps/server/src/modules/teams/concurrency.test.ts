import { MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { essentialsOwner, invite, myTeam } from '../../test-support/teams-kit.js';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';

// Run with TEST_DATABASE_URL for the race to be real: PGlite runs one query at a time.
describe('the team limit under parallel invitations', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets exactly one of two invitations sent at once take the last seat', async () => {
    const owner = await essentialsOwner(t);
    for (const email of ['one@example.com', 'two@example.com']) {
      expect((await invite(t, owner.token, { email })).body.errors).toBeUndefined();
    }
    const results = await Promise.all(
      ['three@example.com', 'four@example.com'].map((email) => invite(t, owner.token, { email })),
    );
    const refused = results.filter((r) => r.body.errors);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.errors?.[0]).toMatchObject({
      message: MESSAGES.teamInviteLimitReached,
      extensions: { code: 'LIMIT_REACHED' },
    });
    expect((await myTeam(t, owner.token)).teamMembers).toHaveLength(3);
    // Exactly one invitation mail per seat.
    const mailed = t.sentMail.filter((m) => /^(three|four)@/.test(m.to));
    expect(mailed).toHaveLength(1);
  });

  it('refuses the same address twice, even when both arrive together', async () => {
    const owner = await essentialsOwner(t);
    const results = await Promise.all(
      [1, 2].map(() => invite(t, owner.token, { email: 'twice@example.com' })),
    );
    expect(results.filter((r) => r.body.errors)).toHaveLength(1);
    expect((await myTeam(t, owner.token)).teamMembers).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

// Run with TEST_DATABASE_URL to race on PostgreSQL; PGlite runs one query at a time.
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('two password changes at once', () => {
  it('from the same current password: one wins, the other changes nothing', async () => {
    const { token, input } = await signUpCustomer(t.api);
    const second = (
      await t.api.post('/auth/sign-in', { email: input.email, password: input.password })
    ).body.token;
    const change = (tok: string, newPassword: string) =>
      t.api.post('/profile/password', { currentPassword: input.password, newPassword }, tok);
    const answers = await Promise.all([
      change(token, 'first new passphrase'),
      change(second, 'second new passphrase'),
    ]);
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    const lost = answers.find((a) => a.status !== 200)!;
    // The loser either found the password already changed, or lost its session to the winner.
    expect([401, 409]).toContain(lost.status);
    const winner = answers[0]!.status === 200 ? 'first new passphrase' : 'second new passphrase';
    const loser =
      winner === 'first new passphrase' ? 'second new passphrase' : 'first new passphrase';
    const signIn = (password: string) =>
      t.api.post('/auth/sign-in', { email: input.email, password });
    expect((await signIn(winner)).status).toBe(200);
    expect((await signIn(loser)).status).toBe(401);
    expect((await signIn(input.password)).status).toBe(401);
  });
});

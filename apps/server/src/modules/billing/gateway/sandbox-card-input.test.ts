import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../../test-support/test-app.js';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await signUpCustomer(t.api)).token;
});
afterAll(() => t.close());

async function setupIntent() {
  const res = await t.api.graphql('{ createSetupIntent { intentId clientSecret } }', {}, token);
  return res.body.data.createSetupIntent as { intentId: string; clientSecret: string };
}

const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };

const confirm = (intent: { intentId: string; clientSecret: string }, card: unknown) =>
  t.api.post(
    `/sandbox-gateway/setup-intents/${intent.intentId}/confirm`,
    { clientSecret: intent.clientSecret, card },
    token,
  );

describe('card details posted to the sandbox gateway', () => {
  it('refuses an expiry year past 32 bits, naming it, and saves nothing', async () => {
    const intent = await setupIntent();
    const res = await confirm(intent, { ...VISA, expYear: 2 ** 40 });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'BAD_INPUT',
      message: "Your card's expiry year is invalid.",
      fields: { expYear: "Your card's expiry year is invalid." },
    });
    // The intent is untouched: the same set-up still takes a good card.
    const ok = await confirm(intent, VISA);
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('succeeded');
  });

  it('refuses other out-of-range or wrongly typed parts, naming each', async () => {
    const intent = await setupIntent();
    const cases: [Record<string, unknown>, string][] = [
      [{ expYear: 150 }, 'expYear'],
      [{ expYear: 2027.5 }, 'expYear'],
      [{ expYear: '2^53' }, 'expYear'],
      [{ expMonth: { month: 1 } }, 'expMonth'],
      [{ expMonth: [12] }, 'expMonth'],
      [{ expMonth: -1 }, 'expMonth'],
      [{ cvc: 123 }, 'cvc'],
      [{ number: 4242424242424242 }, 'number'],
      [{ number: '4'.repeat(10_000) }, 'number'],
    ];
    for (const [change, field] of cases) {
      const res = await confirm(intent, { ...VISA, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual([field]);
    }
  });

  it('still takes two-digit and text expiry years', async () => {
    const ok = await confirm(await setupIntent(), { ...VISA, expMonth: '12', expYear: '99' });
    expect(ok.status).toBe(200);
  });
});

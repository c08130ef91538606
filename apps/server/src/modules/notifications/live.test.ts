import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { notify } from './index.js';

/** A browser's open screen reading notificationsChanged as server-sent events. */
async function listen(baseUrl: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query: 'subscription { notificationsChanged }' }),
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  let text = '';
  const events = () => (text.match(/notificationsChanged/g) ?? []).length;
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += new TextDecoder().decode(value);
    }
  })().catch(() => {});
  /** Resolves once `n` events have arrived (the test times out otherwise). */
  const received = async (n: number) => {
    while (events() < n) await new Promise((r) => setTimeout(r, 10));
    return text;
  };
  return { status: response.status, received, events, stop: () => controller.abort(), pump };
}

describe('live notifications', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("pushes a new notice and a read one to the user's own open screens only", async () => {
    const ann = await signUpCustomer(t.api);
    const bob = await signUpCustomer(t.api);
    const annScreen = await listen(t.url, ann.token);
    const bobScreen = await listen(t.url, bob.token);
    expect(annScreen.status).toBe(200);
    // The stream is subscribed once the server has answered its headers; give it a moment.
    await new Promise((r) => setTimeout(r, 50));

    await notify(t.deps, {
      userId: ann.user.flakeId,
      kind: 'DOCUMENT_SHARED',
      title: 'T',
      body: 'B',
    });
    expect(await annScreen.received(1)).toContain(`"notificationsChanged":"${ann.user.flakeId}"`);

    const all = await t.api.graphql('mutation { markAllNotificationsRead }', {}, ann.token);
    expect(all.body.data.markAllNotificationsRead).toBe(1);
    await annScreen.received(2);
    // Marking read again changes nothing, so nothing is pushed.
    await t.api.graphql('mutation { markAllNotificationsRead }', {}, ann.token);
    await notify(t.deps, {
      userId: ann.user.flakeId,
      kind: 'DOCUMENT_SHARED',
      title: 'T',
      body: 'B',
    });
    await annScreen.received(3);
    expect(annScreen.events()).toBe(3);
    expect(bobScreen.events()).toBe(0);
    annScreen.stop();
    bobScreen.stop();
  });

  it('asks for a session', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'subscription { notificationsChanged }' }),
    });
    const text = await res.text();
    expect(text).toContain('UNAUTHENTICATED');
  });
});

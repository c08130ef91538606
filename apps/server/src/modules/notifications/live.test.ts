import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../test-support/event-stream.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { notify } from './index.js';

describe('live notifications', () => {
  let t: TTestApp;
  const listen = (token: string) =>
    openEventStream(t.url, 'subscription { notificationsChanged }', token);
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("pushes a new notice and a read one to the user's own open screens only", async () => {
    const ann = await signUpCustomer(t.api);
    const bob = await signUpCustomer(t.api);
    const annScreen = await listen(ann.token);
    const bobScreen = await listen(bob.token);
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

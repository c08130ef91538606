import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerText, ask, GET_CONVERSATION } from '../../test-support/assistant-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { AI_MESSAGES } from './messages.js';
import { NOT_FOUND_ANSWER } from './provider/embedded/compose.js';
import type { TAiProvider } from './provider/port.js';

describe('the AI streaming POST', () => {
  let t: TTestApp;
  let embedded: TAiProvider;
  beforeAll(async () => {
    t = await startTestApp();
    embedded = t.deps.aiProvider;
  });
  afterAll(() => t.close());

  it('streams search, then citations, then the answer whose numbers match the citations', async () => {
    const { token } = await signUpCustomer(t.api);
    const res = await ask(t, token, {
      message: 'When do I need to register for GST?',
      mode: 'ask',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.body).toMatch(/^data: \{/);

    const types = res.events.map((e) => e.type);
    const firstContent = types.indexOf('content');
    expect(types.indexOf('search_streaming')).toBe(0);
    expect(types.indexOf('search_streaming')).toBeLessThan(types.indexOf('citations'));
    expect(types.indexOf('citations')).toBeLessThan(firstContent);
    expect(types.slice(firstContent).every((type) => type === 'content')).toBe(true);

    const citations = res.events.find((e) => e.type === 'citations')!.citations;
    expect(citations[0]).toMatchObject({ number: 1, guide: 'gst-registration' });
    expect(citations[0].url).toMatch(/^https:\/\/www\.ato\.gov\.au\//);
    const text = answerText(res.events);
    expect(text).toContain('$75,000');
    const numbers = [...new Set([...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])))];
    expect(numbers.sort()).toEqual(citations.map((c: { number: number }) => c.number));

    // Every event names the thread and the answer it belongs to.
    const { threadId, messageId } = res.events[0]!;
    expect(res.events.every((e) => e.threadId === threadId && e.messageId === messageId)).toBe(
      true,
    );
    const saved = await t.api.graphql(GET_CONVERSATION, { mode: 'LATEST' }, token);
    const conversation = saved.body.data.getAskConversation;
    expect(conversation.threadId).toBe(threadId);
    expect(conversation.responses.map((r: { entity: string }) => r.entity)).toEqual(['USER', 'AI']);
    expect(conversation.responses[1]).toMatchObject({
      id: messageId,
      message: text,
      status: 'COMPLETE',
      sentiment: 'NONE',
    });
    expect(conversation.responses[1].citations).toEqual(citations);
  });

  it('sends a thinking event first when asked to show its thinking', async () => {
    const { token } = await signUpCustomer(t.api);
    const res = await ask(t, token, { message: 'What is an NDA?', thinking: true });
    expect(res.events[0]!.type).toBe('thinking');
  });

  it('says it does not know, citing nothing, when the guides do not cover a question', async () => {
    const { token } = await signUpCustomer(t.api);
    const res = await ask(t, token, { message: 'How do I bake sourdough bread?', mode: 'ask' });
    expect(res.events.find((e) => e.type === 'citations')!.citations).toEqual([]);
    expect(answerText(res.events)).toBe(NOT_FOUND_ANSWER);
  });

  it('answers an error field, and keeps the answer as failed, when the provider breaks', async () => {
    const { token } = await signUpCustomer(t.api);
    t.deps.aiProvider = {
      name: 'embedded',
      async *answer() {
        yield { type: 'search_streaming', query: 'x' };
        throw new Error('index unreadable');
      },
    };
    try {
      const res = await ask(t, token, { message: 'What is GST?' });
      expect(res.status).toBe(200);
      expect(res.events.at(-1)).toMatchObject({ error: AI_MESSAGES.answerFailed });
      const saved = await t.api.graphql(GET_CONVERSATION, { mode: 'LATEST' }, token);
      expect(saved.body.data.getAskConversation.responses[1].status).toBe('FAILED');
    } finally {
      t.deps.aiProvider = embedded;
    }
  });

  it('stops making the answer when the customer disconnects mid-stream', async () => {
    const { token } = await signUpCustomer(t.api);
    let pieces = 0;
    let stopped!: () => void;
    const stoppedWork = new Promise<void>((resolve) => {
      stopped = resolve;
    });
    t.deps.aiProvider = {
      name: 'embedded',
      async *answer({ signal }) {
        signal.addEventListener('abort', () => stopped());
        yield { type: 'search_streaming', query: 'slow' };
        while (!signal.aborted) {
          pieces += 1;
          yield { type: 'content', content: `piece ${pieces} ` };
          await new Promise((r) => setTimeout(r, 5));
        }
      },
    };
    try {
      const client = new AbortController();
      const res = await fetch(`${t.url}/ai/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ message: 'Tell me everything' }),
        signal: client.signal,
      });
      const reader = res.body!.getReader();
      await reader.read();
      client.abort();
      await stoppedWork;
      const atStop = pieces;
      await new Promise((r) => setTimeout(r, 50));
      expect(pieces).toBeLessThanOrEqual(atStop + 1);
      // The answer is kept as far as it went, marked as stopped.
      let status = 'STREAMING';
      for (let i = 0; i < 50 && status === 'STREAMING'; i++) {
        const saved = await t.api.graphql(GET_CONVERSATION, { mode: 'LATEST' }, token);
        status = saved.body.data.getAskConversation.responses[1].status;
        if (status === 'STREAMING') await new Promise((r) => setTimeout(r, 10));
      }
      expect(status).toBe('STOPPED');
    } finally {
      t.deps.aiProvider = embedded;
    }
  });

  it('refuses bad input, naming the problem, and changes nothing', async () => {
    const { token, user } = await signUpCustomer(t.api);
    const empty = await ask(t, token, { message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.message).toBe(AI_MESSAGES.emptyQuestion);
    const summarise = await ask(t, token, { message: 'Summarise this', mode: 'summarise' });
    expect(summarise.status).toBe(400);
    expect(summarise.body.error.message).toBe(AI_MESSAGES.modeNotAvailable);
    const review = await ask(t, token, { message: 'Review it', mode: 'review' });
    expect(review.status).toBe(400);
    expect(review.body.error.fields.documentId).toBe(AI_MESSAGES.reviewNeedsDocument);
    const provider = await ask(t, token, { message: 'Hi', provider: 'anthropic' });
    expect(provider.body.error.message).toBe(AI_MESSAGES.providerNotConfigured);
    const own = await ask(t, token, { message: 'What is GST?', userId: user.flakeId });
    expect(own.status).toBe(200);
    const history = await t.api.graphql(GET_CONVERSATION, { mode: 'LATEST' }, token);
    expect(history.body.data.getAskConversation.responses).toHaveLength(2);
  });

  it('refuses a stranger, another user id and another user’s thread', async () => {
    const owner = await signUpCustomer(t.api);
    const other = await signUpCustomer(t.api);
    const asked = await ask(t, owner.token, { message: 'What is GST?' });
    const threadId = asked.events[0]!.threadId;

    const anonymous = await fetch(`${t.url}/ai/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'What is GST?' }),
    });
    expect(anonymous.status).toBe(401);
    const asOther = await ask(t, other.token, {
      message: 'What is GST?',
      userId: owner.user.flakeId,
    });
    expect(asOther.status).toBe(403);
    const intoThread = await ask(t, other.token, { message: 'And then?', threadId });
    expect(intoThread.status).toBe(404);
    const read = await t.api.graphql(GET_CONVERSATION, { mode: 'LATEST', threadId }, other.token);
    expect(read.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The owner's thread still holds only the owner's question and answer.
    const mine = await t.api.graphql(GET_CONVERSATION, { mode: 'LATEST', threadId }, owner.token);
    expect(mine.body.data.getAskConversation.responses).toHaveLength(2);
  });
});

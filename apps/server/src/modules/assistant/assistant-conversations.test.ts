import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, GET_CONVERSATION, GET_HISTORY, RATE } from '../../test-support/assistant-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { AI_MESSAGES } from './messages.js';
import { AI_DAILY_QUESTIONS } from './service/allowance.js';

describe('conversations, history, ratings and the daily allowance', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('continues a thread, starts a new one, and lists both newest first', async () => {
    const { token } = await signUpCustomer(t.api);
    const empty = await t.api.graphql(GET_CONVERSATION, { mode: 'LATEST' }, token);
    expect(empty.body.data.getAskConversation).toEqual({ threadId: null, responses: [] });

    const first = await ask(t, token, { message: 'What duties does a company director have?' });
    const threadId = first.events[0]!.threadId;
    const followUp = await ask(t, token, { message: 'What is insolvent trading?', threadId });
    expect(followUp.events[0]!.threadId).toBe(threadId);
    t.clock.advance(60_000);
    const fresh = await ask(t, token, { message: 'How do I register a trade mark?' });
    expect(fresh.events[0]!.threadId).not.toBe(threadId);

    const latest = await t.api.graphql(GET_CONVERSATION, { mode: 'LATEST' }, token);
    expect(latest.body.data.getAskConversation.threadId).toBe(fresh.events[0]!.threadId);
    const earlier = await t.api.graphql(GET_CONVERSATION, { mode: 'LATEST', threadId }, token);
    expect(
      earlier.body.data.getAskConversation.responses.map((r: { entity: string }) => r.entity),
    ).toEqual(['USER', 'AI', 'USER', 'AI']);
    const started = await t.api.graphql(GET_CONVERSATION, { mode: 'NEW' }, token);
    expect(started.body.data.getAskConversation).toEqual({ threadId: null, responses: [] });

    const history = await t.api.graphql(GET_HISTORY, {}, token);
    expect(history.body.data.getConversationHistory).toEqual([
      expect.objectContaining({ title: 'How do I register a trade mark?', mode: 'ask' }),
      expect.objectContaining({ title: 'What duties does a company director have?', threadId }),
    ]);
    // Another customer's history is their own.
    const other = await signUpCustomer(t.api);
    const theirs = await t.api.graphql(GET_HISTORY, {}, other.token);
    expect(theirs.body.data.getConversationHistory).toEqual([]);
  });

  it('rates an answer, refuses rating a question and another user’s answer', async () => {
    const { token } = await signUpCustomer(t.api);
    const asked = await ask(t, token, { message: 'What is a shareholders agreement?' });
    const { threadId, messageId } = asked.events[0]!;
    const rated = await t.api.graphql(RATE, { messageId, threadId, sentiment: 'POSITIVE' }, token);
    expect(rated.body.data.rateCortexResponse).toEqual({ id: messageId, sentiment: 'POSITIVE' });

    const saved = await t.api.graphql(GET_CONVERSATION, { mode: 'LATEST' }, token);
    const [question, answer] = saved.body.data.getAskConversation.responses;
    expect(answer.sentiment).toBe('POSITIVE');
    const onQuestion = await t.api.graphql(
      RATE,
      { messageId: question.id, threadId, sentiment: 'NEGATIVE' },
      token,
    );
    expect(onQuestion.body.errors?.[0]?.message).toBe(AI_MESSAGES.onlyAnswersRated);

    const other = await signUpCustomer(t.api);
    const stranger = await t.api.graphql(
      RATE,
      { messageId, threadId, sentiment: 'NEGATIVE' },
      other.token,
    );
    expect(stranger.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const after = await t.api.graphql(GET_CONVERSATION, { mode: 'LATEST' }, token);
    expect(after.body.data.getAskConversation.responses[1].sentiment).toBe('POSITIVE');
  });

  it('gives a customer without a plan a few questions a day, then names what to do', async () => {
    const { token, input } = await signUpCustomer(t.api);
    const allowed = AI_DAILY_QUESTIONS.withoutPlan;
    const ALLOWANCE = '{ getAiAllowance { limit used remaining canUseAI } }';
    const before = await t.api.graphql(ALLOWANCE, {}, token);
    expect(before.body.data.getAiAllowance).toEqual({
      limit: allowed,
      used: 0,
      remaining: allowed,
      canUseAI: false,
    });
    for (let i = 0; i < allowed; i++) {
      const res = await ask(t, token, { message: `What is GST? (${i})` });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ai-remaining-questions')).toBe(String(allowed - i - 1));
    }
    const spent = await t.api.graphql(ALLOWANCE, {}, token);
    expect(spent.body.data.getAiAllowance).toMatchObject({ used: allowed, remaining: 0 });
    const refused = await ask(t, token, { message: 'What is GST?' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(AI_MESSAGES.freeDailyLimit);
    // A day later the allowance is back.
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    const again = await t.api.post('/auth/sign-in', {
      email: input.email,
      password: input.password,
    });
    expect((await ask(t, again.body.token, { message: 'What is GST?' })).status).toBe(200);
  });

  it('spends the allowance once per question when questions arrive together', async () => {
    const { token } = await signUpCustomer(t.api);
    const allowed = AI_DAILY_QUESTIONS.withoutPlan;
    const results = await Promise.all(
      Array.from({ length: allowed + 3 }, (_v, i) => ask(t, token, { message: `Is GST ${i}?` })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(allowed);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const history = await t.api.graphql(GET_HISTORY, {}, token);
    expect(history.body.data.getConversationHistory).toHaveLength(allowed);
  });
});

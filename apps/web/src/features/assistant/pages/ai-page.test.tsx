import { MESSAGES } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  EMPTY_CONVERSATION,
  GST_ANSWER_EVENTS,
  GST_CITATION,
  graphqlWithConversation,
  json,
  streamResponse,
} from '../test/assistant-test-kit';

const ask = async (question: string) => {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Your question' }), {
    target: { value: question },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
};

const streamCalls = (calls: { url: string; body: unknown }[]) =>
  calls.filter((c) => c.url === '/ai/stream').map((c) => c.body);

describe('the full-screen assistant', () => {
  it('streams an answer with its sources as links, and announces it when complete', async () => {
    const { calls } = renderApp('/ai?mode=ask', {
      graphql: EMPTY_CONVERSATION,
      routes: { 'POST /ai/stream': () => streamResponse(GST_ANSWER_EVENTS) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'AI assistant' })).toBeTruthy();
    expect(await screen.findByTestId('ai-empty')).toBeTruthy();
    await ask('When do I need to register for GST?');

    const answer = await screen.findByTestId('ai-answer');
    await waitFor(() => expect(answer.textContent).toContain('GST turnover is $75,000 or more.'));
    const marker = within(answer).getByRole('link', { name: `Source 1: ${GST_CITATION.title}` });
    expect(marker.getAttribute('href')).toBe(GST_CITATION.url);
    const sources = within(answer).getByRole('navigation', { name: 'Sources' });
    expect(within(sources).getByRole('link', { name: GST_CITATION.title })).toBeTruthy();
    expect(
      within(answer).getByRole('button', { name: 'What must a tax invoice show?' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('ai-live').textContent).toContain('$75,000 or more. [1]'),
    );
    expect(streamCalls(calls)).toEqual([
      expect.objectContaining({
        message: 'When do I need to register for GST?',
        mode: 'ask',
        threadId: null,
        userId: 'u-customer',
      }),
    ]);

    // The next question continues the same thread.
    await ask('And a tax invoice?');
    await waitFor(() => expect(streamCalls(calls)).toHaveLength(2));
    expect(streamCalls(calls)[1]).toMatchObject({ threadId: 't-1' });
  });

  it('shows the error the stream reports, and a refusal the server answers', async () => {
    let refuse = false;
    renderApp('/ai?mode=ask', {
      graphql: EMPTY_CONVERSATION,
      routes: {
        'POST /ai/stream': () =>
          refuse
            ? new Response(
                JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Come back tomorrow.' } }),
                { status: 429, headers: { 'content-type': 'application/json' } },
              )
            : streamResponse([
                { type: 'search_streaming', threadId: 't-1', messageId: 'm-2' },
                {
                  error: 'The assistant could not finish this answer.',
                  threadId: 't-1',
                  messageId: 'm-2',
                },
              ]),
      },
    });
    await ask('What is GST?');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The assistant could not finish this answer.',
    );
    refuse = true;
    await ask('What is GST again?');
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'Come back tomorrow.',
      ),
    );
  });

  it('rates an answer at once and tells the server', async () => {
    const { calls } = renderApp('/ai?mode=ask', {
      graphql: {
        ...EMPTY_CONVERSATION,
        RateCortexResponse: { rateCortexResponse: { id: 'm-2', sentiment: 'POSITIVE' } },
      },
      routes: { 'POST /ai/stream': () => streamResponse(GST_ANSWER_EVENTS) },
    });
    await ask('When do I need to register for GST?');
    const helpful = await screen.findByRole('button', { name: 'Helpful answer' });
    fireEvent.click(helpful);
    expect(helpful.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(
        calls
          .filter((c) =>
            String((c.body as { query?: string })?.query).includes('rateCortexResponse('),
          )
          .map((c) => (c.body as { variables: unknown }).variables),
      ).toEqual([{ messageId: 'm-2', threadId: 't-1', sentiment: 'POSITIVE' }]),
    );
  });

  it('opens an earlier conversation from the history', async () => {
    renderApp('/ai?mode=ask', {
      graphql: {
        ...EMPTY_CONVERSATION,
        GetConversationHistory: {
          getConversationHistory: [
            {
              title: 'Director duties',
              mode: 'ask',
              timestamp: '2026-11-20T01:00:00.000Z',
              threadId: 't-9',
            },
          ],
        },
        GetAskConversation: {
          getAskConversation: {
            threadId: 't-9',
            responses: [
              {
                id: 'm-1',
                entity: 'USER',
                message: 'What are my duties as a director?',
                sentiment: 'NONE',
                timestamp: '2026-11-20T01:00:00.000Z',
                status: 'COMPLETE',
                recommendedQuestions: [],
                citations: [],
              },
            ],
          },
        },
      },
    });
    expect(await screen.findByText('What are my duties as a director?')).toBeTruthy();
    const history = await screen.findByRole('navigation', { name: 'Conversation history' });
    expect(within(history).getByText('20/11/2026')).toBeTruthy();
  });

  it('says so when the conversation cannot be loaded', async () => {
    renderApp('/ai?mode=ask', {
      routes: {
        'POST /graphql': graphqlWithConversation(() =>
          json({ errors: [{ message: 'down', extensions: { code: 'INTERNAL' } }] }),
        ),
      },
    });
    expect(await screen.findByText(MESSAGES.conversationLoadFailed)).toBeTruthy();
  });

  it('keeps a question asked while the last conversation is still loading', async () => {
    let loaded!: () => void;
    const late = new Promise<void>((resolve) => {
      loaded = resolve;
    });
    renderApp('/ai?mode=ask', {
      routes: {
        'POST /graphql': graphqlWithConversation(async () => {
          await late;
          return json({ data: { getAskConversation: { threadId: 't-old', responses: [] } } });
        }),
        'POST /ai/stream': () => streamResponse(GST_ANSWER_EVENTS),
      },
    });
    await ask('When do I need to register for GST?');
    await waitFor(() => expect(screen.getByTestId('ai-answer').textContent).toContain('$75,000'));
    loaded();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('ai-answer').textContent).toContain('$75,000');
    expect(screen.getByTestId('ai-question').textContent).toBe(
      'When do I need to register for GST?',
    );
  });
});

describe('the side panel', () => {
  it('opens from the header AI button with the assistant inside', async () => {
    renderApp('/quotes', {
      graphql: EMPTY_CONVERSATION,
      routes: { 'POST /ai/stream': () => streamResponse(GST_ANSWER_EVENTS) },
    });
    fireEvent.click(await screen.findByTestId('ai-button'));
    const panel = await screen.findByTestId('ai-panel');
    fireEvent.change(await within(panel).findByRole('textbox', { name: 'Your question' }), {
      target: { value: 'When do I need to register for GST?' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Ask' }));
    await waitFor(() =>
      expect(within(panel).getByTestId('ai-answer').textContent).toContain('$75,000'),
    );
    expect(within(panel).getByRole('button', { name: 'Go full screen' })).toBeTruthy();
  });
});

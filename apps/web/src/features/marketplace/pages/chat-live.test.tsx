import { screen, within } from '@testing-library/react';
import { describe, expect, inject, it, vi } from 'vitest';
import { LAWYER, renderApp as renderWholeApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';

// The chat page and the navigation's unread count follow the server's live pushes.

const NOW = new Date(inject('testNow')).getTime();
const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

type TCall = { url: string; body: unknown };
const named = (calls: TCall[], operation: string) =>
  calls.filter((c) =>
    String((c.body as { query?: string } | undefined)?.query).includes(operation),
  );

/** The server's event streams (every subscription the app opens); the test pushes into all. */
function liveStreams() {
  const encoder = new TextEncoder();
  const open: ReadableStreamDefaultController<Uint8Array>[] = [];
  const route = () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        open.push(controller);
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
  const push = (data: unknown) => {
    for (const c of open)
      c.enqueue(encoder.encode(`event: next\ndata: ${JSON.stringify(data)}\n\n`));
  };
  return { route, open, push };
}

const THREAD = {
  briefId: 'b1',
  lawyerId: 'l1',
  briefTitle: 'Review my cafe lease',
  withName: 'Ada Lovelace',
  unreadCount: 0,
  lastMessageAt: at(-1),
  open: true,
};

describe('live chat', () => {
  it('fetches the open conversation again as soon as the server pushes a change', async () => {
    const live = liveStreams();
    const { calls } = renderWholeApp('/quick-quote/messages', {
      routes: { 'GET /graphql': live.route },
      graphql: {
        GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
        ChatThreads: { chatThreads: [THREAD], unreadChatCount: 0 },
        ChatMessages: {
          chatMessages: {
            open: true,
            messages: [
              {
                id: 'm1',
                body: 'Hello',
                mine: true,
                masked: false,
                readByOther: false,
                createdAt: at(-1),
              },
            ],
          },
        },
      },
    });
    expect(await screen.findByText('Hello', {}, { timeout: 15_000 })).toBeTruthy();
    const before = named(calls, 'query ChatMessages').length;
    expect(before).toBeGreaterThan(0);
    // The subscription asked for is the viewer's own conversations, with no one else's id.
    await vi.waitFor(() =>
      expect(calls.some((c) => c.url.includes('MarketplaceChatChanged'))).toBe(true),
    );
    const stream = calls.find((c) => c.url.includes('MarketplaceChatChanged'))!;
    expect(new URL(stream.url, 'http://x').searchParams.get('variables')).toBe('{}');
    await vi.waitFor(() => expect(live.open.length).toBeGreaterThan(2));

    live.push({ data: { marketplaceChatChanged: 'b1' } });
    await vi.waitFor(
      () => expect(named(calls, 'query ChatMessages').length).toBeGreaterThan(before),
      { timeout: 10_000 },
    );
    expect(named(calls, 'query ChatThreads').length).toBeGreaterThan(1);
  });
});

describe('unread messages in the navigation', () => {
  it('shows the lawyer how many messages wait beside Marketplace Chat', async () => {
    renderWholeApp('/', {
      user: LAWYER,
      graphql: {
        GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
        UnreadChatCount: { unreadChatCount: 3 },
      },
    });
    const link = await screen.findByTestId('nav-item-marketplace-chat');
    const badge = await within(link).findByTestId('chat-unread');
    expect(badge.textContent).toBe('3');
    expect(badge.getAttribute('aria-label')).toBe('3 unread');
  });

  it('shows nothing when no message waits', async () => {
    const { calls } = renderWholeApp('/', {
      user: LAWYER,
      graphql: {
        GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
        UnreadChatCount: { unreadChatCount: 0 },
      },
    });
    const link = await screen.findByTestId('nav-item-marketplace-chat');
    await vi.waitFor(() => expect(named(calls, 'UnreadChatCount').length).toBeGreaterThan(0));
    expect(within(link).queryByTestId('chat-unread')).toBeNull();
  });
});

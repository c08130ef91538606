import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { currentUserQueryKey } from '../../../lib/session';
import { shutdownSupportWidget } from '../../../lib/support-widget';
import { asksForUser, CUSTOMER, renderApp, userAnswer } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';
import { SUPPORT_CHAT_DELAY_MS, SupportWidget } from './support-widget';

type TMessage = {
  id: string;
  fromSupport: boolean;
  authorName: string;
  text: string;
  createdAt: string;
};

const message = (id: string, fromSupport: boolean, text: string): TMessage => ({
  id,
  fromSupport,
  authorName: fromSupport ? 'Ada (Clausewell support)' : 'Alex Nguyen',
  text,
  createdAt: '2026-11-26T01:00:00.000Z',
});

const operationOf = (body: unknown) =>
  /(?:query|mutation)\s+(\w+)/.exec(String((body as { query?: string })?.query))?.[1] ?? '';

/**
 * A stand-in server holding one conversation: answers the widget's GraphQL, and an event
 * stream the test pushes "something changed" into, as the server does after a reply.
 */
function supportServer(options: { sendFails?: string } = {}) {
  let messages: TMessage[] = [];
  const sent: string[] = [];
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const conversation = () =>
    messages.length === 0 ? null : { id: 'c-1', closed: false, messages };
  const graphql = async (body: unknown) => {
    if (asksForUser(body)) return userAnswer(CUSTOMER);
    const operation = operationOf(body);
    if (operation === 'GetUserSubscriptions')
      return Response.json({ data: { getUserSubscriptions: userSubscriptionsData() } });
    if (operation === 'MySupportConversation')
      return Response.json({ data: { mySupportConversation: conversation() } });
    if (operation === 'SendSupportMessage') {
      const text = (body as { variables: { text: string } }).variables.text;
      sent.push(text);
      if (options.sendFails) {
        return Response.json({
          data: null,
          errors: [{ message: options.sendFails, extensions: { code: 'BAD_USER_INPUT' } }],
        });
      }
      messages = [...messages, message(`m-${messages.length + 1}`, false, text)];
      return Response.json({ data: { sendSupportMessage: conversation() } });
    }
    return Response.json({
      data: null,
      errors: [{ message: `${operation} not answered`, extensions: { code: 'NOT_FOUND' } }],
    });
  };
  const stream = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start: (controller) => {
          streams.push(controller);
        },
      }),
      { status: 200, headers: { 'content-type': 'text/event-stream' } },
    );
  return {
    routes: { 'POST /graphql': graphql, 'GET /graphql': stream },
    sent,
    /** The support team answers: the conversation grows and the stream says so. */
    reply(text: string) {
      messages = [...messages, message(`m-${messages.length + 1}`, true, text)];
      const event = new TextEncoder().encode(
        'event: next\ndata: {"data":{"supportConversationChanged":"c-1"}}\n\n',
      );
      for (const controller of streams) controller.enqueue(event);
    },
  };
}

/** Renders the app with the stand-in and records the abort signal of every live stream. */
function start(server: ReturnType<typeof supportServer>) {
  const app = renderApp('/help-centre', { routes: server.routes });
  const signals: AbortSignal[] = [];
  const original = app.fetchMock.getMockImplementation()!;
  app.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/graphql?') && url.includes('SupportConversationChanged') && init?.signal)
      signals.push(init.signal);
    return original(input, init);
  });
  return { ...app, signals };
}

/** Lets the 2 s pass at once, the rest of the clock running as usual. */
async function passTheDelay() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SUPPORT_CHAT_DELAY_MS);
  });
}

describe('the support chat widget', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears 2 seconds after the app loads, not before, asking the server nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const fetchMock = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    window.localStorage.setItem('auth-token', 'test-token');
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQueryKey, CUSTOMER);
    render(
      <Providers queryClient={queryClient} env="test">
        <SupportWidget />
      </Providers>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUPPORT_CHAT_DELAY_MS - 1);
    });
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('button', { name: 'Help' })).toBeTruthy();
    // Nothing is asked of the server until the chat is opened.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not shown to an admin, who answers from the inbox', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    window.localStorage.setItem('auth-token', 'test-token');
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQueryKey, { ...CUSTOMER, isAdmin: true });
    render(
      <Providers queryClient={queryClient} env="test">
        <SupportWidget />
      </Providers>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUPPORT_CHAT_DELAY_MS * 2);
    });
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
  });

  it('sends a message and shows a reply pushed live, announcing it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = supportServer();
    start(server);
    await passTheDelay();
    fireEvent.click(await screen.findByRole('button', { name: 'Help' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with support' });
    expect(await within(panel).findByText(/No messages yet/)).toBeTruthy();

    fireEvent.change(within(panel).getByLabelText(/Your message/), {
      target: { value: 'How do I add a director?' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.sent).toEqual(['How do I add a director?']));
    expect(await within(panel).findByText('How do I add a director?')).toBeTruthy();
    expect((within(panel).getByLabelText(/Your message/) as HTMLTextAreaElement).value).toBe('');

    act(() => server.reply('Open Company changes, then Directors.'));
    expect(await within(panel).findByText('Open Company changes, then Directors.')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some((s) =>
            s.textContent?.includes(
              'New reply from Ada (Clausewell support): Open Company changes, then Directors.',
            ),
          ),
      ).toBe(true),
    );
  });

  it('names the problem when a message is empty or refused, keeping the text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = supportServer({ sendFails: 'A message can be at most 2000 characters long.' });
    start(server);
    await passTheDelay();
    fireEvent.click(await screen.findByRole('button', { name: 'Help' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with support' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Write a message before sending it.')).toBeTruthy();
    expect(server.sent).toEqual([]);

    const box = within(panel).getByLabelText(/Your message/) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Too long, says the server' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(
      await within(panel).findByText('A message can be at most 2000 characters long.'),
    ).toBeTruthy();
    expect(box.value).toBe('Too long, says the server');
  });

  it('shuts down at sign-out: the button goes and the live stream stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = supportServer();
    const app = start(server);
    await passTheDelay();
    fireEvent.click(await screen.findByRole('button', { name: 'Help' }));
    await screen.findByRole('dialog', { name: 'Chat with support' });
    await waitFor(() => expect(app.signals.length).toBeGreaterThan(0));
    expect(app.signals.every((s) => !s.aborted)).toBe(true);

    act(() => shutdownSupportWidget());
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Help/ })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Chat with support' })).toBeNull();
    expect(app.signals.every((s) => s.aborted)).toBe(true);
  });

  it('is gone after signing out from the avatar menu', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = supportServer();
    const app = renderApp('/help-centre', {
      routes: {
        ...server.routes,
        'POST /auth/sign-out': () => new Response(null, { status: 204 }),
      },
    });
    await passTheDelay();
    expect(await screen.findByRole('button', { name: 'Help' })).toBeTruthy();
    fireEvent.click(await screen.findByTestId('avatar-menu-button'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.queryByRole('button', { name: /^Help/ })).toBeNull();
    expect(app.calls.some((c) => c.url === '/auth/sign-out')).toBe(true);
  });
});

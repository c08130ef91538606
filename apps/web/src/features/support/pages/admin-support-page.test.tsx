import { MESSAGES } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, renderApp } from '../../../test/render-app';

const ADMIN = { ...CUSTOMER, flakeId: 'u-admin', name: 'Ada Admin', isAdmin: true };
const INBOX = [
  {
    id: 'c-2',
    customerName: 'Ann Lee',
    customerEmail: 'ann@example.com',
    lastMessageAt: '2026-11-26T02:00:00.000Z',
    unreadCount: 2,
  },
  {
    id: 'c-1',
    customerName: 'Bob Tran',
    customerEmail: 'bob@example.com',
    lastMessageAt: '2026-11-26T01:00:00.000Z',
    unreadCount: 0,
  },
];
const CONVERSATION = {
  id: 'c-2',
  closed: false,
  customerName: 'Ann Lee',
  messages: [
    {
      id: 'm-1',
      fromSupport: false,
      authorName: 'Ann Lee',
      text: 'Where is my invoice?',
      createdAt: '2026-11-26T02:00:00.000Z',
    },
  ],
};

describe('the support inbox', () => {
  it('lists open conversations newest first with unread counts, and answers one', async () => {
    const app = renderApp('/admin/support', {
      user: ADMIN,
      graphql: {
        SupportInbox: { supportInbox: INBOX },
        SupportConversation: { supportConversation: CONVERSATION },
        ReplySupport: {
          replySupport: {
            ...CONVERSATION,
            messages: [
              ...CONVERSATION.messages,
              {
                id: 'm-2',
                fromSupport: true,
                authorName: 'Ada (Clausewell support)',
                text: 'Under Billing, Invoices.',
                createdAt: '2026-11-26T02:05:00.000Z',
              },
            ],
          },
        },
      },
    });
    const rows = await screen.findAllByTestId('support-inbox-entry');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Ann Lee'),
      expect.stringContaining('Bob Tran'),
    ]);
    expect(within(rows[0]!).getByLabelText('2 unread')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Administration' })).toBeTruthy();

    fireEvent.click(rows[0]!);
    expect(await screen.findByText('Where is my invoice?')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Reply/), {
      target: { value: 'Under Billing, Invoices.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Under Billing, Invoices.')).toBeTruthy();
    await waitFor(() =>
      expect(
        app.calls.some(
          (c) =>
            (c.body as { variables?: { id?: string; text?: string } })?.variables?.text ===
            'Under Billing, Invoices.',
        ),
      ).toBe(true),
    );
  });

  it('says so when nothing is open', async () => {
    renderApp('/admin/support', { user: ADMIN, graphql: { SupportInbox: { supportInbox: [] } } });
    expect(await screen.findByText(/No open conversations/)).toBeTruthy();
  });

  it('is closed to non-admins and asks the server nothing', async () => {
    const app = renderApp('/admin/support');
    expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
    expect(
      app.calls.some((c) => /supportInbox/.test(String((c.body as { query?: string })?.query))),
    ).toBe(false);
  });
});

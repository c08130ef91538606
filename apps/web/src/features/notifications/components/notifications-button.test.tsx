import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';

const CENTRE = {
  unreadNotificationsCount: 1,
  notifications: [
    {
      id: 'n-2',
      kind: 'DOCUMENT_SHARED',
      title: 'Document shared with you',
      body: 'Olivia Nguyen shared “Mutual NDA” with you.',
      link: '/documents/questionnaire/doc-1',
      read: false,
      createdAt: '2026-11-26T01:00:00.000Z',
    },
    {
      id: 'n-1',
      kind: 'TEAM_INVITE_ACCEPTED',
      title: 'Invitation accepted',
      body: 'Ann Lee joined your team.',
      link: '/help-centre',
      read: true,
      createdAt: '2026-11-25T01:00:00.000Z',
    },
  ],
};

const operations = (calls: { body: unknown }[], name: string) =>
  calls.filter((c) =>
    Boolean(String((c.body as { query?: string })?.query).match(new RegExp(`\\b${name}\\b`))),
  );

describe('the notifications button', () => {
  it('shows the unread count, opens the centre, and marks an item read as it opens it', async () => {
    const { calls, router } = renderApp('/help-centre', {
      graphql: {
        GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
        Notifications: CENTRE,
        MarkNotificationRead: { markNotificationRead: { id: 'n-2', read: true } },
      },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    const centre = await screen.findByRole('dialog', { name: /^Notifications/ });
    const items = within(centre).getAllByTestId('notification');
    expect(items).toHaveLength(2);
    expect(items[0]!.getAttribute('aria-label')).toBe(
      'Unread: Document shared with you. Olivia Nguyen shared “Mutual NDA” with you.',
    );
    fireEvent.click(items[0]!);
    await vi.waitFor(() => expect(operations(calls, 'markNotificationRead')).toHaveLength(1));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/documents/questionnaire/doc-1'),
    );
  });

  it('marks everything read at once', async () => {
    const { calls } = renderApp('/help-centre', {
      graphql: {
        GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
        Notifications: CENTRE,
        MarkAllNotificationsRead: { markAllNotificationsRead: 1 },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(operations(calls, 'markAllNotificationsRead')).toHaveLength(1));
  });

  it('says so when there is nothing to show', async () => {
    renderApp('/help-centre', {
      graphql: {
        GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
        Notifications: { unreadNotificationsCount: 0, notifications: [] },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You have no new notifications.')).toBeTruthy();
  });
});

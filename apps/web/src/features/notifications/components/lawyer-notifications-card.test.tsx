import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { stubServer } from '../../../test/render-app';
import { LawyerNotificationsCard } from './lawyer-notifications-card';

const CENTRE = {
  unreadNotificationsCount: 1,
  notifications: [
    {
      id: 'n-2',
      kind: 'MARKETPLACE_QUOTE_ACCEPTED',
      title: 'Your quote for “Lease review” was accepted',
      body: 'The client paid $900.00; we hold it until they accept the work.',
      link: '/my-briefs/won',
      read: false,
      createdAt: '2026-11-26T01:00:00.000Z',
    },
    {
      id: 'n-1',
      kind: 'MARKETPLACE_MESSAGE',
      title: 'New message about “Lease review”',
      body: 'Ann Lee sent you a message.',
      link: '/quick-quote/messages',
      read: true,
      createdAt: '2026-11-25T01:00:00.000Z',
    },
  ],
};

function renderCard(graphql: Record<string, unknown>) {
  const server = stubServer(null, {}, graphql);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([{ path: '*', element: <LawyerNotificationsCard /> }], {
    initialEntries: ['/'],
  });
  render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...server, router };
}

describe("the lawyer's notifications card", () => {
  it('lists the latest with the unread one marked, and opens one as read', async () => {
    const { calls, router } = renderCard({
      Notifications: CENTRE,
      MarkNotificationRead: { markNotificationRead: { id: 'n-2', read: true } },
    });
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(await screen.findByLabelText('1 unread')).toBeTruthy();
    const items = screen.getAllByTestId('lawyer-notification');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Unread: Your quote for “Lease review” was accepted. The client paid $900.00; we hold it until they accept the work.',
      'New message about “Lease review”. Ann Lee sent you a message.',
    ]);
    fireEvent.click(items[0]!);
    await vi.waitFor(() =>
      expect(
        calls.some((c) =>
          /markNotificationRead/.test(String((c.body as { query?: string })?.query)),
        ),
      ).toBe(true),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my-briefs/won'));
  });

  it('says when there is nothing yet', async () => {
    renderCard({ Notifications: { unreadNotificationsCount: 0, notifications: [] } });
    expect(await screen.findByText('You have no notifications yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });
});

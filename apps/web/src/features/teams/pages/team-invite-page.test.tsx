import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';

const INVITE = {
  email: 'ann@example.com.au',
  firstName: 'Ann',
  sender: 'Alex Nguyen',
  expired: false,
};

describe('the team invitation link', () => {
  it('asks a visitor to sign up or sign in with the invited address, returning here', async () => {
    renderApp('/team-invite?token=tok-123456789012345678901', {
      user: null,
      graphql: { TeamInvite: { teamInvite: INVITE } },
    });
    expect(await screen.findByText(/Alex Nguyen invited you, Ann/)).toBeTruthy();
    expect(screen.getByText('ann@example.com.au')).toBeTruthy();
    const back = encodeURIComponent('/team-invite?token=tok-123456789012345678901');
    const page = screen.getByTestId('team-invite');
    expect(within(page).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      `/sign-up?next=${back}`,
    );
  });

  it('lets the signed-in invitee accept', async () => {
    const { calls } = renderApp('/team-invite?token=tok-123456789012345678901', {
      graphql: {
        GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
        TeamInvite: { teamInvite: INVITE },
        AcceptTeamInvite: {
          acceptTeamInvite: { teamId: 'u-1', owner: { firstName: 'Alex', lastName: 'Nguyen' } },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText("You joined Alex Nguyen's team.")).toBeTruthy();
    await vi.waitFor(() =>
      expect(
        calls.some((c) =>
          String((c.body as { query?: string })?.query).includes('acceptTeamInvite('),
        ),
      ).toBe(true),
    );
  });

  it('says when the invitation has expired', async () => {
    renderApp('/team-invite?token=tok-123456789012345678901', {
      user: null,
      graphql: { TeamInvite: { teamInvite: { ...INVITE, expired: true } } },
    });
    expect(
      await screen.findByText('This invitation has expired. Ask the team owner to send it again.'),
    ).toBeTruthy();
  });
});

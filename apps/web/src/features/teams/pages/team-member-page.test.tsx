import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER, renderApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';
import { FULL_TEAM, refusal, TEAM } from '../test/team-test-kit';

type TCall = { url: string; body: unknown };
const variablesOf = (calls: TCall[], operation: string) =>
  calls
    .filter((c) =>
      String((c.body as { query?: string } | undefined)?.query).includes(`${operation}(`),
    )
    .map((c) => (c.body as { variables: Record<string, unknown> }).variables);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Answers by operation name, with `addTeamUser` deciding the invitation's answer. */
function teamServer(addTeamUser: () => Response) {
  return {
    'POST /graphql': (body: unknown) => {
      const query = String((body as { query: string }).query);
      if (query.includes('AddTeamUser(')) return addTeamUser();
      if (query.includes('removeTeamMember('))
        return json({
          data: { removeTeamMember: { ...TEAM, teamMembers: [TEAM.teamMembers[0]] } },
        });
      if (query.includes('myTeam')) return json({ data: { myTeam: TEAM } });
      // The layout's plan banner asks too.
      if (query.includes('getUserSubscriptions'))
        return json({ data: { getUserSubscriptions: userSubscriptionsData() } });
      return json({ data: { getUser: CUSTOMER } });
    },
  };
}

function fillInvite(values: { firstName: string; lastName: string; email: string }) {
  const form = screen.getByRole('form', { name: 'Invite a team member' });
  fireEvent.change(within(form).getByRole('textbox', { name: /First name/ }), {
    target: { value: values.firstName },
  });
  fireEvent.change(within(form).getByRole('textbox', { name: /Last name/ }), {
    target: { value: values.lastName },
  });
  fireEvent.change(within(form).getByRole('textbox', { name: /Email/ }), {
    target: { value: values.email },
  });
  return form;
}

describe('the team members page', () => {
  it('shows a customer without a team plan the way to one', async () => {
    renderApp('/settings/team-member', {
      graphql: {
        GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
        MyTeam: { myTeam: { ...TEAM, canHaveTeam: false, canManage: false, teamMembers: [] } },
      },
    });
    expect(await screen.findByTestId('team-upgrade')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('form', { name: 'Invite a team member' })).toBeNull();
  });

  it('lists members and invitations, names bad fields, then invites and offers the next step', async () => {
    const { calls } = renderApp('/settings/team-member', {
      routes: teamServer(() => json({ data: { AddTeamUser: FULL_TEAM } })),
    });
    const members = await screen.findAllByTestId('team-member');
    expect(members).toHaveLength(2);
    expect(within(members[0]!).getByText('Member')).toBeTruthy();
    expect(within(members[1]!).getByText('Invited')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your team (2 of 3)' })).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Invite a team member' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Email/ }), {
      target: { value: 'nope' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findAllByText("This can't be blank")).toHaveLength(2);
    expect(within(form).getByText('Not a valid email address')).toBeTruthy();
    expect(variablesOf(calls, 'AddTeamUser')).toEqual([]);

    fillInvite({ firstName: 'Cat', lastName: 'Ng', email: 'cat@example.com.au' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    const success = await screen.findByTestId('invite-success');
    expect(within(success).getByRole('heading', { name: 'Invitation sent' })).toBeTruthy();
    expect(variablesOf(calls, 'AddTeamUser')).toEqual([
      { firstName: 'Cat', lastName: 'Ng', email: 'cat@example.com.au', message: null },
    ]);
    expect(within(success).getByRole('button', { name: 'Manage my Team Members' })).toBeTruthy();
    fireEvent.click(within(success).getByRole('button', { name: 'Add Another Team Member' }));
    // The team is now full, so the form gives way to saying so.
    expect(await screen.findByTestId('team-full')).toBeTruthy();
  });

  it('says the limit is reached in the catalogue words when the server refuses', async () => {
    renderApp('/settings/team-member', {
      routes: teamServer(() => refusal('LIMIT_REACHED', 'Max limit of team members invited')),
    });
    await screen.findAllByTestId('team-member');
    const form = fillInvite({ firstName: 'Dan', lastName: 'Wu', email: 'dan@example.com.au' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation Failed')).toBeTruthy();
    expect(screen.getByText('Max limit of team members invited')).toBeTruthy();
  });

  it('says something went wrong for any other failure', async () => {
    renderApp('/settings/team-member', {
      routes: teamServer(() => refusal('INTERNAL', 'Something went wrong on our side.')),
    });
    await screen.findAllByTestId('team-member');
    const form = fillInvite({ firstName: 'Dan', lastName: 'Wu', email: 'dan@example.com.au' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Something went wrong try again')).toBeTruthy();
  });

  it('removes a member only after the owner confirms', async () => {
    const { calls } = renderApp('/settings/team-member', {
      routes: teamServer(() => json({ data: { AddTeamUser: TEAM } })),
    });
    await screen.findAllByTestId('team-member');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bob Tran' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/loses access to your plan at once/)).toBeTruthy();
    expect(variablesOf(calls, 'removeTeamMember')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'removeTeamMember')).toEqual([{ memberId: 'tm-2' }]),
    );
    await vi.waitFor(() => expect(screen.getAllByTestId('team-member')).toHaveLength(1));
  });

  it('lets a member leave the team after confirming', async () => {
    const { calls } = renderApp('/settings/team-member', {
      graphql: {
        GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
        MyTeam: { myTeam: { ...TEAM, canManage: false, teamMembers: [TEAM.teamMembers[0]] } },
        LeaveTeam: { leaveTeam: true },
      },
    });
    expect(await screen.findByText(/You are a member of Alex Nguyen's team/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Leave team' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave team' }));
    await vi.waitFor(() =>
      expect(
        calls.some((c) => String((c.body as { query?: string })?.query).includes('leaveTeam')),
      ).toBe(true),
    );
  });
});

import type { TTeam } from '../api/team';

// What the team page tests answer with: records as the server sends them.

export const OWNER = {
  flakeId: 'u-customer',
  email: 'alex@example.com.au',
  firstName: 'Alex',
  lastName: 'Nguyen',
};

export const TEAM: TTeam = {
  teamId: 'u-customer',
  limit: 3,
  canManage: true,
  canHaveTeam: true,
  owner: OWNER,
  teamMembers: [
    {
      id: 'tm-1',
      flakeId: 'u-ann',
      email: 'ann@example.com.au',
      firstName: 'Ann',
      lastName: 'Lee',
      userType: 'MEMBER',
      invitedAt: '2026-11-20T00:00:00.000Z',
      inviteExpiresAt: null,
      inviteExpired: false,
    },
    {
      id: 'tm-2',
      flakeId: null,
      email: 'bob@example.com.au',
      firstName: 'Bob',
      lastName: 'Tran',
      userType: 'INVITED',
      invitedAt: '2026-11-25T00:00:00.000Z',
      inviteExpiresAt: '2099-12-02T00:00:00.000Z',
      inviteExpired: false,
    },
  ],
};

export const FULL_TEAM: TTeam = {
  ...TEAM,
  teamMembers: [
    ...TEAM.teamMembers,
    {
      ...TEAM.teamMembers[1]!,
      id: 'tm-3',
      email: 'cat@example.com.au',
      firstName: 'Cat',
      lastName: 'Ng',
    },
  ],
};

/** A GraphQL answer refusing the operation, as the server words it. */
export function refusal(code: string, message: string, fields?: Record<string, string>) {
  return new Response(
    JSON.stringify({ data: null, errors: [{ message, extensions: { code, fields } }] }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}

import { MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAgain } from '../../test-support/billing-kit.js';
import {
  startSmtpReceiver,
  type TReceivedMail,
  type TSmtpReceiver,
} from '../../test-support/smtp-receiver.js';
import {
  accept,
  essentialsOwner,
  invite,
  inviteToken,
  myTeam,
  roles,
  unlimitedSigning,
} from '../../test-support/teams-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

describe('inviting team members, over real SMTP', () => {
  let receiver: TSmtpReceiver;
  let t: TTestApp;
  let received: TReceivedMail[] = [];

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    received = receiver.received;
    t = await startTestApp({ env: { SMTP_URL: receiver.url } });
  });
  afterAll(async () => {
    await t.close();
    receiver.close();
  });

  it('shows a customer without a team plan the upgrade path and refuses their invitation', async () => {
    const free = await signUpCustomer(t.api);
    expect(await myTeam(t, free.token)).toMatchObject({ canHaveTeam: false, teamMembers: [] });
    const res = await invite(t, free.token, { email: 'someone@example.com' });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Team members come with the Essentials plan. Upgrade to invite your team.',
      extensions: { code: 'PAYMENT_REQUIRED' },
    });
  });

  it('names each bad field and invites nobody', async () => {
    const owner = await essentialsOwner(t);
    const res = await invite(t, owner.token, { email: 'not-an-email', firstName: '  ' });
    const extensions = res.body.errors?.[0]?.extensions as { fields?: unknown } | undefined;
    const fields = extensions?.fields;
    expect(fields).toMatchObject({
      firstName: "This can't be blank",
      email: 'Not a valid email address',
    });
    expect((await myTeam(t, owner.token)).teamMembers).toEqual([]);
  });

  it('invites three by mail, refuses the fourth with the limit message, and the invitee joins', async () => {
    const owner = await essentialsOwner(t);
    const emails = ['ann.team@example.com', 'bob.team@example.com', 'cat.team@example.com'];
    for (const email of emails) {
      const res = await invite(t, owner.token, { email, message: 'Welcome aboard' });
      expect(res.body.errors).toBeUndefined();
    }
    const fourth = await invite(t, owner.token, { email: 'dan.team@example.com' });
    expect(fourth.body.errors?.[0]).toMatchObject({
      message: MESSAGES.teamInviteLimitReached,
      extensions: { code: 'LIMIT_REACHED' },
    });
    const team = await myTeam(t, owner.token);
    expect(team.teamMembers.map((m: { email: string }) => m.email)).toEqual(emails);
    expect(team.teamMembers.every((m: { userType: string }) => m.userType === 'INVITED')).toBe(
      true,
    );

    // The invitation went out over SMTP with its link and the owner's note.
    const mail = received.find((m) => m.to === 'ann.team@example.com');
    expect(mail?.raw).toContain('/team-invite?token=');
    expect(mail?.raw).toContain('Welcome aboard');

    // Ann signs up with the invited address (confirming it) and accepts.
    const ann = await signUpCustomer(t.api, { email: 'ann.team@example.com' });
    expect(await unlimitedSigning(t, ann.token)).toBe(false);
    const accepted = await accept(t, ann.token, inviteToken(t, 'ann.team@example.com'));
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data.acceptTeamInvite).toMatchObject({ canManage: false });
    expect(await roles(t, ann.token)).toEqual({ teamOwner: false, teamUser: true });
    expect(await roles(t, owner.token)).toEqual({ teamOwner: true, teamUser: false });
    // She now has what the owner's plan gives.
    expect(await unlimitedSigning(t, ann.token)).toBe(true);
    // A member cannot invite in the owner's name.
    const byMember = await invite(t, ann.token, { email: 'eve@example.com' });
    expect(byMember.body.errors?.[0]?.message).toBe(
      'Only the owner of the plan can manage the team.',
    );
    // The link is spent.
    const again = await accept(t, ann.token, inviteToken(t, 'ann.team@example.com'));
    expect(again.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // The owner is told.
    const notes = await t.api.graphql(
      '{ notifications { kind title body read } unreadNotificationsCount }',
      {},
      owner.token,
    );
    expect(notes.body.data.unreadNotificationsCount).toBe(1);
    expect(notes.body.data.notifications[0]).toMatchObject({
      kind: 'TEAM_INVITE_ACCEPTED',
      read: false,
    });
    expect(notes.body.data.notifications[0].body).toContain('joined your team');

    // Another owner cannot remove or resend Ann's seat; her owner removes her and access ends.
    const annSeat = (await myTeam(t, owner.token)).teamMembers[0].id;
    const stranger = await essentialsOwner(t);
    for (const op of ['removeTeamMember', 'resendTeamInvite']) {
      const refused = await t.api.graphql(
        `mutation($id: ID!) { ${op}(memberId: $id) { teamId } }`,
        { id: annSeat },
        stranger.token,
      );
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect(await roles(t, ann.token)).toEqual({ teamOwner: false, teamUser: true });
    const removed = await t.api.graphql(
      'mutation($id: ID!) { removeTeamMember(memberId: $id) { teamMembers { email } } }',
      { id: annSeat },
      owner.token,
    );
    expect(removed.body.data.removeTeamMember.teamMembers).toHaveLength(2);
    expect(await roles(t, ann.token)).toEqual({ teamOwner: false, teamUser: false });
    expect(await unlimitedSigning(t, ann.token)).toBe(false);
    // The freed seat can be used again.
    expect((await invite(t, owner.token, { email: 'dan.team@example.com' })).body.errors).toBe(
      undefined,
    );
  });

  it('lets only the invited, confirmed address accept, and only before the link expires', async () => {
    const owner = await essentialsOwner(t);
    await invite(t, owner.token, { email: 'late.joiner@example.com' });
    const first = inviteToken(t, 'late.joiner@example.com');

    const other = await signUpCustomer(t.api);
    const wrong = await accept(t, other.token, first);
    expect(wrong.body.errors?.[0]?.message).toBe(
      'This invitation was sent to late.joiner@example.com. Sign in with that address to accept it.',
    );

    const preview = await t.api.graphql(
      'query($token: String!) { teamInvite(token: $token) { email sender expired } }',
      { token: first },
    );
    expect(preview.body.data.teamInvite).toMatchObject({
      email: 'late.joiner@example.com',
      expired: false,
    });

    const late = await signUpCustomer(t.api, { email: 'late.joiner@example.com' });
    t.clock.advance(7 * 24 * 60 * 60_000 + 1000);
    // Sessions idle out over a week: both sign in again.
    const ownerAgain = await signInAgain(t, owner.input);
    const lateAgain = await signInAgain(t, late.input);
    const expired = await accept(t, lateAgain, first);
    expect(expired.body.errors?.[0]?.message).toBe(
      'This invitation has expired. Ask the team owner to send it again.',
    );
    const seat = (await myTeam(t, ownerAgain)).teamMembers[0];
    expect(seat.inviteExpired).toBe(true);

    // A resend mails a fresh link; the old one stops working and the new one joins.
    const resent = await t.api.graphql(
      'mutation($id: ID!) { resendTeamInvite(memberId: $id) { teamMembers { inviteExpired } } }',
      { id: seat.id },
      ownerAgain,
    );
    expect(resent.body.data.resendTeamInvite.teamMembers[0].inviteExpired).toBe(false);
    const fresh = inviteToken(t, 'late.joiner@example.com');
    expect(fresh).not.toBe(first);
    expect((await accept(t, lateAgain, first)).body.errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await accept(t, lateAgain, fresh)).body.errors).toBeUndefined();
    expect(await roles(t, lateAgain)).toEqual({ teamOwner: false, teamUser: true });

    // A member may leave; the seat is freed for the owner.
    const left = await t.api.graphql('mutation { leaveTeam }', {}, lateAgain);
    expect(left.body.data.leaveTeam).toBe(true);
    expect(await roles(t, lateAgain)).toEqual({ teamOwner: false, teamUser: false });
    expect((await myTeam(t, ownerAgain)).teamMembers).toEqual([]);
  });
});

import { ZAddTeamUser } from '@app/domain';
import { z } from 'zod';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import { acceptTeamInvite, previewTeamInvite, type TTeamInvitePreview } from './accept.js';
import { getTeam } from './get-team.js';
import { addTeamUser, resendTeamInvite } from './invite.js';
import { leaveTeam, removeTeamMember } from './remove.js';
import type { TTeamMemberView, TTeamView } from './team-view.js';

const ZMemberId = z.object({ memberId: z.string().trim().min(1).max(64) });
const ZToken = z.object({ token: z.string().trim().min(20).max(200) });

/** Teams (SPEC §3, §7 AddTeamUser): thin resolvers over the team services. */
export function registerTeamsGraphql(builder: TBuilder) {
  const TeamUserType = builder.enumType('TeamUserType', {
    values: ['OWNER', 'MEMBER', 'INVITED'] as const,
  });
  const TeamOwner = builder.objectRef<TTeamView['owner']>('TeamOwner').implement({
    fields: (t) => ({
      flakeId: t.exposeString('id', { nullable: false }),
      email: t.exposeString('email', { nullable: false }),
      firstName: t.exposeString('firstName', { nullable: false }),
      lastName: t.exposeString('lastName', { nullable: false }),
    }),
  });
  const TeamMember = builder.objectRef<TTeamMemberView>('TeamMember').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      flakeId: t.exposeString('flakeId', { nullable: true }),
      email: t.exposeString('email', { nullable: false }),
      firstName: t.exposeString('firstName', { nullable: false }),
      lastName: t.exposeString('lastName', { nullable: false }),
      userType: t.field({ type: TeamUserType, nullable: false, resolve: (m) => m.userType }),
      invitedAt: t.expose('invitedAt', { type: 'DateTime', nullable: false }),
      inviteExpiresAt: t.expose('inviteExpiresAt', { type: 'DateTime', nullable: true }),
      inviteExpired: t.exposeBoolean('inviteExpired', { nullable: false }),
    }),
  });
  const Team = builder.objectRef<TTeamView>('Team').implement({
    fields: (t) => ({
      owner: t.field({ type: TeamOwner, nullable: false, resolve: (v) => v.owner }),
      teamId: t.exposeString('teamId', { nullable: false }),
      teamMembers: t.field({ type: [TeamMember], nullable: false, resolve: (v) => v.teamMembers }),
      limit: t.exposeInt('limit', { nullable: false }),
      canManage: t.exposeBoolean('canManage', { nullable: false }),
      canHaveTeam: t.exposeBoolean('canHaveTeam', { nullable: false }),
    }),
  });
  const TeamInvitePreview = builder.objectRef<TTeamInvitePreview>('TeamInvitePreview').implement({
    fields: (t) => ({
      email: t.exposeString('email', { nullable: false }),
      firstName: t.exposeString('firstName', { nullable: false }),
      sender: t.exposeString('sender', { nullable: false }),
      expired: t.exposeBoolean('expired', { nullable: false }),
    }),
  });

  builder.queryField('myTeam', (t) =>
    t.withAuth({ signedIn: true }).field({
      type: Team,
      nullable: false,
      resolve: (_r, _a, ctx) => getTeam(ctx.deps, { viewer: ctx.viewer }),
    }),
  );
  builder.queryField('teamInvite', (t) =>
    // The invitation page asks before the invitee has an account; the token is the key.
    t.withAuth({ public: true }).field({
      type: TeamInvitePreview,
      nullable: false,
      args: { token: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => previewTeamInvite(ctx.deps, parseInput(ZToken, args)),
    }),
  );

  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    return {
      AddTeamUser: t.field({
        type: Team,
        nullable: false,
        description: 'Invites a team member (SPEC §7); the owner and sender are the session user.',
        args: {
          email: t.arg.string({ required: true }),
          firstName: t.arg.string({ required: true }),
          lastName: t.arg.string({ required: true }),
          message: t.arg.string({ required: false }),
        },
        resolve: (_r, args, ctx) =>
          addTeamUser(ctx.deps, {
            viewer: ctx.viewer,
            input: parseInput(ZAddTeamUser, { ...args, message: args.message ?? undefined }),
          }),
      }),
      resendTeamInvite: t.field({
        type: Team,
        nullable: false,
        args: { memberId: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          resendTeamInvite(ctx.deps, { viewer: ctx.viewer, ...parseInput(ZMemberId, args) }),
      }),
      removeTeamMember: t.field({
        type: Team,
        nullable: false,
        args: { memberId: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          removeTeamMember(ctx.deps, { viewer: ctx.viewer, ...parseInput(ZMemberId, args) }),
      }),
      acceptTeamInvite: t.field({
        type: Team,
        nullable: false,
        args: { token: t.arg.string({ required: true }) },
        resolve: async (_r, args, ctx) => {
          await acceptTeamInvite(ctx.deps, { viewer: ctx.viewer, ...parseInput(ZToken, args) });
          return getTeam(ctx.deps, { viewer: ctx.viewer });
        },
      }),
      leaveTeam: t.boolean({
        nullable: false,
        resolve: (_r, _a, ctx) => leaveTeam(ctx.deps, { viewer: ctx.viewer }),
      }),
    };
  });
}

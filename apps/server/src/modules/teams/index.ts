import type { TModule } from '../../platform/modules.js';
import { registerTeamsGraphql } from './graphql.js';
import { teamOwnerIdOf } from './members.js';
import * as tables from './tables.js';

type TTeamsTables = typeof tables;

/** Whose plan a team member also uses; billing asks it when working out entitlements. */
export type TTeamPlanOwners = { ownerIdOf(userId: string): Promise<string | null> };

declare module '../../platform/modules.js' {
  interface TModuleTables extends TTeamsTables {}
  interface TModuleDeps {
    teamPlanOwners: TTeamPlanOwners;
  }
}

/** Teams: an owner's plan shared with up to 3 invited members. */
export const teamsModule = {
  name: 'teams',
  tables: [tables],
  provideDeps: (platform, overrides) => ({
    teamPlanOwners: overrides.teamPlanOwners ?? {
      ownerIdOf: (userId) => teamOwnerIdOf(platform, userId),
    },
  }),
  registerGraphql: registerTeamsGraphql,
} satisfies TModule;

// What other areas use.
export { teamOwnerIdOf, teamRoleOf } from './members.js';

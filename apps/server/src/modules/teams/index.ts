import type { TDeps } from '../../platform/deps.js';
import type { TModule } from '../../platform/modules.js';
import { eraseCustomerTeam } from './erase-customer.js';
import { registerTeamFolderGraphql } from './folder-graphql.js';
import * as folderTables from './folder-tables.js';
import { registerTeamsGraphql } from './graphql.js';
import { teamOwnerIdOf } from './members.js';
import * as tables from './tables.js';
import { TeamRoleCache } from './team-role-cache.js';

type TTeamsTables = typeof tables & typeof folderTables;

/**
 * Whose plan a team member also uses; billing asks it when working out entitlements. It reads
 * through the caller's database, so inside a unit of work it reads in that transaction (on
 * PGlite's one connection, a read outside it would wait for the transaction forever).
 */
export type TTeamPlanOwners = {
  ownerIdOf(deps: Pick<TDeps, 'database'>, userId: string): Promise<string | null>;
};

declare module '../../platform/modules.js' {
  interface TModuleTables extends TTeamsTables {}
  interface TModuleDeps {
    teamPlanOwners: TTeamPlanOwners;
    /** Who owns or belongs to a team, as GetUser asks on every page. */
    teamRoles: TeamRoleCache;
  }
}

/** Teams: an owner's plan shared with up to 3 invited members. */
export const teamsModule = {
  name: 'teams',
  tables: [tables, folderTables],
  provideDeps: (_platform, overrides) => ({
    teamPlanOwners: overrides.teamPlanOwners ?? {
      ownerIdOf: teamOwnerIdOf,
    },
    teamRoles: overrides.teamRoles ?? new TeamRoleCache(),
  }),
  registerGraphql: (builder) => {
    registerTeamsGraphql(builder);
    registerTeamFolderGraphql(builder);
  },
  eraseCustomer: eraseCustomerTeam,
} satisfies TModule;

// What other areas use.
export { moveTeamSharesToEmail } from './email-moved.js';
export { teamOwnerIdOf, teamRoleOf, teamSeatsOf } from './members.js';

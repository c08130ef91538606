import { describe, expect, it } from 'vitest';
import { TeamRoleCache, type TTeamRole } from './team-role-cache.js';

const owner: TTeamRole = { teamOwner: true, teamUser: false };
const none: TTeamRole = { teamOwner: false, teamUser: false };

describe('the team role cache', () => {
  it('answers from memory until the entry is five seconds old', async () => {
    const cache = new TeamRoleCache();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return owner;
    };
    await cache.get('u1', 1_000, read);
    expect(await cache.get('u1', 6_000, read)).toEqual(owner);
    expect(reads).toBe(1);
    await cache.get('u1', 6_001, read);
    expect(reads).toBe(2);
  });

  it('shares one read among concurrent asks for the same user', async () => {
    const cache = new TeamRoleCache();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return none;
    };
    await Promise.all([cache.get('u1', 0, read), cache.get('u1', 0, read)]);
    expect(reads).toBe(1);
  });

  it('keeps nothing from a read that a change overtook, and forgets everything on a change', async () => {
    const cache = new TeamRoleCache();
    let release!: (role: TTeamRole) => void;
    const slow = cache.get('u1', 0, () => new Promise<TTeamRole>((r) => (release = r)));
    cache.clear();
    release(none);
    expect(await slow).toEqual(none);
    expect(await cache.get('u1', 0, async () => owner)).toEqual(owner);
    cache.clear();
    expect(await cache.get('u1', 0, async () => none)).toEqual(none);
  });
});

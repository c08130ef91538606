export type TTeamRole = { teamOwner: boolean; teamUser: boolean };

/**
 * The session's team flags, kept a few seconds per user: GetUser asks for them on every page,
 * and a team's seats change rarely. A change this process makes clears every entry at once
 * (after its write committed, so no read can put the old answer back); the short life bounds
 * how long another instance's change goes unseen, as the session cache does. Concurrent asks
 * for one user share one read.
 */
export class TeamRoleCache {
  private readonly entries = new Map<string, { role: TTeamRole; at: number }>();
  private readonly reading = new Map<string, Promise<TTeamRole>>();
  private generation = 0;

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  async get(userId: string, nowMs: number, read: () => Promise<TTeamRole>): Promise<TTeamRole> {
    const entry = this.entries.get(userId);
    if (entry && nowMs - entry.at <= this.ttlMs && nowMs >= entry.at) return entry.role;
    const pending = this.reading.get(userId);
    if (pending) return pending;
    const generation = this.generation;
    const promise = read().finally(() => this.reading.delete(userId));
    this.reading.set(userId, promise);
    const role = await promise;
    // A change committed while this read ran may not be in it: answer it, keep nothing.
    if (generation === this.generation) this.remember(userId, { role, at: nowMs });
    return role;
  }

  /** Forgets every answer: called after any change to any team's seats. */
  clear() {
    this.generation += 1;
    this.entries.clear();
    this.reading.clear();
  }

  private remember(userId: string, entry: { role: TTeamRole; at: number }) {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, entry);
  }
}

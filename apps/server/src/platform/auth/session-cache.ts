import type { TViewer } from './viewer.js';

export type TCachedSession = {
  viewer: TViewer;
  lastSeenAt: Date;
  expiresAt: Date;
  cachedAt: number;
};

/**
 * Resolved sessions kept for a few seconds, so a burst of requests from one page costs one
 * database read. Every change this process makes to a session (sign-out, password reset,
 * impersonation) drops the entry at once; the short life bounds how long another
 * instance's change can go unseen.
 */
export class SessionCache {
  private readonly entries = new Map<string, TCachedSession>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, nowMs: number): TCachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (nowMs - entry.cachedAt > this.ttlMs || nowMs < entry.cachedAt) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, entry: TCachedSession) {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, entry);
  }

  dropSession(sessionId: string) {
    for (const [key, entry] of this.entries)
      if (entry.viewer.sessionId === sessionId) this.entries.delete(key);
  }

  dropUser(userId: string) {
    for (const [key, entry] of this.entries) {
      if (entry.viewer.actor.id === userId || entry.viewer.user.id === userId)
        this.entries.delete(key);
    }
  }
}

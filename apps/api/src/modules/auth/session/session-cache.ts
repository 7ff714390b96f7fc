/**
 * Validated sessions, kept in memory for a few seconds so a request's token check costs a hash
 * and a map lookup instead of a database round trip. Correctness does not depend on it: entries
 * expire after SESSION_POLICY.cacheSeconds, and revocations reach every instance at once through
 * PostgreSQL NOTIFY (see revocation-listener.ts), which evicts them.
 */
export type TAuthContext = {
  /**
   * The tenant every request of this session works in: the user's own client, or the brand an
   * agency user switched to (User/SwitchCompany). Data modules scope by this one.
   */
  clientId: number;
  /** The client the user belongs to: where their user row, sessions and notifications live. */
  userClientId: number;
  /** The department the session works in (0: none in particular); one of departmentIds. */
  departmentId: number;
  userId: number;
  sessionId: number;
  isAccountAdmin: boolean;
  /** View access by feature id; a feature with no entry is viewable (spec section 3). */
  permissions: ReadonlyMap<number, boolean>;
  /** What the role may change, by feature id; no entry (or an account admin) allows all. */
  grants: ReadonlyMap<number, TFeatureGrant>;
  departmentIds: readonly number[];
  /**
   * The password is a mailed temporary one: requireAuth refuses every route but choosing a new
   * password and signing out (issue 21, item 8).
   */
  passwordChangeRequired?: boolean;
};

/** A role's rights to change a feature's data (its view right is in `permissions`). */
export type TFeatureGrant = { create: boolean; edit: boolean; delete: boolean };
export type TFeatureAccess = keyof TFeatureGrant;

export type TCachedSession = {
  auth: TAuthContext;
  rememberMe: boolean;
  lastSeenAt: number;
  expiresAt: number;
  cachedAt: number;
};

const MAX_ENTRIES = 50_000;

export class SessionCache {
  #entries = new Map<string, TCachedSession>();
  #ttlMs: number;

  constructor(ttlSeconds: number) {
    this.#ttlMs = ttlSeconds * 1000;
  }

  get(key: string, now = Date.now()): TCachedSession | undefined {
    const entry = this.#entries.get(key);
    if (entry && now - entry.cachedAt < this.#ttlMs) return entry;
    if (entry) this.#entries.delete(key);
    return undefined;
  }

  set(key: string, entry: TCachedSession): void {
    // Map keeps insertion order, so the first key is the oldest entry.
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, entry);
  }

  evictUser(userId: number): void {
    for (const [key, entry] of this.#entries)
      if (entry.auth.userId === userId) this.#entries.delete(key);
  }

  evictSession(sessionId: number): void {
    for (const [key, entry] of this.#entries) {
      if (entry.auth.sessionId === sessionId) this.#entries.delete(key);
    }
  }

  clear(): void {
    this.#entries.clear();
  }
}

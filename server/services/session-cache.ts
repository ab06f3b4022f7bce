import type { Db } from '../db/database';
import type { SessionUser } from '../http/request-context';
import { seesEverything } from './menu-authority';
import { loadSessionUser } from './session-user';
import { attachGrants, loadGrants } from './user-grants';

/** Sessions remembered at most; past it the oldest is dropped (and loaded again when it comes back). */
const CAPACITY = 10_000;

/**
 * The users of the sessions this process has seen, with their grants (server/services/user-grants.ts), each for the
 * authority version it was loaded at (migration 0017). Authentication reads the version with the session row on
 * every request: while it stands, a session's user is taken from here instead of three to five queries; when anything
 * a user is made of changed (their row, roles, grants, menus, tenant, site), it has moved and the user is loaded
 * again. A logout or a revoked session never reaches this: the session row is read on every request.
 * The objects handed out are frozen, since requests share them.
 */
export class SessionUserCache {
  private readonly entries = new Map<string, { version: string; user: SessionUser }>();

  constructor(private readonly capacity = CAPACITY) {}

  /** The session's user as of authority `version` (undefined when the user is gone or disabled). */
  async user(db: Db, userId: number, sessionId: string, version: string): Promise<SessionUser | undefined> {
    const hit = this.entries.get(sessionId);
    if (hit && hit.version === version && hit.user.id === userId) return hit.user;
    this.entries.delete(sessionId);
    const user = await loadSessionUser(db, userId, sessionId);
    if (!user) return undefined;
    Object.freeze(user.roles);
    if (!seesEverything(user)) attachGrants(user, await loadGrants(db, user));
    Object.freeze(user);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(sessionId, { version, user });
    return user;
  }
}

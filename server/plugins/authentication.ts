import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';
import type { AccessTokens } from '../services/access-token';
import { SessionUserCache } from '../services/session-cache';

const LAST_SEEN_RESOLUTION_MS = 60_000;

/** The revoked reason of a session an administrator ended on /onlinesysuser (server/commands/sysuser-commands.ts). */
export const FORCED_OUT = 'forced-out';

/** The bearer token (or the `token` cookie the browser keeps, for downloads through a hidden frame). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  return /(?:^|;\s*)token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
}

/** The session row and the authority version (migration 0017), read together in one round trip. */
interface SessionRow {
  userId: number;
  revokedAt: Date | null;
  revokedReason: string | null;
  lastSeenAt: Date;
  version: string;
}

/**
 * Every route but the public ones needs a live session. No token: HTTP 401 (the browser logs out). A token that
 * is not ours or whose session was revoked: 50008; expired: 50014; session ended by an administrator: 50012.
 * The session row is read on every request, with the authority version; the user and their grants come from
 * memory while that version stands (server/services/session-cache.ts).
 */
export function registerAuthentication(app: FastifyInstance, deps: { db: Db; tokens: AccessTokens; clock: Clock }): void {
  const users = new SessionUserCache();
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    // Only the API needs a session; the browser app, its assets and the API documentation page are open.
    if (!url || !url.startsWith('/api/') || url.startsWith('/api/clearway/docs') || request.routeOptions.config?.public) return;
    // An unknown call under a catch-all route answers its 404 with or without a session, as an unmatched path does.
    if (request.routeOptions.config?.serves?.(request) === false) return;
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    const verified = await deps.tokens.verify(token);
    if (!verified.ok) throw new AppError(verified.reason === 'expired' ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID');
    const { claims } = verified;
    const { rows } = await sql<SessionRow>`SELECT s.user_id, s.revoked_at, s.revoked_reason, s.last_seen_at, v.version
      FROM auth_session s CROSS JOIN authority_version v WHERE s.id = ${claims.sessionId}`.execute(deps.db);
    const session = rows[0];
    if (!session || session.userId !== claims.userId) throw new AppError('TOKEN_INVALID');
    // Forced out from /onlinesysuser: HTTP 401, so the browser logs out and goes to /login (spec 02 §8).
    if (session.revokedAt) throw new AppError(session.revokedReason === 'kicked' ? 'SESSION_REPLACED' : session.revokedReason === FORCED_OUT ? 'SESSION_FORCED_OUT' : 'TOKEN_INVALID');
    const user = await users.user(deps.db, claims.userId, claims.sessionId, session.version);
    if (!user) throw new AppError('TOKEN_INVALID');
    request.user = user;
    request.authorityVersion = session.version;
    const now = deps.clock.now();
    if (now - new Date(session.lastSeenAt).getTime() > LAST_SEEN_RESOLUTION_MS) {
      await deps.db.updateTable('authSession').set({ lastSeenAt: new Date(now) }).where('id', '=', claims.sessionId).execute();
    }
  });
}

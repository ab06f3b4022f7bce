import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';
import type { AccessTokens } from './access-token';
import { digest, randomToken } from './secret-digest';

export interface ClientLifetimes {
  clientCode: string;
  tokenSeconds: number;
  refreshSeconds: number;
  authScope: string;
}

export interface TokenPair {
  access_token: string;
  token_type: 'bearer';
  refresh_token: string;
  expires_in: number;
  scope: string;
  tenantCode: string;
}

/**
 * Sign-in sessions and their tokens. A session is one login on one device; its refresh tokens are stored hashed,
 * rotate on every use, and a refresh token used twice ends the session (it was stolen or replayed).
 */
export class Sessions {
  constructor(private readonly clock: Clock, private readonly tokens: AccessTokens) {}

  async start(db: Db, user: { id: number; tenantId: number; username: string; tenantCode: string }, client: ClientLifetimes, meta: { grantType: string; ip?: string; userAgent?: string }): Promise<TokenPair> {
    const now = new Date(this.clock.now());
    const sessionId = randomUUID();
    await db.insertInto('authSession').values({ id: sessionId, tenantId: user.tenantId, userId: user.id, clientCode: client.clientCode, grantType: meta.grantType, ip: meta.ip?.slice(0, 64) ?? null, userAgent: meta.userAgent?.slice(0, 500) ?? null, createdAt: now, lastSeenAt: now, registeredAt: null, revokedAt: null, revokedReason: null }).execute();
    return this.issue(db, sessionId, user, client);
  }

  /**
   * Rotates a refresh token. `db` must be the shared handle, not a transaction: a replayed token's revocation of the
   * session has to outlive the refused reply, so only the rotation itself runs in a transaction.
   */
  async refresh(db: Db, refreshToken: string, client: ClientLifetimes): Promise<TokenPair> {
    const now = this.clock.now();
    const row = await db
      .selectFrom('refreshToken as rt')
      .innerJoin('authSession as s', 's.id', 'rt.sessionId')
      .innerJoin('sysUser as u', 'u.id', 's.userId')
      .innerJoin('tenant as t', 't.id', 'u.tenantId')
      .select(['rt.tokenHash', 'rt.usedAt', 'rt.expiresAt', 's.id as sessionId', 's.revokedAt', 's.clientCode', 'u.id as userId', 'u.tenantId', 'u.username', 'u.status', 't.tenantCode'])
      .where('rt.tokenHash', '=', digest(refreshToken))
      .executeTakeFirst();
    if (!row || row.revokedAt || row.status !== 1 || row.clientCode !== client.clientCode) throw new AppError('REFRESH_INVALID');
    if (row.usedAt) {
      await this.revoke(db, row.sessionId, 'refresh-reuse');
      throw new AppError('REFRESH_INVALID');
    }
    if (new Date(row.expiresAt).getTime() <= now) throw new AppError('REFRESH_INVALID');
    return db.transaction().execute(async (trx) => {
      const taken = await trx.updateTable('refreshToken').set({ usedAt: new Date(now) }).where('tokenHash', '=', row.tokenHash).where('usedAt', 'is', null).executeTakeFirst();
      // a concurrent use of the same token won the race
      if (Number(taken.numUpdatedRows) !== 1) throw new AppError('REFRESH_INVALID');
      return this.issue(trx, row.sessionId, { id: row.userId, tenantId: row.tenantId, username: row.username, tenantCode: row.tenantCode }, client);
    });
  }

  async revoke(db: Db, sessionId: string, reason: string): Promise<void> {
    await db.updateTable('authSession').set({ revokedAt: new Date(this.clock.now()), revokedReason: reason }).where('id', '=', sessionId).where('revokedAt', 'is', null).execute();
  }

  /** Ends every session of a user (password changed or reset). */
  async revokeAllOf(db: Db, userId: number, reason: string): Promise<void> {
    await db.updateTable('authSession').set({ revokedAt: new Date(this.clock.now()), revokedReason: reason }).where('userId', '=', userId).where('revokedAt', 'is', null).execute();
  }

  private async issue(db: Db, sessionId: string, user: { id: number; tenantId: number; username: string; tenantCode: string }, client: ClientLifetimes): Promise<TokenPair> {
    const now = this.clock.now();
    const refresh = randomToken();
    await db.insertInto('refreshToken').values({ tokenHash: digest(refresh), sessionId, expiresAt: new Date(now + client.refreshSeconds * 1000), usedAt: null, createdAt: new Date(now) }).execute();
    const access = await this.tokens.sign({ userId: user.id, tenantId: user.tenantId, sessionId, username: user.username }, client.tokenSeconds);
    return { access_token: access, token_type: 'bearer', refresh_token: refresh, expires_in: client.tokenSeconds, scope: client.authScope, tenantCode: user.tenantCode };
  }
}

import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from '../clock';

export interface AccessClaims {
  userId: number;
  tenantId: number;
  sessionId: string;
  username: string;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Signs and verifies access tokens (HS256 JWT) against the injected clock. */
export class AccessTokens {
  constructor(private readonly key: Uint8Array, private readonly clock: Clock) {}

  async sign(claims: AccessClaims, lifetimeSeconds: number): Promise<string> {
    const now = Math.floor(this.clock.now() / 1000);
    return new SignJWT({ tid: claims.tenantId, sid: claims.sessionId, usr: claims.username })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimeSeconds)
      .sign(this.key);
  }

  /** A short-lived token handed to another system (the warehouse system), readable only by that audience. */
  async signHandoff(audience: string, claims: Record<string, unknown>, lifetimeSeconds: number): Promise<string> {
    const now = Math.floor(this.clock.now() / 1000);
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setAudience(audience).setIssuedAt(now).setExpirationTime(now + lifetimeSeconds).sign(this.key);
  }

  async verifyHandoff(token: string, audience: string): Promise<Record<string, unknown> | undefined> {
    try {
      return (await jwtVerify(token, this.key, { algorithms: ['HS256'], audience, currentDate: new Date(this.clock.now()) })).payload;
    } catch {
      return undefined;
    }
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: new Date(this.clock.now()) });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.tid !== 'number') return { ok: false, reason: 'invalid' };
      return { ok: true, claims: { userId, tenantId: payload.tid, sessionId: payload.sid, username: String(payload.usr ?? '') } };
    } catch (error) {
      return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}

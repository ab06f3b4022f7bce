import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from '../clock';

export interface AccessClaims {
  userId: number;
  tenantId: number;
  sessionId: string;
  username: string;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Verified access tokens remembered at most (past it the oldest is dropped, and verified again when it comes back). */
const REMEMBERED_TOKENS = 10_000;

/**
 * Signs and verifies access tokens (HS256 JWT) against the injected clock. The key is imported once: handed the raw
 * bytes, jose would import it again on every call (some 40% of a verify's time). A token whose signature and claims
 * were verified is remembered by its text with its expiry, so the next call with it only compares the expiry with
 * the clock, as jose would (the key does not change while the process runs).
 */
export class AccessTokens {
  private readonly key: Promise<CryptoKey>;
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  constructor(secret: Uint8Array, private readonly clock: Clock) {
    this.key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    // A key that cannot be imported fails each sign and verify, not the process.
    this.key.catch(() => undefined);
  }

  async sign(claims: AccessClaims, lifetimeSeconds: number): Promise<string> {
    const now = Math.floor(this.clock.now() / 1000);
    return new SignJWT({ tid: claims.tenantId, sid: claims.sessionId, usr: claims.username })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimeSeconds)
      .sign(await this.key);
  }

  /** A short-lived token handed to another system (the warehouse system), readable only by that audience. */
  async signHandoff(audience: string, claims: Record<string, unknown>, lifetimeSeconds: number): Promise<string> {
    const now = Math.floor(this.clock.now() / 1000);
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setAudience(audience).setIssuedAt(now).setExpirationTime(now + lifetimeSeconds).sign(await this.key);
  }

  async verifyHandoff(token: string, audience: string): Promise<Record<string, unknown> | undefined> {
    try {
      return (await jwtVerify(token, await this.key, { algorithms: ['HS256'], audience, currentDate: new Date(this.clock.now()) })).payload;
    } catch {
      return undefined;
    }
  }

  async verify(token: string): Promise<VerifyResult> {
    const known = this.verified.get(token);
    if (known) {
      // jose's own test: expired when exp <= now, in whole seconds
      if (known.exp > Math.floor(this.clock.now() / 1000)) return { ok: true, claims: known.claims };
      this.verified.delete(token);
      return { ok: false, reason: 'expired' };
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'], currentDate: new Date(this.clock.now()) });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.tid !== 'number') return { ok: false, reason: 'invalid' };
      const claims: AccessClaims = Object.freeze({ userId, tenantId: payload.tid, sessionId: payload.sid, username: String(payload.usr ?? '') });
      // Only tokens shaped as this class signs them (an expiry, no not-before) are remembered.
      if (typeof payload.exp === 'number' && payload.nbf === undefined) {
        if (this.verified.size >= REMEMBERED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(token, { claims, exp: payload.exp });
      }
      return { ok: true, claims };
    } catch (error) {
      return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}

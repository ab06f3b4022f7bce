import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 hex of a high-entropy secret (refresh tokens, reset tokens, SMS codes are stored only as this). */
export function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A URL-safe random token of `bytes` bytes. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a carrier push is signed in: `x-carrier-signature: sha256=<hex>` (the `sha256=` is optional). */
export const CARRIER_SIGNATURE_HEADER = 'x-carrier-signature';

/**
 * The signature of a push: HMAC-SHA256 of the raw body under the installation's shared secret, in lower-case hex.
 * @example signCarrierPush('secret', '{"carrierCode":"SF"}') // 'sha256=5f…'
 */
export function signCarrierPush(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Whether `header` is the signature of `rawBody` under `secret` (compared in constant time); no secret: never. */
export function verifyCarrierSignature(secret: string | undefined, rawBody: string, header: string | undefined): boolean {
  if (!secret || !header) return false;
  const given = header.trim().replace(/^sha256=/i, '').toLowerCase();
  const wanted = signCarrierPush(secret, rawBody).slice('sha256='.length);
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(wanted, 'hex'));
}

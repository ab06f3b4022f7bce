import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature an outside system puts on what it pushes to us (a carrier's events, the declaration platform's
 * receipts): HMAC-SHA256 of the raw body under the installation's shared secret, `sha256=` and lower-case hex.
 * @example signBody('secret', '{"carrierCode":"SF"}') // 'sha256=5f…'
 */
export function signBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Whether `header` is the signature of `rawBody` under `secret` (constant time; `sha256=` optional); no secret: never. */
export function verifyBodySignature(secret: string | undefined, rawBody: string, header: string | undefined): boolean {
  if (!secret || !header) return false;
  const given = header.trim().replace(/^sha256=/i, '').toLowerCase();
  const wanted = signBody(secret, rawBody).slice('sha256='.length);
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(wanted, 'hex'));
}

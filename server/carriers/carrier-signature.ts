import { signBody, verifyBodySignature } from '../http/hmac-signature';

/** The header a carrier push is signed in: `x-carrier-signature: sha256=<hex>` (the `sha256=` is optional). */
export const CARRIER_SIGNATURE_HEADER = 'x-carrier-signature';

/** The signature of a push (server/http/hmac-signature.ts). */
export const signCarrierPush = signBody;

/** Whether `header` is the signature of `rawBody` under `secret`; no secret: never. */
export const verifyCarrierSignature = verifyBodySignature;

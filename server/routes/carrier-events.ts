import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { CARRIER_STATUSES, type CarrierPush } from '../carriers/carrier-event';
import { CARRIER_SIGNATURE_HEADER, verifyCarrierSignature } from '../carriers/carrier-signature';
import { storeCarrierPush } from '../carriers/carrier-event-store';
import type { ServerContext } from './context';

/** Most events one push carries (a carrier resending a parcel's whole history). */
export const MAX_CARRIER_EVENTS = 100;

const pushSchema = {
  type: 'object', additionalProperties: false, required: ['carrierCode', 'trackingNo', 'events'],
  properties: {
    carrierCode: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' },
    trackingNo: { type: 'string', minLength: 1, maxLength: 60, pattern: '^\\S+$' },
    events: {
      type: 'array', minItems: 1, maxItems: MAX_CARRIER_EVENTS,
      items: {
        type: 'object', additionalProperties: false, required: ['time', 'status', 'description'],
        properties: {
          time: { type: 'string', format: 'date-time' },
          status: { type: 'string', enum: [...CARRIER_STATUSES] },
          description: { type: 'string', minLength: 1, maxLength: 300 },
          location: { type: ['string', 'null'], maxLength: 100 },
        },
      },
    },
  },
} as const;

/**
 * POST /api/clearway/carrier-events (our extension; docs/api.md "Carrier events"): a last-mile carrier pushes a
 * number's tracking events, signed with the installation's shared secret (HMAC-SHA256 of the raw body in the
 * `x-carrier-signature` header). No session: the carrier is not a user; the tenant is the one whose order carries
 * the number. Its own scope keeps the raw body for the signature.
 */
export function registerCarrierEventRoutes(app: FastifyInstance, ctx: ServerContext): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      (request as FastifyRequest & { rawBody?: string }).rawBody = body as string;
      try {
        done(null, body === '' ? undefined : JSON.parse(body as string));
      } catch {
        done(new AppError('VALIDATION', { detail: 'body is not JSON' }, { body: 'not JSON' }), undefined);
      }
    });
    scope.post<{ Body: CarrierPush }>('/api/clearway/carrier-events', {
      config: { public: true },
      schema: {
        tags: ['clearway'],
        summary: 'A carrier pushes a last-mile number\'s tracking events (signed: x-carrier-signature: sha256=HMAC-SHA256(secret, raw body)) → { carrierCode, trackingNo, result, stored, duplicates }',
        body: pushSchema,
        response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }) },
      },
      preValidation: async (request) => {
        const header = request.headers[CARRIER_SIGNATURE_HEADER];
        const raw = (request as FastifyRequest & { rawBody?: string }).rawBody ?? '';
        if (!verifyCarrierSignature(ctx.config.carrierSecret, raw, Array.isArray(header) ? header[0] : header)) throw new AppError('CLIENT_AUTH_FAILED');
      },
    }, async (request) => ok(await storeCarrierPush(request.db, ctx.entities, request.body)));
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { verifyBodySignature } from '../http/hmac-signature';
import { CebFormatError } from '../customs/messages/ceb-xml';
import { applyReceipt, type ReceiptDeps } from '../customs/receipts';
import type { ServerContext } from './context';

/** The header a receipt is signed in: `x-customs-signature: sha256=<hex>` (server/http/hmac-signature.ts). */
export const CUSTOMS_SIGNATURE_HEADER = 'x-customs-signature';

/**
 * POST /api/clearway/customs/receipts (our extension; docs/api.md "Declaration platform"): the declaration platform
 * pushes a receipt document (CEB312, CEB622, CEB624, CEB626) as XML, signed with the installation's shared secret.
 * No session: the platform is not a user; the tenant is the one whose message the receipt answers. Its own scope
 * reads XML bodies as text; each receipt is applied in a transaction of its own.
 */
export function registerCustomsReceiptRoutes(app: FastifyInstance, ctx: ServerContext, receiptDeps: () => ReceiptDeps): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post('/api/clearway/customs/receipts', {
      config: { public: true, transaction: false },
      schema: {
        tags: ['clearway'],
        summary: 'The declaration platform pushes a receipt (XML, signed: x-customs-signature: sha256=HMAC-SHA256(secret, raw body)) → { result, guid, docType?, docNo?, returnStatus? }',
        response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }) },
      },
      preValidation: async (request: FastifyRequest) => {
        const header = request.headers[CUSTOMS_SIGNATURE_HEADER];
        if (!verifyBodySignature(ctx.config.customs.secret, typeof request.body === 'string' ? request.body : '', Array.isArray(header) ? header[0] : header)) throw new AppError('CUSTOMS_RECEIPT_SIGNATURE');
      },
    }, async (request) => {
      try {
        return ok(await applyReceipt(receiptDeps(), String(request.body ?? '')));
      } catch (error) {
        if (error instanceof CebFormatError) throw new AppError('CUSTOMS_RECEIPT_UNREADABLE', { detail: error.message });
        throw error;
      }
    });
  });
}

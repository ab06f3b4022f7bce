import type { FastifyInstance } from 'fastify';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import { systemDictEntries } from '../services/system-dictionary';

const entrySchema = {
  type: 'object',
  properties: { value: { type: 'string' }, label: { type: 'string' }, zh: { type: 'string' }, en: { type: 'string' }, sequence: { type: 'integer' } },
};

/**
 * GET /api/admin/sysdict/queryDictByDictType?dictType= (spec 02 §7 "sysdict"): the entries of one system dictionary
 * type in their order, for any signed-in user — pages of every tenant read the system's lists; only the platform
 * tenant edits them (/sysdict). The type's own top-level row is not an entry; an unknown type has none.
 */
export function registerSysDictRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { dictType: string } }>('/api/admin/sysdict/queryDictByDictType', {
    schema: {
      tags: ['entity admin.sysdict'],
      summary: 'The entries of a system dictionary type, in order: [{ value, label, zh, en, sequence }]',
      querystring: { type: 'object', required: ['dictType'], properties: { dictType: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_]*$' } } },
      response: { 200: envelopeSchema({ type: 'array', items: entrySchema }) },
    },
  }, async (request) => {
    requireUser(request);
    return ok(await systemDictEntries(request.db, request.query.dictType, request.lang));
  });
}

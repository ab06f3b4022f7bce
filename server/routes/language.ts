import type { FastifyInstance } from 'fastify';
import { envelopeSchema, ok } from '../http/envelope';
import { bearerToken } from '../plugins/authentication';
import type { ServerContext } from './context';

const COLUMNS = { zh: 'chinese', en: 'english', fr: 'french', id: 'indonesian', ja: 'japanese', 'zh-TW': 'traditionalChinese' } as const;

/**
 * GET /api/bdtibs/base/queryLanguageMenuFormat — the language packs, `{ zh: { key: text }, en: {…}, … }`, merged by
 * the browser over its bundled texts. Called without a token (spec 01 §7): the tenant comes from `tenantCode`,
 * else from a token if one is sent anyway, else the packs of the first tenant.
 */
export function registerLanguageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: { tenantCode?: string } }>('/api/bdtibs/base/queryLanguageMenuFormat', {
    config: { public: true },
    schema: { tags: ['language'], summary: 'Language packs by language code', querystring: { type: 'object', properties: { tenantCode: { type: 'string', maxLength: 64 } } }, response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }) } },
  }, async (request, reply) => {
    // Read from the records at every call and never cached: an edit on /bdtLanguage shows at the next page load.
    void reply.header('cache-control', 'no-store');
    let tenantId: number | undefined;
    if (request.query.tenantCode) {
      tenantId = (await request.db.selectFrom('tenant').select('id').where('tenantCode', '=', request.query.tenantCode).executeTakeFirst())?.id;
    } else {
      const token = bearerToken(request);
      const verified = token ? await ctx.tokens.verify(token) : undefined;
      tenantId = verified?.ok ? verified.claims.tenantId : (await request.db.selectFrom('tenant').select('id').orderBy('id').executeTakeFirst())?.id;
    }
    const packs: Record<string, Record<string, string>> = Object.fromEntries(Object.keys(COLUMNS).map((lang) => [lang, {}]));
    if (tenantId === undefined) return ok(packs);
    const rows = await request.db.selectFrom('baseLanguage').selectAll().where('tenantId', '=', tenantId).execute();
    for (const row of rows) {
      for (const [lang, column] of Object.entries(COLUMNS)) {
        const text = row[column];
        if (text) packs[lang]![row.propertyName] = text;
      }
    }
    return ok(packs);
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntitySchema } from '../../../engine/schema/entity-schema';
import { AppError } from '../../errors/app-error';
import { envelopeSchema, ok } from '../../http/envelope';
import { requireUser, type SessionUser } from '../../http/request-context';
import type { ServerContext } from '../../routes/context';
import { seesEverything } from '../../services/menu-authority';
import { forwardChange } from './forward-change';
import { reverseSchema, type RefTarget } from './reverse-schema';
import { listTables, readTableFacts } from './table-facts';
import { loadTemplate } from './template-store';

const PREFIX = '/api/clearway/devtool';
const TAGS = ['developer tools'];

/** The entity stored in each table (level views share their owner's table and are left out). */
function entityTables(ctx: ServerContext): Map<string, { id: string; schema: EntitySchema }> {
  const tables = new Map<string, { id: string; schema: EntitySchema }>();
  for (const model of ctx.entities.stored()) {
    if (!model.schema.storage?.of && model.table) tables.set(model.table, { id: model.id, schema: model.schema });
  }
  return tables;
}

/** What a reference to an entity's row shows: its first label field, else its first field. */
function refTargetOf(schema: EntitySchema): RefTarget {
  const label = schema.label?.find((name) => Object.hasOwn(schema.fields, name)) ?? Object.keys(schema.fields)[0]!;
  return { id: schema.id, label };
}

/**
 * The code generator's calls (docs/domain/devtool.md "The code generator", docs/api.md "Code generator"): the
 * database's tables, a draft schema reversed from one, and the files of a forward generation (written and seeded
 * in development mode). Administrators only.
 */
export function registerCodegenRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const admin = (request: FastifyRequest): SessionUser => {
    const user = requireUser(request);
    if (!seesEverything(user)) throw new AppError('FORBIDDEN');
    return user;
  };

  app.get(`${PREFIX}/tables`, {
    schema: { tags: TAGS, summary: 'Every table of the database but the migrator\'s, with its column count and the entity schema stored in it (administrators): [{ table, columns, schemaId }]', response: { 200: envelopeSchema({}) } },
  }, async (request) => {
    admin(request);
    const entities = entityTables(ctx);
    const tables = await listTables(ctx.db);
    return ok(tables.map(({ table, columns }) => ({ table, columns, schemaId: entities.get(table)?.id ?? null })));
  });

  app.get<{ Params: { table: string }; Querystring: { templateId?: number } }>(`${PREFIX}/tables/:table/draft`, {
    schema: {
      tags: TAGS,
      summary: 'A draft entity schema reversed from a table under a generator template (the default one without templateId), with notes (administrators): { schema, notes }',
      params: { type: 'object', required: ['table'], properties: { table: { type: 'string', pattern: '^[a-z_][a-z0-9_]*$', maxLength: 63 } } },
      querystring: { type: 'object', additionalProperties: false, properties: { templateId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request) => {
    const user = admin(request);
    const template = await loadTemplate(request.db, user.tenantId, request.query.templateId);
    const facts = await readTableFacts(ctx.db, request.params.table);
    if (!facts) throw new AppError('NOT_FOUND', { what: `table ${request.params.table}` });
    const entities = entityTables(ctx);
    const draft = reverseSchema(facts, template, (table) => {
      const found = entities.get(table);
      return found ? refTargetOf(found.schema) : undefined;
    });
    const stored = entities.get(facts.table);
    if (stored) draft.notes.unshift(`table ${facts.table} is already the table of ${stored.id}: forward generation of this draft needs another table (and id)`);
    return ok(draft);
  });

  app.post<{ Body: { schema: Record<string, unknown>; templateId?: number; write?: boolean } }>(`${PREFIX}/forward`, {
    // Writing reloads the schemas and creates the table on the server's own connection: no request transaction.
    config: { transaction: false },
    schema: {
      tags: TAGS,
      summary: 'The files of an entity schema under a generator template, checked as at start; write: true (development mode) writes them, reloads and seeds the demo rows (administrators): { files, written, problems, route, notes }',
      body: {
        type: 'object', required: ['schema'], additionalProperties: false,
        properties: { schema: { type: 'object' }, templateId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, write: { type: 'boolean' } },
      },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request) => {
    const user = admin(request);
    const { schema, templateId, write = false } = request.body;
    if (write && !ctx.config.devTools) {
      throw new AppError('VALIDATION', { detail: request.lang === 'zh' ? 'write：只有开发模式（CLEARWAY_DEV_TOOLS=1）才能写入文件，请下载文件' : 'write: files are written only in development mode (CLEARWAY_DEV_TOOLS=1); download them instead' }, { write: 'development mode only' });
    }
    const template = await loadTemplate(request.db, user.tenantId, templateId);
    return ok(await forwardChange(ctx, { schema, template, write, lang: request.lang }));
  });
}

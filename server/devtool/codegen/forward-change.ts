/**
 * A forward generation on the running server: the files (./forward-files.ts), checked as at start
 * (./forward-check.ts), and in development mode written into the generator folder (schema-writer.ts, which reloads
 * the schemas and so creates the table and serves the API) and the demo rows seeded into the demo tenants.
 */
import path from 'node:path';
import { validateEntityJson } from '../../../engine/schema/entity-check';
import type { EntitySchema } from '../../../engine/schema/entity-schema';
import { REPOSITORY_SCHEMA_DIR } from '../../../schemas/load-entity-files';
import { routeCatalogue } from '../../../schemas/routes';
import { entitySchemaDirs } from '../../config';
import { AppError } from '../../errors/app-error';
import type { ServerContext } from '../../routes/context';
import { DEMO_TENANTS } from '../../seed/demo-fixtures';
import { readDemoFiles } from '../../seed/demo-rows';
import { seedDemoRows } from '../../seed/seed-demo-rows';
import { resolveInside, writeSchemaFiles } from '../schema-writer';
import { forwardProblems, type PathProblem } from './forward-check';
import { forwardFiles, kebabOf, type GeneratedFile } from './forward-files';
import type { GeneratorTemplate } from './generator-template';

export interface ForwardReply {
  files: GeneratedFile[];
  written: boolean;
  problems: PathProblem[];
  route: string | null;
  /** What the person should know: actions left out, a route entry to add, values to fill in the demo rows. */
  notes: string[];
}

/** `$schema` of a file written at `target`: the repository file, relative, with forward slashes. */
const refFrom = (target: string, repositoryFile: string) =>
  path.relative(path.dirname(target), path.join(REPOSITORY_SCHEMA_DIR, '..', repositoryFile)).split(path.sep).join('/');

/** Seeds one demo file's rows into every demo tenant the database has. */
async function seedDemo(ctx: ServerContext, demo: GeneratedFile): Promise<void> {
  const files = readDemoFiles([{ file: demo.path, json: JSON.parse(demo.content) }], ctx.entities);
  for (const { tenantCode } of DEMO_TENANTS) {
    const tenant = await ctx.db.selectFrom('tenant').select('id').where('tenantCode', '=', tenantCode).executeTakeFirst();
    if (tenant) await ctx.db.transaction().execute((trx) => seedDemoRows(trx, tenant.id, tenantCode, ctx.entities, files));
  }
}

/**
 * The files of a schema under a template; with `write` (the caller checked development mode) written, reloaded and
 * seeded. Problems answer with no files and nothing written.
 */
export async function forwardChange(ctx: ServerContext, input: { schema: Record<string, unknown>; template: GeneratorTemplate; write: boolean; lang: 'zh' | 'en' }): Promise<ForwardReply> {
  const root = ctx.config.generatorDir;
  const given = input.schema as unknown as EntitySchema;
  const route = typeof given.route === 'string' ? given.route : null;
  const refused = (problems: PathProblem[]): ForwardReply => ({ files: [], written: false, problems, route, notes: [] });
  // The meta-schema first: the file names come from the id.
  const meta = validateEntityJson(given);
  if (meta.length) return refused(meta);
  const id = given.id;
  const kebab = kebabOf(id.slice(id.indexOf('.') + 1));
  const schemaTarget = resolveInside(root, `${input.template.areaFolder}/${kebab}.json`);
  const demoTarget = resolveInside(root, `${input.template.areaFolder}/demo/${kebab}.json`);
  if (!schemaTarget || !demoTarget) throw new AppError('VALIDATION', { detail: `schema id ${id}: not a file name inside the schema folder` }, { schema: 'bad id' });

  const generated = forwardFiles({
    schema: given,
    template: input.template,
    catalogueRoute: route ? routeCatalogue.byPath(route) : undefined,
    metaSchemaRef: refFrom(schemaTarget, 'engine/schema/entity-meta-schema.json'),
    demoSchemaRef: refFrom(demoTarget, 'server/seed/demo-rows.schema.json'),
    demoTenants: DEMO_TENANTS.map((t) => t.tenantCode),
  });
  const problems = forwardProblems({
    schema: generated.schema, target: schemaTarget, routeEntry: generated.routeEntry,
    demo: generated.demoFile ? JSON.parse(generated.demoFile.content) : undefined, dirs: entitySchemaDirs(ctx.config),
  });
  if (problems.length) return refused(problems);
  const files = [generated.schemaFile, ...(generated.routeFile ? [generated.routeFile] : []), ...(generated.demoFile ? [generated.demoFile] : [])];
  const reply: ForwardReply = { files, written: false, problems: [], route, notes: generated.notes };
  if (!input.write) return reply;
  if (generated.routeFile) {
    throw new AppError('VALIDATION', {
      detail: input.lang === 'zh' ? `write：路由 ${route} 不在路由目录中，须先把路由条目加入 schemas/routes/ 并重启服务，再写入；现在可下载文件`
        : `write: route ${route} is not in the catalogue: add its entry to schemas/routes/ and restart the server before writing; download the files for now`,
    }, { write: 'route not in the catalogue' });
  }
  if (!entitySchemaDirs(ctx.config).some((dir) => path.resolve(dir) === path.resolve(root))) {
    throw new AppError('VALIDATION', {
      detail: input.lang === 'zh' ? `write：生成目录 ${root} 不是服务读取的架构目录（CLEARWAY_GENERATOR_DIR 应与 CLEARWAY_SCHEMA_DIR 一致）` : `write: the generator folder ${root} is not a schema folder the server reads (set CLEARWAY_GENERATOR_DIR to CLEARWAY_SCHEMA_DIR)`,
    }, { write: 'generator folder not read' });
  }
  const written = await writeSchemaFiles(ctx, root, [generated.schemaFile, ...(generated.demoFile ? [generated.demoFile] : [])]);
  if (written.problems) return { ...reply, problems: written.problems.map((message) => ({ path: '', message })) };
  if (generated.demoFile) {
    try {
      await seedDemo(ctx, generated.demoFile);
    } catch (error) {
      return { ...reply, written: true, problems: [{ path: '/demo', message: `demo rows not seeded: ${(error as Error).message}` }] };
    }
  }
  return { ...reply, written: true };
}

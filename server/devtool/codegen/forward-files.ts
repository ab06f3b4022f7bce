/**
 * Forward generation (docs/domain/devtool.md "Forward"): a designed entity schema and a generator template → the
 * files of the change: the schema file, a route entry when the route is not in the catalogue, and a demo rows stub.
 * No qid file: the admin, base and customs patterns derive their list qid from the schema
 * (server/entity/derived-qids.ts), and a qid page reads a qid that must already exist. Pure.
 */
import type { EntitySchema, FieldSchema, LocalizedText } from '../../../engine/schema/entity-schema';
import type { RouteButton, RouteEntry } from '../../../engine/schema/route-catalogue';
import type { GeneratorTemplate } from './generator-template';

export interface GeneratedFile {
  path: string;
  content: string;
}

export interface ForwardInput {
  schema: EntitySchema;
  template: GeneratorTemplate;
  /** The schema's route as the catalogue has it; undefined when the path is not in the catalogue. */
  catalogueRoute: Pick<RouteEntry, 'path' | 'buttons'> | undefined;
  /** `$schema` of the schema file and of the demo file, relative to where each is written. */
  metaSchemaRef: string;
  demoSchemaRef: string;
  /** The demo tenants' codes (server/seed/demo-fixtures.ts). */
  demoTenants: readonly string[];
}

export interface ForwardFiles {
  /** The schema as generated (actions the route's buttons do not allow left out). */
  schema: EntitySchema;
  schemaFile: GeneratedFile;
  /** A catalogue entry to add to schemas/routes/ (a path the catalogue does not have), else undefined. */
  routeFile?: GeneratedFile;
  /** The entry itself, for checking the schema against the catalogue with it added. */
  routeEntry?: RouteEntry;
  /** Absent for a schema without a table (a qid page). */
  demoFile?: GeneratedFile;
  notes: string[];
}

/** `sampleOrder` → `sample-order`. */
export const kebabOf = (camel: string): string => camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const BUTTON_TITLES: Record<string, LocalizedText> = {
  add: { zh: '新增', en: 'Add' }, edit: { zh: '编辑', en: 'Edit' }, delete: { zh: '删除', en: 'Delete' }, view: { zh: '查看', en: 'View' },
  import: { zh: '导入', en: 'Import' }, export: { zh: '导出', en: 'Export' },
};

/** The button codes a schema's actions and commands use. */
function buttonsUsed(schema: EntitySchema): string[] {
  const codes = [...Object.values(schema.actions ?? {}).map((a) => a.button), ...Object.values(schema.commands ?? {}).map((c) => c.button)];
  return [...new Set(codes.filter((code): code is string => typeof code === 'string'))];
}

/** The schema without the actions whose button the route lacks (and without their keys in the list's bars). */
function keepRouteButtons(schema: EntitySchema, buttons: readonly string[], notes: string[]): EntitySchema {
  const allowed = new Set(buttons);
  const dropped = Object.entries(schema.actions ?? {}).filter(([, action]) => action.button !== undefined && !allowed.has(action.button)).map(([key]) => key);
  if (!dropped.length) return schema;
  notes.push(`actions ${dropped.join(', ')} left out: route ${schema.route} has no button ${[...new Set(dropped.map((key) => schema.actions![key]!.button))].join(', ')}`);
  const without = (keys: string[] | undefined) => keys?.filter((key) => !dropped.includes(key));
  const list = { ...schema.list, toolbar: without(schema.list.toolbar), row: without(schema.list.row), batch: without(schema.list.batch) };
  for (const bar of ['toolbar', 'row', 'batch'] as const) if (list[bar] === undefined) delete list[bar];
  return { ...schema, list, actions: Object.fromEntries(Object.entries(schema.actions ?? {}).filter(([key]) => !dropped.includes(key))) };
}

/** A catalogue entry for a path the catalogue does not have: a top-level page with the buttons the schema uses. */
export function routeEntryFor(schema: EntitySchema, entity: string): RouteEntry {
  const buttons: RouteButton[] = buttonsUsed(schema).map((code) => ({ code, title: BUTTON_TITLES[code] ?? { zh: code, en: code } }) as RouteButton);
  return {
    path: schema.route!, name: entity, title: schema.title, titleKey: `route.${entity}`, icon: 'AppstoreOutlined',
    ...(buttons.length ? { buttons } : {}),
  };
}

/** Candidate texts for a string with a `pattern`: the first that matches is used. */
const PATTERN_TRIES = (n: number) => [`A${n}`, `AB${n}`, `A00${n}`, `ABC00${n}`, `DEMO0${n}`, `${n}`, `00${n}`, `demo${n}`, `D-00${n}`];

/** A value of a field for demo row `n` (1-based) of a tenant, or undefined when none can be guessed. */
export function demoValue(field: FieldSchema, n: number, english: boolean): unknown {
  if (field.enum?.length) return field.enum[(n - 1) % field.enum.length];
  switch (field.type) {
    case 'boolean':
      return n === 1;
    case 'integer': {
      const low = field.minimum ?? 0;
      return Math.min(Math.max(low, n), field.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'number': {
      const low = field.minimum ?? 0;
      return Math.min(Math.max(low, n * 10.5), field.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'string':
      break;
    default:
      return undefined;
  }
  if (field.format === 'date') return `2026-11-0${n}`;
  if (field.format === 'date-time') return `2026-11-0${n}T08:00:00.000Z`;
  if (field.format === 'email') return `demo${n}@example.com`;
  if (field.pattern) {
    const pattern = new RegExp(field.pattern, 'u');
    return PATTERN_TRIES(n).find((text) => pattern.test(text) && text.length <= (field.maxLength ?? Infinity) && text.length >= (field.minLength ?? 0));
  }
  const base = english ? field.title.en.replace(/\s+/g, ' ') : field.title.zh;
  const max = field.maxLength ?? 40;
  const suffix = String(n);
  const text = `${base.slice(0, Math.max(0, max - suffix.length))}${suffix}`;
  return text.length >= (field.minLength ?? 0) ? text : text.padEnd(field.minLength!, '0');
}

/** Fields a demo row leaves to the server or cannot guess (references, dictionaries, checks by name, computed, stamped). */
function guessable(field: FieldSchema): boolean {
  return !field.readOnly && !field['x-compute'] && !field['x-stamp'] && !field['x-ref'] && !field['x-dict'] && !field['x-validator'] && !field['x-link'];
}

/** Two rows per demo tenant (the first tenant's in Chinese, the others' in English). */
export function demoRows(schema: EntitySchema, tenants: readonly string[], notes: string[]): Record<string, Record<string, unknown>[]> {
  const missing = Object.entries(schema.fields).filter(([, field]) => field.required && !guessable(field)).map(([name]) => name);
  if (missing.length) notes.push(`demo rows: fill ${missing.join(', ')} (references, dictionaries and checked values are not guessed)`);
  return Object.fromEntries(tenants.map((tenant, index) => [tenant, [1, 2].map((n) => {
    const row: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(schema.fields)) {
      if (!guessable(field)) continue;
      const value = demoValue(field, n, index > 0);
      if (value !== undefined) row[name] = value;
      else if (field.required) notes.push(`demo rows: no value guessed for ${name}`);
    }
    return row;
  })]));
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The files of a forward generation (paths relative to the schema folder). */
export function forwardFiles(input: ForwardInput): ForwardFiles {
  const notes: string[] = [];
  const entity = input.schema.id.slice(input.schema.id.indexOf('.') + 1);
  const kebab = kebabOf(entity);
  const { $schema: _ignored, ...given } = input.schema as EntitySchema & { $schema?: string };
  let schema = given as EntitySchema;
  let routeFile: GeneratedFile | undefined;
  let routeEntry: RouteEntry | undefined;
  if (schema.route !== undefined && input.catalogueRoute) {
    schema = keepRouteButtons(schema, (input.catalogueRoute.buttons ?? []).map((b) => b.code), notes);
  } else if (schema.route !== undefined) {
    routeEntry = routeEntryFor(schema, entity);
    routeFile = { path: `routes/${kebab}.json`, content: json({ $schema: '../../engine/schema/route-catalogue.schema.json', routes: [routeEntry] }) };
    notes.push(`route ${schema.route} is not in the catalogue: add the entry of routes/${kebab}.json to a file of schemas/routes/ (and schemas/routes/index.ts for a new file), then restart the server (the catalogue is compiled in)`);
  } else {
    notes.push('the schema has no route: no page opens on it');
  }
  if (schema.api.pattern === 'qid') notes.push(`qid ${schema.api.qid} must exist in schemas/queries/: a qid page has no table and no demo rows`);
  else notes.push(`list qid ${schema.api.pattern === 'base' ? schema.api.list.qid : 'ENTITY_…'} is derived by the engine from the schema: no qid file`);
  const demoFile = schema.storage
    ? { path: `${input.template.areaFolder}/demo/${kebab}.json`, content: json({ $schema: input.demoSchemaRef, entity: schema.id, rows: demoRows(schema, input.demoTenants, notes) }) }
    : undefined;
  return {
    schema,
    schemaFile: { path: `${input.template.areaFolder}/${kebab}.json`, content: json({ $schema: input.metaSchemaRef, ...schema }) },
    ...(routeFile ? { routeFile, routeEntry } : {}),
    ...(demoFile ? { demoFile } : {}),
    notes,
  };
}

/**
 * Checking entity schema files (`npm run schemas:check`, and the tenant-override check): the meta-schema
 * (`entity-meta-schema.json`, ajv with allErrors) plus the cross references a JSON Schema cannot express.
 *
 * Every problem names its file and a JSON pointer inside it, e.g.
 * `{ file: 'schemas/base/carrier.json', path: '/fields/status/x-dict', message: 'unknown dictionary "lockStat"' }`.
 * React-free and without node:fs: callers pass parsed JSON.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import metaSchema from './entity-meta-schema.json';
import { endpointClashProblems, endpointNameProblems } from './endpoint-check';
import { columnName, compileEntity, fieldName, listQidName, type EndpointRole } from './entity-model';
import type { EntitySchema, FieldSchema } from './entity-schema';
import type { RouteCatalogue } from './route-catalogue';
import { isSanitizerName, isValidatorName } from '../validation/registry';
import { guardLineProblems, lifecycleContextProblems, lifecycleProblems } from './lifecycle-check';
import { accessRouteOf, childLinkProblems, childShapeProblems } from './child-check';
import { importSpecProblems } from './import-check';
import { namedExportProblems } from './named-exports';
import { computeRuleProblems } from './compute-check';
import { treeProblems } from '../tree/tree-check';
import { optionsCallProblems } from './options-calls';
import { refProblems, type QidShape } from './ref-check';
import { linkProblems } from './link-check';
import { displayFormatProblems } from './display-format-check';
import { levelViewProblems } from './level-view-check';
import { scanMoveProblems } from './scan-moves';
import { printActionProblems } from './print-action-check';
import { formSectionProblems } from './form-sections-check';
import { whenProblems } from './when-check';

/** One problem of one file; `path` is a JSON pointer inside the file ('' for the whole file). */
export interface EntityProblem {
  file: string;
  path: string;
  message: string;
}

/** A problem inside one schema, before it is tied to a file. */
export interface SchemaProblem {
  path: string;
  message: string;
}

/** What the cross references are checked against. */
export interface EntityCheckContext {
  /** The route catalogue; absent when it could not be built, and then routes and buttons are not checked. */
  catalogue?: RouteCatalogue;
  /** The dictionary codes that exist (`x-dict`). */
  dictionaries: readonly string[];
  /** Formily component names and registered widget names (`x-component`): the component registry's names. */
  components: readonly string[];
  /** Registered action names (`actions.*.action`): the action registry's names. */
  actions: readonly string[];
  /** The qids defined in `schemas/queries`. */
  qids: readonly string[];
  /** Their fields and filters, for the `x-ref` checks (ref-check.ts); without them a qid reference is checked by name only. */
  qidShapes?: Readonly<Record<string, QidShape>>;
  /** The registered command implementations (server/commands/index.ts); absent → not checked. */
  commands?: readonly string[];
  /** The registered write hooks (server/commands/index.ts, `hooks`); absent → not checked. */
  hooks?: readonly string[];
  /** Default: `isValidatorName` of engine/validation/registry.ts. */
  isValidator?: (name: string) => boolean;
  /** Default: `isSanitizerName` of engine/validation/registry.ts. */
  isSanitizer?: (name: string) => boolean;
}

/**
 * The built-in action names (engine/actions/index.ts registers exactly these; a test keeps the two in step), for
 * React-free callers such as the server's start-up check.
 */
export const ACTION_NAMES: readonly string[] = [
  'create', 'edit', 'view', 'delete', 'batchDelete', 'export', 'exportWord', 'exportPDF', 'exportTask', 'import', 'command',
  'transition', 'navigate', 'download',
];

/** The engine's own row keys (docs/api.md, "Rows"): no schema field may take these names. */
export const ENGINE_ROW_KEYS: readonly string[] = ['id', 'version', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy', 'ext', 'tenantId'];

/** The relative periods a date range filter may default to (engine/render/list/default-filters.ts). */
export const RELATIVE_PERIOD_NAMES: readonly string[] = ['today', 'last7days', 'thisMonth'];

/** The prefix of tenant custom fields (tenant-override.ts); base schemas may not use it. */
export const EXT_FIELD_PREFIX = 'ext_';

/** The endpoint an action calls, for the actions that need one of the API pattern. */
const ACTION_ROLES: Record<string, EndpointRole> = {
  create: 'create', edit: 'update', delete: 'remove', batchDelete: 'remove', export: 'export',
  exportWord: 'exportWord', exportPDF: 'exportPDF', import: 'import',
};

let compiled: ValidateFunction | undefined;

function metaValidator(): ValidateFunction {
  compiled ??= new Ajv({ allErrors: true, allowUnionTypes: true }).compile(metaSchema);
  return compiled;
}

/** `a/b` → `a~1b` (RFC 6901). */
export function pointerToken(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

function describe(error: ErrorObject): SchemaProblem {
  const at = error.instancePath;
  switch (error.keyword) {
    case 'additionalProperties':
      return { path: `${at}/${pointerToken(String(error.params.additionalProperty))}`, message: `unknown key "${String(error.params.additionalProperty)}"` };
    case 'enum':
      return { path: at, message: `${error.message}: ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'const':
      return { path: at, message: `must be ${JSON.stringify(error.params.allowedValue)}` };
    default:
      break;
  }
  const name = (error as ErrorObject & { propertyName?: string }).propertyName;
  if (name !== undefined) {
    const why = error.keyword === 'not' ? 'is one of the engine\'s own row keys' : error.message ?? 'is invalid';
    return { path: `${at}/${pointerToken(name)}`, message: `the name "${name}" ${why}` };
  }
  return { path: at, message: error.message ?? 'is invalid' };
}

/**
 * Checks parsed JSON against the entity meta-schema.
 * @returns one problem per ajv error (noise of `if`/`propertyNames` wrappers left out); empty when valid.
 */
export function validateEntityJson(json: unknown): SchemaProblem[] {
  const validate = metaValidator();
  if (validate(json)) return [];
  const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'if' && e.keyword !== 'propertyNames');
  const seen = new Set<string>();
  return errors.map(describe).filter((p) => {
    const key = `${p.path} ${p.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

type Add = (path: string, message: string) => void;

/** Each field with its pointer, sub-table fields included. */
function eachField(schema: EntitySchema, visit: (path: string, field: FieldSchema) => void): void {
  const walk = (base: string, fields: Record<string, FieldSchema>) => {
    for (const [name, field] of Object.entries(fields)) {
      const path = `${base}/${pointerToken(name)}`;
      visit(path, field);
      if (field.items) walk(`${path}/items/properties`, field.items.properties);
    }
  };
  walk('/fields', schema.fields);
}

function checkFieldRules(path: string, field: FieldSchema, add: Add): void {
  if (field.pattern !== undefined) {
    try {
      new RegExp(field.pattern, 'u');
    } catch {
      add(`${path}/pattern`, `"${field.pattern}" is not a valid regular expression`);
    }
  }
  if (field['x-enum-titles'] && field.enum?.length !== field['x-enum-titles'].length) {
    add(`${path}/x-enum-titles`, `needs one title per enum value (${field.enum?.length ?? 0})`);
  }
  if (field.items && field.type !== 'array') add(`${path}/items`, 'only a field of type array has items');
  if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) {
    add(`${path}/minLength`, `is greater than maxLength (${field.maxLength})`);
  }
  if (field.minimum !== undefined && field.maximum !== undefined && field.minimum > field.maximum) {
    add(`${path}/minimum`, `is greater than maximum (${field.maximum})`);
  }
}

/**
 * The references inside one schema that need no outside knowledge: every field named by list, form (its fields or
 * sections: form-sections-check.ts), detail, storage and states exists; `x-when` rules name fields and fit them
 * (when-check.ts); every toolbar/row/batch entry is a key of `actions`; `transition` actions name a declared
 * transition; states name declared values. Shared by the file check and the tenant-override check.
 */
export function referenceProblems(schema: EntitySchema): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const add: Add = (path, message) => problems.push({ path, message });
  const fieldNames = (path: string, names: readonly string[] | undefined, what = 'field') => {
    names?.forEach((name, i) => {
      if (!Object.hasOwn(schema.fields, name)) add(`${path}/${i}`, `unknown ${what} "${name}"`);
    });
  };
  fieldNames('/list/columns', schema.list.columns);
  fieldNames('/list/filters', schema.list.filters);
  // The fields that name a record in messages (record-name.ts).
  fieldNames('/label', schema.label);
  // Imports (docs/schemas.md, "Imports"): the key names fields, the children name child keys.
  fieldNames('/import/key', schema.import?.key);
  schema.import?.children?.forEach((key, i) => {
    if (!Object.hasOwn(schema.children ?? {}, key)) add(`/import/children/${i}`, `unknown child key "${key}"`);
  });
  for (const [name, value] of Object.entries(schema.list.defaultFilters ?? {})) {
    const at = `/list/defaultFilters/${pointerToken(name)}`;
    const field = schema.fields[name];
    if (!schema.list.filters?.includes(name)) add(at, `"${name}" is not one of list.filters`);
    else if (field?.['x-filter']?.op === 'range' && (field.format === 'date' || field.format === 'date-time') && !RELATIVE_PERIOD_NAMES.includes(String(value))) {
      add(at, `a date range filter defaults to one of ${RELATIVE_PERIOD_NAMES.join(', ')}`);
    }
  }
  // Link filters (list.urlFilters): an `id` or a scalar field, under a name no field or list filter has.
  for (const [name, spec] of Object.entries(schema.list.urlFilters ?? {})) {
    const at = `/list/urlFilters/${pointerToken(name)}`;
    const field = schema.fields[spec.field];
    if (Object.hasOwn(schema.fields, name) || name.endsWith('From') || name.endsWith('To')) add(at, `"${name}" would clash with a field or list filter: pick another parameter name`);
    if (spec.field !== 'id' && !field) add(`${at}/field`, `unknown field "${spec.field}"`);
    else if (field && !['string', 'integer', 'number'].includes(field.type)) add(`${at}/field`, `"${spec.field}" is of type ${field.type}: a link filter takes a string or number field`);
  }
  if (schema.list.defaultSort && !Object.hasOwn(schema.fields, schema.list.defaultSort.field)) {
    add('/list/defaultSort/field', `unknown field "${schema.list.defaultSort.field}"`);
  }
  fieldNames('/form/fields', schema.form?.fields);
  formSectionProblems(schema).forEach((p) => add(p.path, p.message));
  whenProblems(schema).forEach((p) => add(p.path, p.message));
  schema.detail?.sections?.forEach((section, i) => fieldNames(`/detail/sections/${i}/fields`, section.fields));
  schema.detail?.tabs?.forEach((tab, i) => {
    fieldNames(`/detail/tabs/${i}/fields`, tab.fields);
    if (tab.subTable !== undefined && schema.fields[tab.subTable]?.type !== 'array') {
      add(`/detail/tabs/${i}/subTable`, `"${tab.subTable}" is not a field of type array`);
    }
  });
  schema.storage?.unique?.forEach((keys, i) => fieldNames(`/storage/unique/${i}`, keys));
  schema.storage?.indexes?.forEach((keys, i) => fieldNames(`/storage/indexes/${i}`, keys));
  if (schema.storage?.site !== undefined && !Object.hasOwn(schema.fields, schema.storage.site)) {
    add('/storage/site', `unknown field "${schema.storage.site}"`);
  }
  const owner = schema.storage?.owner;
  if (owner && schema.fields[owner.field]?.type !== 'string') add('/storage/owner/field', `"${owner.field}" must be a string field of the schema (it holds the owner's ${owner.user})`);
  // Only rows of no tenant can be the platform's: a tenant's own rows are its administrators' business.
  if (schema.storage?.platform && schema.storage.tenant !== false) add('/storage/platform', 'platform rows are installation-wide: set storage.tenant to false');
  const actions = schema.actions ?? {};
  for (const bar of ['toolbar', 'row', 'batch'] as const) {
    schema.list[bar]?.forEach((key, i) => {
      if (!Object.hasOwn(actions, key)) add(`/list/${bar}/${i}`, `"${key}" is not a key of actions`);
    });
  }
  lifecycleProblems(schema, add);
  treeProblems(schema).forEach((p) => add(p.path, p.message));
  optionsCallProblems(schema).forEach((p) => add(p.path, p.message));
  displayFormatProblems(schema).forEach((p) => add(p.path, p.message));
  return problems;
}

/** The checks that need the context: registry names, dictionaries, components, actions, buttons, qids. */
function contextProblems(schema: EntitySchema, context: EntityCheckContext, add: Add, accessRoute = schema.route, byId: ReadonlyMap<string, EntitySchema> = new Map()): void {
  const isValidator = context.isValidator ?? isValidatorName;
  const isSanitizer = context.isSanitizer ?? isSanitizerName;
  for (const name of Object.keys(schema.fields)) {
    if (name.startsWith(EXT_FIELD_PREFIX)) add(`/fields/${pointerToken(name)}`, `"${EXT_FIELD_PREFIX}" names are kept for tenant custom fields`);
  }
  eachField(schema, (path, field) => {
    checkFieldRules(path, field, add);
    if (field['x-dict'] !== undefined && !context.dictionaries.includes(field['x-dict'])) add(`${path}/x-dict`, `unknown dictionary "${field['x-dict']}"`);
    if (field['x-component'] !== undefined && !context.components.includes(field['x-component'])) add(`${path}/x-component`, `unknown component "${field['x-component']}"`);
    if (field['x-sanitize'] !== undefined && !isSanitizer(field['x-sanitize'])) add(`${path}/x-sanitize`, `unknown sanitizer "${field['x-sanitize']}"`);
    if (field['x-mask'] !== undefined && field.type !== 'string') add(`${path}/x-mask`, 'a mask applies to a string field');
    const checks = field['x-validator'];
    if (typeof checks === 'string' && !isValidator(checks)) add(`${path}/x-validator`, `unknown validator "${checks}"`);
    if (Array.isArray(checks)) checks.forEach((name, i) => { if (!isValidator(name)) add(`${path}/x-validator/${i}`, `unknown validator "${name}"`); });
  });

  // A masked import key could not match the rows it names for the people who see it masked.
  for (const name of schema.import?.key ?? []) if (schema.fields[name]?.['x-mask']) add(`/fields/${pointerToken(name)}/x-mask`, `the import key field "${name}" cannot be masked`);

  const panel = schema.list.panel?.['x-component'];
  if (panel !== undefined && !context.components.includes(panel)) add('/list/panel/x-component', `unknown component "${panel}"`);

  const api = schema.api;
  if (api.pattern !== 'qid' && !schema.storage) add('/storage', `the ${api.pattern} pattern needs storage`);
  if (api.pattern === 'base' && context.qids.includes(api.list.qid)) {
    add('/api/list/qid', `"${api.list.qid}" is also defined in schemas/queries: the engine derives a base entity's list qid, remove one`);
  }
  if (api.pattern === 'qid' && !context.qids.includes(api.qid)) add('/api/qid', `unknown qid "${api.qid}" (not defined in schemas/queries)`);
  // Fixed filters (list.fixedFilters) narrow every request: not in the filter form, and filters the list's qid takes.
  const qidFilters = api.pattern === 'qid' ? context.qidShapes?.[api.qid]?.filters : undefined;
  for (const name of Object.keys(schema.list.fixedFilters ?? {})) {
    const at = `/list/fixedFilters/${pointerToken(name)}`;
    if (api.pattern !== 'qid') add(at, 'fixed filters narrow a shared query: they need the qid pattern');
    else if (schema.list.filters?.includes(name)) add(at, `"${name}" is fixed: it cannot also be one of list.filters`);
    else if (qidFilters && !qidFilters.includes(name)) add(at, `"${name}" is not a filter of qid ${api.qid}`);
  }
  schema.detail?.tabs?.forEach((tab, i) => {
    // A related tab reads a qid of schemas/queries, the entity's own derived list (the units on a load unit), or a
    // child's derived list (a refund's goods lines in its drawer: read-only, through the header's route).
    const ownList = api.pattern === 'base' ? api.list.qid : undefined;
    const childLists = Object.values(schema.children ?? {}).map((child) => byId.get(child.entity)).filter((child): child is EntitySchema => !!child).map(listQidName);
    if (tab.related && tab.related.qid !== ownList && !childLists.includes(tab.related.qid) && !context.qids.includes(tab.related.qid)) add(`/detail/tabs/${i}/related/qid`, `unknown qid "${tab.related.qid}" (not defined in schemas/queries)`);
    if (tab.related?.by !== undefined && !Object.hasOwn(schema.fields, tab.related.by)) add(`/detail/tabs/${i}/related/by`, `"${tab.related.by}" is not a field of ${schema.id}`);
    if (tab.call) for (const problem of relatedCallProblems(schema, tab.call)) add(`/detail/tabs/${i}/call${problem.path}`, problem.message);
  });

  const route = accessRoute === undefined ? undefined : context.catalogue?.byPath(accessRoute);
  if (context.catalogue && schema.route !== undefined && !route) add('/route', `"${schema.route}" is not in the route catalogue`);
  const detailRoute = schema.detail?.route;
  if (context.catalogue && detailRoute !== undefined && !context.catalogue.byPath(detailRoute)) add('/detail/route', `"${detailRoute}" is not in the route catalogue`);
  const buttons = new Set<string>((route?.buttons ?? []).map((b) => b.code));
  const checkButton = (path: string, code: string) => {
    if (accessRoute === undefined) add(path, `button "${code}" needs the schema's route (buttons belong to a route)`);
    else if (route && !buttons.has(code)) add(path, `button "${code}" is not in the button list of route ${accessRoute}`);
  };

  const compiled = compileEntity(structuredClone(schema));
  const endpoints = compiled.endpoints;
  for (const [key, spec] of Object.entries(schema.actions ?? {})) {
    const at = `/actions/${pointerToken(key)}`;
    if (!context.actions.includes(spec.action)) add(`${at}/action`, `unknown action "${spec.action}"`);
    // An export naming one of the named exports (`target`) calls that export, not the pattern's.
    const role = spec.action === 'export' && spec.target !== undefined ? undefined : ACTION_ROLES[spec.action];
    if (role && !endpoints[role]) {
      const hint = (api.pattern === 'base' || api.pattern === 'customs') && (role === 'export' || role === 'import') ? ` (set api.${role}: true)` : '';
      add(`${at}/action`, `the ${api.pattern} pattern has no ${role} call for action "${spec.action}"${hint}`);
    }
    if (spec.action === 'exportTask' && !compiled.exportable) add(`${at}/action`, `the ${api.pattern} pattern exports as a task only with api.export: true`);
    if (spec.button !== undefined) checkButton(`${at}/button`, spec.button);
    if ((spec.action === 'command' || spec.action === 'navigate') && spec.target === undefined) add(at, `a ${spec.action} action needs a target`);
    // A print action's preparing command (a number given before the label is printed): a command of many rows.
    if (spec.command !== undefined) {
      const command = Object.hasOwn(schema.commands ?? {}, spec.command) ? schema.commands![spec.command] : undefined;
      if (spec.action !== 'print') add(`${at}/command`, `only a print action runs a command first`);
      else if (!command) add(`${at}/command`, `"${spec.command}" is not a command of the schema`);
      else if (command.selection !== 'many') add(`${at}/command`, `"${spec.command}" must take the chosen rows (selection many)`);
    }
    // The path without its query string (`/sysuser?username=:username` opens the list filtered).
    if (spec.action === 'navigate' && spec.target !== undefined && context.catalogue && !context.catalogue.byPath(spec.target.split('?')[0]!)) {
      add(`${at}/target`, `"${spec.target}" is not in the route catalogue`);
    }
  }
  lifecycleContextProblems(schema, context.commands, checkButton, add);
}

/**
 * Names the database cannot give back as they are: the table and every stored field must survive the mapping between
 * the code's camelCase and the database's snake_case (an underscore before every capital: `totalCBM` ↔ `total_c_b_m`),
 * or a row would save and then read back under another name. What fails: a table name with an underscore before a
 * digit or a capital (`order_2024`), a field name with an underscore (`order_no`).
 */
export function namingProblems(schema: EntitySchema): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const table = schema.storage?.table;
  if (table !== undefined && columnName(fieldName(table)) !== table) {
    problems.push({ path: '/storage/table', message: `table name "${table}" would be read back as "${columnName(fieldName(table))}": lowercase words joined by underscores, no underscore before a digit` });
  }
  if (table !== undefined) {
    for (const field of Object.keys(schema.fields)) {
      if (fieldName(columnName(field)) !== field) problems.push({ path: `/fields/${pointerToken(field)}`, message: `field "${field}" would be read back as "${fieldName(columnName(field))}": name fields in camelCase` });
    }
  }
  return problems;
}

/**
 * Checks entity schema files: each against the meta-schema, then (for those that pass) the cross references:
 * unique ids; routes in the catalogue and claimed once; fields named by list/form/detail/storage/states exist;
 * dictionaries, components (fields' and the list panel's), validators, sanitizers, actions and buttons exist; qids as the pattern wants them;
 * storage for the admin and base patterns; only the actions whose calls the pattern has.
 * @returns every problem, in file order; empty when all files are valid.
 */
export function checkEntityFiles(files: readonly { file: string; json: unknown }[], context: EntityCheckContext): EntityProblem[] {
  const problems: EntityProblem[] = [];
  const ids = new Map<string, string>();
  const routes = new Map<string, string>();
  // Calls are checked across files: no two entities on one method and path.
  const called: { file: string; schema: EntitySchema }[] = [];
  // Child tables are checked against their header, wherever it is in the list.
  const byId = new Map<string, EntitySchema>();
  for (const { json } of files) if (validateEntityJson(json).length === 0) byId.set((json as EntitySchema).id, json as EntitySchema);
  for (const { file, json } of files) {
    const add: Add = (path, message) => problems.push({ file, path, message });
    const meta = validateEntityJson(json);
    if (meta.length > 0) {
      meta.forEach((p) => add(p.path, p.message));
      continue;
    }
    const schema = json as EntitySchema;
    const firstId = ids.get(schema.id);
    if (firstId !== undefined) add('/id', `id "${schema.id}" is already used by ${firstId}`);
    else ids.set(schema.id, file);
    if (schema.route !== undefined) {
      const firstRoute = routes.get(schema.route);
      if (firstRoute !== undefined) add('/route', `route "${schema.route}" is already the page of ${firstRoute}`);
      else routes.set(schema.route, file);
    }
    if (schema.detail?.route !== undefined) {
      const firstRoute = routes.get(schema.detail.route);
      if (firstRoute !== undefined) add('/detail/route', `route "${schema.detail.route}" is already the page of ${firstRoute}`);
      else routes.set(schema.detail.route, file);
    }
    referenceProblems(schema).forEach((p) => add(p.path, p.message));
    namingProblems(schema).forEach((p) => add(p.path, p.message));
    endpointNameProblems(schema).forEach((p) => add(p.path, p.message));
    // A second file of one id is reported as such, not once more for each of its calls.
    if (firstId === undefined) called.push({ file, schema });
    [...childShapeProblems(schema), ...childLinkProblems(schema, byId)].forEach((p) => add(p.path, p.message));
    computeRuleProblems(schema, byId).forEach((p) => add(p.path, p.message));
    guardLineProblems(schema, byId).forEach((p) => add(p.path, p.message));
    contextProblems(schema, context, add, accessRouteOf(schema, byId), byId);
    refProblems(schema, byId, context.qids, context.qidShapes).forEach((p) => add(p.path, p.message));
    linkProblems(schema, context.hooks).forEach((p) => add(p.path, p.message));
    levelViewProblems(schema, byId).forEach((p) => add(p.path, p.message));
    importSpecProblems(schema, byId).forEach((p) => add(p.path, p.message));
    namedExportProblems(schema, byId).forEach((p) => add(p.path, p.message));
    scanMoveProblems(schema, byId).forEach((p) => add(p.path, p.message));
    printActionProblems(schema, { qids: context.qids, qidShapes: context.qidShapes, entities: byId }).forEach((p) => add(p.path, p.message));
  }
  problems.push(...endpointClashProblems(called));
  return problems;
}

/** A detail tab's `call`: a command of the schema with a GET call, its parameters the command's, filled from fields. */
function relatedCallProblems(schema: EntitySchema, call: NonNullable<NonNullable<NonNullable<EntitySchema['detail']>['tabs']>[number]['call']>): { path: string; message: string }[] {
  const command = Object.hasOwn(schema.commands ?? {}, call.command) ? schema.commands![call.command] : undefined;
  if (!command) return [{ path: '/command', message: `unknown command "${call.command}"` }];
  if (command.call?.method !== 'GET') return [{ path: '/command', message: `command "${call.command}" needs a GET call of its own (call.method GET)` }];
  const problems: { path: string; message: string }[] = [];
  for (const [param, field] of Object.entries(call.params)) {
    if (!Object.hasOwn(command.params ?? {}, param)) problems.push({ path: `/params/${param}`, message: `"${param}" is not a parameter of command "${call.command}"` });
    if (field !== 'id' && !Object.hasOwn(schema.fields, field)) problems.push({ path: `/params/${param}`, message: `unknown field "${field}"` });
  }
  return problems;
}

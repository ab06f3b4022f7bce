/**
 * Tenant overrides: a tenant's changes to an entity schema, stored as a JSON Merge Patch (RFC 7396) per tenant and
 * schema id, merged over the base schema before the page model is compiled (STYLE.md habit 5).
 *
 * What an override MAY do (presentation only):
 * - change titles and descriptions: the schema's `title`, a field's `title`, `description` and `x-enum-titles`, the
 *   detail page's section and tab titles, an action's `title` and `confirm`;
 * - reorder and hide: `list.columns`, `list.filters` and `form.fields` may be reordered and may leave base fields out
 *   (they may not bring in a base field the base left out); `form.sections` may be laid out anew like `detail`
 *   (reordered, retitled, fields moved between sections or left out, ext_ fields added; with `form.fields: null`
 *   when the base has fields), but the form's fields stay among the base form's; `list.toolbar`, `list.row` and
 *   `list.batch` may be reordered and may leave actions out; `detail` may be laid out anew; `list.defaultSort`, `list.pageSize`,
 *   `list.defaultFilters`, `form.mode`, `form.grid`, an action's `whenDenied` and the list panel's `x-component-props`
 *   may change;
 * - change a field's `default`, `x-component-props` (placeholders), `x-decorator-props`, its display format
 *   (`x-format`, `x-currency`, `x-scale`, `x-colors`), and `x-column`'s `width`, `ellipsis` and `fixed`;
 * - tighten a base constraint: add `required`, lower `maxLength`/`maximum`, raise `minLength`/`minimum`, add a
 *   `pattern`, `enum` or `format` where the base has none, add validators beside the base's `x-validator`;
 * - add `x-when` rules (docs/schemas.md "Conditional fields") to base and custom fields: `show` and `disable` are
 *   presentation, `require` tightens; every base rule stays as it is (dropping or changing one could loosen), and
 *   no show rule is added to a base field the base requires (by `required` or a require rule: the server, which
 *   keeps the base's rules, would ask for a field the form hides). Like `required`, an added rule is the form's;
 *   the server enforces the base schema's;
 * - add custom fields named `ext_…` (kept in the row's `ext` JSON column), of type string, number, integer or
 *   boolean, or a date string (`type: string`, `format: date`); without `items`, `x-db-type` or `readOnly`. They
 *   may appear in list columns, form and detail like any field, but not among the filters.
 *
 * What it may NOT do: change `id`, `api`, `storage`, `states`, `commands` (their implementations are the server's) or `route`; remove a base field or change its `type`;
 * loosen a base constraint (drop `required`, raise `maxLength`/`maximum`, lower `minLength`/`minimum`, drop or
 * change `pattern`, `enum`, `format`, an `x-validator` or a base `x-when` rule); change anything else of a base
 * field (`x-component`, `x-dict`, `x-sanitize`, `x-filter`, `readOnly`, `x-db-type`, `x-column.sortable`, sub-table
 * columns except as above); add, remove or re-point actions (`action`, `button`, `target`). Anything not listed as
 * allowed is refused. The merged result must pass the meta-schema and the schema's own references (every field
 * named exists). The server keeps taking storage (table, columns) from the base schema.
 */
import {
  EXT_FIELD_PREFIX, pointerToken, referenceProblems, validateEntityJson, type SchemaProblem,
} from './entity-check';
import type { EntitySchema, FieldSchema } from './entity-schema';
import { formFieldNames } from './form-field-names';
import { isSanitizerName, isValidatorName } from '../validation/registry';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sets an own property, even one named `__proto__`. */
function define(target: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function cloneJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneJson);
  if (!isObject(value)) return value;
  const copy: JsonObject = {};
  for (const [key, inner] of Object.entries(value)) define(copy, key, cloneJson(inner));
  return copy;
}

/**
 * Applies a JSON Merge Patch (RFC 7396): a null member deletes, an object merges recursively, anything else
 * (arrays included) replaces. Neither input is changed; the result shares nothing with them.
 * @example applyMergePatch({ a: 1, b: { c: 2 } }, { a: null, b: { d: 3 } }); // { b: { c: 2, d: 3 } }
 */
export function applyMergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return cloneJson(patch);
  const result = (isObject(target) ? cloneJson(target) : {}) as JsonObject;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) delete result[key];
    else define(result, key, applyMergePatch(Object.hasOwn(result, key) ? result[key] : undefined, value));
  }
  return result;
}

/** Structural equality of JSON values (member order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]));
}

/**
 * The JSON Merge Patch that turns `base` into `target` (RFC 7396, the inverse of {@link applyMergePatch}): members
 * `target` lacks are null, changed objects are patched member by member, anything else changed (arrays whole) is
 * the target's value. Equal inputs give `{}`. The form designer saves what a person drew as this patch.
 * @example createMergePatch({ a: 1, b: { c: 2 }, d: [1] }, { b: { c: 3 }, d: [1, 2] }); // { a: null, b: { c: 3 }, d: [1, 2] }
 */
export function createMergePatch(base: unknown, target: unknown): unknown {
  if (!isObject(base) || !isObject(target)) return cloneJson(target);
  const patch: JsonObject = {};
  for (const key of Object.keys(base)) if (!Object.hasOwn(target, key)) define(patch, key, null);
  for (const [key, value] of Object.entries(target)) {
    if (value === undefined) continue;
    const from = Object.hasOwn(base, key) ? base[key] : undefined;
    if (jsonEqual(from, value)) continue;
    // A null value cannot be said by a merge patch (null deletes); JSON schemas have none to keep.
    define(patch, key, isObject(from) && isObject(value) ? createMergePatch(from, value) : cloneJson(value));
  }
  return patch;
}

/** One changed value between two schemas; `from`/`to` are undefined where the member is absent. */
export interface SchemaChange {
  path: string;
  from: unknown;
  to: unknown;
}

/**
 * The changes from `base` to `merged`, for the override history and diff view: one entry per changed leaf, with
 * arrays compared whole (a merge patch replaces them whole). Paths are JSON pointers, in the base's member order.
 * @example diffSchemas({ a: { b: 1 } }, { a: { b: 2 } }); // [{ path: '/a/b', from: 1, to: 2 }]
 */
export function diffSchemas(base: unknown, merged: unknown): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const walk = (path: string, from: unknown, to: unknown) => {
    if (jsonEqual(from, to)) return;
    if (isObject(from) && isObject(to)) {
      const keys = [...Object.keys(from), ...Object.keys(to).filter((key) => !Object.hasOwn(from, key))];
      for (const key of keys) walk(`${path}/${pointerToken(key)}`, from[key], to[key]);
      return;
    }
    changes.push({ path, from, to });
  };
  walk('', base, merged);
  return changes;
}

/** Names an override's custom fields may be checked against; without them, those names are not checked. */
export interface OverrideCheckOptions {
  dictionaries?: readonly string[];
  components?: readonly string[];
}

type Add = (path: string, message: string) => void;

const FIXED_TOP_LEVEL = ['id', 'api', 'storage', 'states', 'commands', 'route'] as const;
// Display formats are presentation too (checked on the merged schema like the base's: display-format-check.ts).
const FREE_FIELD_KEYS = new Set(['title', 'description', 'default', 'x-enum-titles', 'x-component-props', 'x-decorator-props', 'x-format', 'x-currency', 'x-scale', 'x-colors']);
const FREE_COLUMN_KEYS = new Set(['width', 'ellipsis', 'fixed']);
const EXT_TYPES = new Set(['string', 'number', 'integer', 'boolean']);
const EXT_FORBIDDEN_KEYS = ['items', 'x-db-type', 'readOnly'] as const;

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** A bound (`maxLength`, `maximum`, …) may only move the tightening way, and not disappear. */
function checkBound(path: string, key: string, from: unknown, to: unknown, tighter: 'lower' | 'higher', add: Add): void {
  if (from === undefined) return;
  if (typeof to !== 'number') add(path, `may not drop ${key} (the base has ${String(from)})`);
  else if (typeof from === 'number' && (tighter === 'lower' ? to > from : to < from)) {
    add(path, `may only ${tighter === 'lower' ? 'lower' : 'raise'} ${key} (the base has ${from})`);
  }
}

/** One base field: what changed, against the rules. */
function compareField(path: string, base: FieldSchema, merged: unknown, add: Add): void {
  if (!isObject(merged)) return;
  const b = base as unknown as JsonObject;
  const keys = new Set([...Object.keys(b), ...Object.keys(merged)]);
  for (const key of keys) {
    const from = b[key];
    const to = merged[key];
    const at = `${path}/${pointerToken(key)}`;
    if (jsonEqual(from, to) || FREE_FIELD_KEYS.has(key)) continue;
    switch (key) {
      case 'required':
        if (from === true && to !== true) add(at, 'may not drop required (it would loosen the base)');
        break;
      case 'maxLength':
      case 'maximum':
        checkBound(at, key, from, to, 'lower', add);
        break;
      case 'minLength':
      case 'minimum':
        checkBound(at, key, from, to, 'higher', add);
        break;
      case 'pattern':
      case 'enum':
      case 'format':
        if (from !== undefined) add(at, `may not drop or change ${key} (it may only be added where the base has none)`);
        break;
      case 'x-when':
        checkWhen(at, base, asArray(from), asArray(to), add);
        break;
      case 'x-validator': {
        const kept = asArray(to);
        if (!asArray(from).every((name) => kept.includes(name))) add(at, 'may not drop or change x-validator (add names beside the base\'s)');
        break;
      }
      case 'x-column': {
        const fromColumn = isObject(from) ? from : {};
        const toColumn = isObject(to) ? to : {};
        for (const inner of new Set([...Object.keys(fromColumn), ...Object.keys(toColumn)])) {
          if (!FREE_COLUMN_KEYS.has(inner) && !jsonEqual(fromColumn[inner], toColumn[inner])) add(`${at}/${pointerToken(inner)}`, `may not change x-column.${inner}`);
        }
        break;
      }
      case 'items':
        if (isObject(from) && isObject(to) && isObject(from.properties) && isObject(to.properties) && jsonEqual({ ...from, properties: 0 }, { ...to, properties: 0 })) {
          compareFields(`${at}/properties`, from.properties as Record<string, FieldSchema>, to.properties, false, add);
        } else add(at, 'may not change the sub-table\'s shape');
        break;
      case 'type':
        add(at, `may not change a base field's type (${String(from)})`);
        break;
      default:
        add(at, `may not change ${key} of a base field`);
    }
  }
}

/** A base field's `x-when`: the base's rules kept as they are; no show rule added to a field the base requires. */
function checkWhen(path: string, base: FieldSchema, from: unknown[], to: unknown[], add: Add): void {
  from.forEach((rule, i) => {
    if (!to.some((kept) => jsonEqual(kept, rule))) add(`${path}/${i}`, 'may not drop or change a base x-when rule (add rules beside the base\'s)');
  });
  const required = base.required === true || from.some((rule) => isObject(rule) && rule.then === 'require');
  to.forEach((rule, i) => {
    if (!required || !isObject(rule) || rule.then !== 'show' || from.some((old) => jsonEqual(old, rule))) return;
    add(`${path}/${i}`, 'may not add a show rule to a field the base requires (the server would ask for a field the form hides)');
  });
}

function checkCustomField(path: string, field: unknown, options: OverrideCheckOptions, add: Add): void {
  if (!isObject(field)) return;
  if (typeof field.type === 'string' && !EXT_TYPES.has(field.type)) add(`${path}/type`, 'a custom field is a string, number, integer, boolean or date string');
  if (field.format !== undefined && !(field.format === 'date' && field.type === 'string')) add(`${path}/format`, 'a custom field may only have format date (on a string)');
  for (const key of EXT_FORBIDDEN_KEYS) if (field[key] !== undefined) add(`${path}/${key}`, `a custom field may not have ${key}`);
  const validators = asArray(field['x-validator']);
  validators.forEach((name, i) => {
    if (!isValidatorName(name)) add(`${path}/x-validator${Array.isArray(field['x-validator']) ? `/${i}` : ''}`, `unknown validator "${String(name)}"`);
  });
  if (field['x-sanitize'] !== undefined && !isSanitizerName(field['x-sanitize'])) add(`${path}/x-sanitize`, `unknown sanitizer "${String(field['x-sanitize'])}"`);
  if (options.dictionaries && typeof field['x-dict'] === 'string' && !options.dictionaries.includes(field['x-dict'])) add(`${path}/x-dict`, `unknown dictionary "${field['x-dict']}"`);
  if (options.components && typeof field['x-component'] === 'string' && !options.components.includes(field['x-component'])) add(`${path}/x-component`, `unknown component "${field['x-component']}"`);
}

function compareFields(path: string, base: Record<string, FieldSchema>, merged: unknown, allowCustom: boolean, add: Add, options: OverrideCheckOptions = {}): void {
  if (!isObject(merged)) return;
  for (const [name, field] of Object.entries(base)) {
    const at = `${path}/${pointerToken(name)}`;
    if (!Object.hasOwn(merged, name)) add(at, 'a base field may not be removed (hide it by leaving it out of list and form)');
    else compareField(at, field, merged[name], add);
  }
  for (const [name, field] of Object.entries(merged)) {
    if (Object.hasOwn(base, name)) continue;
    const at = `${path}/${pointerToken(name)}`;
    if (!allowCustom) add(at, 'an override may not add sub-table fields');
    else if (!name.startsWith(EXT_FIELD_PREFIX)) add(at, `a new field must be a custom field named ${EXT_FIELD_PREFIX}…`);
    else checkCustomField(at, field, options, add);
  }
}

/** Entries of a merged array must come from the base's (and, where allowed, be custom fields). */
function checkSubset(path: string, allowed: readonly string[], merged: unknown, custom: boolean, add: Add, what = path.slice(1).replace('/', '.')): void {
  asArray(merged).forEach((name, i) => {
    if (typeof name !== 'string' || allowed.includes(name) || (custom && name.startsWith(EXT_FIELD_PREFIX))) return;
    add(`${path}/${i}`, `"${name}" is not in the base's ${what}: an override may reorder and leave out${custom ? ` and add ${EXT_FIELD_PREFIX} fields` : ''}, not add`);
  });
}

function checkLayout(base: EntitySchema, merged: JsonObject, add: Add): void {
  const list = isObject(merged.list) ? merged.list : {};
  checkSubset('/list/columns', base.list.columns, list.columns, true, add);
  // Not custom fields: the server's list query filters by base columns only (the ext column is not indexed).
  checkSubset('/list/filters', base.list.filters ?? [], list.filters, false, add);
  for (const bar of ['toolbar', 'row', 'batch'] as const) checkSubset(`/list/${bar}`, base.list[bar] ?? [], list[bar], false, add);
  // The list's panel (a widget such as the scan box) is the page's tool: its props may change, not what it is.
  const basePanel = base.list.panel as JsonObject | undefined;
  const panel = isObject(list.panel) ? list.panel : undefined;
  if (!jsonEqual(basePanel?.['x-component'], panel?.['x-component'])) add('/list/panel/x-component', 'an override may not add, remove or change the list panel\'s component (only its props)');
  const form = isObject(merged.form) ? merged.form : {};
  // The base form's fields (its sections', its list, or every field that is not read-only).
  const formFields = formFieldNames(base);
  checkSubset('/form/fields', formFields, form.fields, true, add);
  asArray(form.sections).forEach((section, i) => {
    if (isObject(section)) checkSubset(`/form/sections/${i}/fields`, formFields, section.fields, true, add, 'form');
  });
  // Sections taken away (or none given) fall back to every field that is not read-only: still only the base form's.
  if (form.fields === undefined && form.sections === undefined && isObject(merged.fields)) {
    const fallback = formFieldNames(merged as unknown as EntitySchema).filter((name) => !formFields.includes(name) && !name.startsWith(EXT_FIELD_PREFIX));
    if (fallback.length) add('/form', `without fields or sections the form would bring in ${fallback.map((n) => `"${n}"`).join(', ')}, which the base form leaves out`);
  }
}

function checkActions(base: EntitySchema, merged: unknown, add: Add): void {
  const from = base.actions ?? {};
  const to = isObject(merged) ? merged : {};
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    const at = `/actions/${pointerToken(key)}`;
    if (!Object.hasOwn(to, key)) add(at, 'an action may not be removed (leave it out of the toolbar, row or batch instead)');
    else if (!Object.hasOwn(from, key)) add(at, 'an override may not add actions');
    else {
      const b = from[key] as unknown as JsonObject;
      const m = isObject(to[key]) ? to[key] : {};
      for (const inner of ['action', 'button', 'target']) {
        if (!jsonEqual(b[inner], m[inner])) add(`${at}/${inner}`, `may not change an action's ${inner}`);
      }
    }
  }
}

/**
 * Checks a tenant's override of a base schema against the rules at the top of this file, and the merged result
 * against the meta-schema and the schema's own references.
 * @returns problems with JSON pointers into the merged schema (which are the patch's own pointers); empty when the
 *   override may be saved.
 */
export function checkOverride(base: EntitySchema, patch: unknown, options: OverrideCheckOptions = {}): SchemaProblem[] {
  if (!isObject(patch)) return [{ path: '', message: 'an override is a JSON object (a merge patch of the schema)' }];
  const merged = applyMergePatch(base, patch) as JsonObject;
  const problems: SchemaProblem[] = [];
  const add: Add = (path, message) => problems.push({ path, message });
  for (const key of FIXED_TOP_LEVEL) {
    if (!jsonEqual(base[key], merged[key])) add(`/${key}`, `an override may not change ${key}`);
  }
  compareFields('/fields', base.fields, merged.fields, true, add, options);
  checkLayout(base, merged, add);
  checkActions(base, merged.actions, add);
  const meta = validateEntityJson(merged);
  problems.push(...meta);
  if (meta.length === 0) problems.push(...referenceProblems(merged as unknown as EntitySchema));
  return problems;
}

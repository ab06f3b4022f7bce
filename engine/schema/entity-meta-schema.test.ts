/**
 * The TypeScript types (entity-schema.ts) and the meta-schema (entity-meta-schema.json) say the same thing.
 *
 * Each key list below is checked by the compiler against a type (`satisfies Keys<T>`: every key of T, no other, each
 * marked required or optional as T has it), and by the test against the meta-schema's `properties` and `required`.
 * Adding a key to a type without the meta-schema (or the other way round) fails one of the two.
 */
import { describe, expect, it } from 'vitest';
import { DISPLAY_FORMATS } from '../format/display-format';
import { TAG_COLORS } from '../format/status-color';
import sysparam from '../../schemas/admin/sysparam.json';
import carrier from '../../schemas/base/carrier.json';
import { validateEntityJson } from './entity-check';
import metaSchema from './entity-meta-schema.json';
import type {
  ActionSpec, PrintQidLines, PrintTemplateSpec, AdminCall, ImportSpec, NamedExportSpec, ApiCallSpec, ApiSpec, RefSpec, ChildSpec, DetailSpec, ParentSpec, EntitySchema, FieldSchema, FormSpec, ListPanelSpec, ListSpec, LocalizedText, StatesSpec, CommandSpec, GuardSpec,
  StorageSpec, TreeSpec, FormSection, WhenRule,
} from './entity-schema';

/** Every key of T, marked as T has it. */
type Keys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? 'optional' : 'required' };
/** Every member of a union of literals. */
type Members<U extends string | number> = Record<U, true>;

type Column = NonNullable<FieldSchema['x-column']>;
type Filter = NonNullable<FieldSchema['x-filter']>;
type Items = NonNullable<FieldSchema['items']>;
type Section = NonNullable<DetailSpec['sections']>[number];
type Tab = NonNullable<DetailSpec['tabs']>[number];
type Transition = StatesSpec['transitions'][string];
type Sort = NonNullable<ListSpec['defaultSort']>;

const ENTITY = {
  $schema: 'optional', id: 'required', title: 'required', item: 'optional', label: 'optional', route: 'optional', api: 'required', storage: 'optional',
  fields: 'required', list: 'required', form: 'optional', detail: 'optional', actions: 'optional', states: 'optional', commands: 'optional', tree: 'optional',
  parent: 'optional', children: 'optional', rules: 'optional', import: 'optional', hooks: 'optional', exports: 'optional',
} as const satisfies Keys<EntitySchema>;

const FIELD = {
  type: 'required', title: 'required', description: 'optional', required: 'optional', maxLength: 'optional',
  minLength: 'optional', pattern: 'optional', 'x-pattern-message': 'optional', minimum: 'optional', maximum: 'optional', format: 'optional',
  enum: 'optional', 'x-enum-titles': 'optional', default: 'optional', readOnly: 'optional', 'x-component': 'optional',
  'x-component-props': 'optional', 'x-decorator-props': 'optional', 'x-when': 'optional',
  'x-validator': 'optional', 'x-sanitize': 'optional', 'x-dict': 'optional', 'x-column': 'optional',
  'x-filter': 'optional', 'x-db-type': 'optional', 'x-options-call': 'optional', items: 'optional', 'x-ref': 'optional',
  'x-compute': 'optional',
  'x-stamp': 'optional',
  'x-mask': 'optional',
  'x-link': 'optional', writeOnly: 'optional',
  'x-format': 'optional', 'x-currency': 'optional', 'x-scale': 'optional', 'x-colors': 'optional',
} as const satisfies Keys<FieldSchema>;
const REF = {
  entity: 'optional', qid: 'optional', value: 'required', label: 'required', labelEn: 'optional', search: 'optional', params: 'optional',
  dependsOn: 'optional', tree: 'optional', cascade: 'optional',
} as const satisfies Keys<RefSpec>;
const REF_DEPENDS_ON = { field: 'required', param: 'required' } as const satisfies Keys<NonNullable<RefSpec['dependsOn']>>;

const LOCALIZED = { zh: 'required', en: 'required' } as const satisfies Keys<LocalizedText>;
const COLUMN = { width: 'optional', sortable: 'optional', ellipsis: 'optional', fixed: 'optional' } as const satisfies Keys<Column>;
const FILTER = { op: 'required' } as const satisfies Keys<Filter>;
const ITEMS = { type: 'required', properties: 'required' } as const satisfies Keys<Items>;
const ADMIN_API = { pattern: 'required', entity: 'required', name: 'optional', names: 'optional', calls: 'optional', base: 'optional' } as const satisfies Keys<Extract<ApiSpec, { pattern: 'admin' }>>;
const BASE_API = {
  pattern: 'required', entity: 'required', list: 'required', import: 'optional', export: 'optional', calls: 'optional', base: 'optional',
} as const satisfies Keys<Extract<ApiSpec, { pattern: 'base' }>>;
const CUSTOMS_API = {
  pattern: 'required', entity: 'required', import: 'optional', export: 'optional', calls: 'optional', base: 'optional',
} as const satisfies Keys<Extract<ApiSpec, { pattern: 'customs' }>>;
const API_CALL = { name: 'optional', method: 'optional', path: 'optional', input: 'optional' } as const satisfies Keys<ApiCallSpec>;
const BASE_LIST = { qid: 'required' } as const satisfies Keys<Extract<ApiSpec, { pattern: 'base' }>['list']>;
const QID_API = { pattern: 'required', qid: 'required', export: 'optional' } as const satisfies Keys<Extract<ApiSpec, { pattern: 'qid' }>>;
const ADMIN_NAMES = {
  query: 'optional', add: 'optional', update: 'optional', delete: 'optional', export: 'optional', exportWord: 'optional',
  exportPDF: 'optional',
} as const satisfies Keys<Partial<Record<AdminCall, string>>>;
const STORAGE = { table: 'required', unique: 'optional', indexes: 'optional', tenant: 'optional', platform: 'optional', keep: 'optional', site: 'optional', owner: 'optional', of: 'optional', where: 'optional' } as const satisfies Keys<StorageSpec>;
const LIST = {
  panel: 'optional', filters: 'optional', columns: 'required', toolbar: 'optional', row: 'optional', batch: 'optional',
  defaultSort: 'optional', pageSize: 'optional', defaultFilters: 'optional', urlFilters: 'optional', fixedFilters: 'optional',
} as const satisfies Keys<ListSpec>;
const SORT = { field: 'required', order: 'required' } as const satisfies Keys<Sort>;
const PANEL = { 'x-component': 'required', 'x-component-props': 'optional' } as const satisfies Keys<ListPanelSpec>;
const FORM = { mode: 'optional', grid: 'optional', fields: 'optional', sections: 'optional', lines: 'optional' } as const satisfies Keys<FormSpec>;
const FORM_SECTION = { title: 'required', fields: 'required', grid: 'optional' } as const satisfies Keys<FormSection>;
const WHEN = { field: 'required', in: 'optional', filled: 'optional', then: 'required' } as const satisfies Keys<WhenRule>;
const DETAIL = { mode: 'optional', route: 'optional', sections: 'optional', tabs: 'optional' } as const satisfies Keys<DetailSpec>;
const SECTION = { title: 'required', fields: 'required' } as const satisfies Keys<Section>;
const TAB = { title: 'required', fields: 'optional', subTable: 'optional', child: 'optional', related: 'optional', call: 'optional' } as const satisfies Keys<Tab>;
const PARENT = { entity: 'required', field: 'required' } as const satisfies Keys<ParentSpec>;
const CHILD = { entity: 'required', maxLines: 'optional', lock: 'optional', edit: 'optional' } as const satisfies Keys<ChildSpec>;
const IMPORT = { key: 'optional', mode: 'optional', children: 'optional', directRows: 'optional', partial: 'optional', templates: 'optional', target: 'optional', template: 'optional' } as const satisfies Keys<ImportSpec>;
const NAMED_EXPORT = { title: 'required', lines: 'optional', fields: 'required', input: 'optional' } as const satisfies Keys<NamedExportSpec>;
const ACTION = {
  action: 'required', button: 'optional', whenDenied: 'optional', title: 'optional', target: 'optional',
  confirm: 'optional', command: 'optional', template: 'optional', lines: 'optional',
} as const satisfies Keys<ActionSpec>;
const PRINT_TEMPLATE = { type: 'required', carrierField: 'optional' } as const satisfies Keys<PrintTemplateSpec>;
const PRINT_QID_LINES = { qid: 'required', parent: 'required', by: 'optional' } as const satisfies Keys<PrintQidLines>;
const STATES = { field: 'required', initial: 'required', values: 'required', transitions: 'required', lock: 'optional', editable: 'optional' } as const satisfies Keys<StatesSpec>;
const GUARD = { if: 'required', message: 'required' } as const satisfies Keys<GuardSpec>;
const COMMAND = {
  title: 'required', selection: 'required', button: 'optional', params: 'optional', confirm: 'optional', handler: 'optional',
  transition: 'optional', guard: 'optional', call: 'optional', rowParams: 'optional',
} as const satisfies Keys<CommandSpec>;
const TREE = { parent: 'required', label: 'required', sequence: 'optional', lazy: 'optional', parentKey: 'optional' } as const satisfies Keys<TreeSpec>;
const TRANSITION = { from: 'required', to: 'required', title: 'required', button: 'optional', guard: 'optional' } as const satisfies Keys<Transition>;

type Node = { properties?: Record<string, Node>; required?: string[]; additionalProperties?: boolean | Node; $ref?: string; enum?: unknown[]; items?: Node; allOf?: Node[] };
const definitions = (metaSchema as unknown as { definitions: Record<string, Node> }).definitions;
const root = metaSchema as unknown as Node;

/** Follows a `$ref` (or an allOf of one `$ref`) to its definition. */
function deref(node: Node): Node {
  const ref = node.$ref ?? node.allOf?.[0]?.$ref;
  return ref ? deref(definitions[ref.replace('#/definitions/', '')]!) : node;
}

const objects: [string, Node, Record<string, 'required' | 'optional'>][] = [
  ['EntitySchema', root, ENTITY],
  ['FieldSchema', definitions.field!, FIELD],
  ['LocalizedText', definitions.localized!, LOCALIZED],
  ['x-column', definitions.field!.properties!['x-column']!, COLUMN],
  ['x-filter', definitions.field!.properties!['x-filter']!, FILTER],
  ['items', definitions.field!.properties!.items!, ITEMS],
  ['x-ref', definitions.ref!, REF],
  ['x-ref dependsOn', definitions.ref!.properties!.dependsOn!, REF_DEPENDS_ON],
  ['ApiSpec admin', definitions.adminApi!, ADMIN_API],
  ['ApiSpec admin names', definitions.adminApi!.properties!.names!, ADMIN_NAMES],
  ['ApiSpec base', definitions.baseApi!, BASE_API],
  ['ApiSpec base list', definitions.baseApi!.properties!.list!, BASE_LIST],
  ['ApiSpec qid', definitions.qidApi!, QID_API],
  ['ApiSpec customs', definitions.customsApi!, CUSTOMS_API],
  ['ApiCallSpec', definitions.apiCalls!.additionalProperties as Node, API_CALL],
  ['StorageSpec', definitions.storage!, STORAGE],
  ['ListSpec', definitions.list!, LIST],
  ['ListSpec defaultSort', definitions.list!.properties!.defaultSort!, SORT],
  ['ListSpec panel', definitions.list!.properties!.panel!, PANEL],
  ['FormSpec', definitions.form!, FORM],
  ['FormSpec section', definitions.form!.properties!.sections!.items!, FORM_SECTION],
  ['x-when rule', definitions.when!, WHEN],
  ['DetailSpec', definitions.detail!, DETAIL],
  ['DetailSpec section', definitions.detail!.properties!.sections!.items!, SECTION],
  ['DetailSpec tab', definitions.detail!.properties!.tabs!.items!, TAB],
  ['ParentSpec', root.properties!.parent!, PARENT],
  ['ChildSpec', root.properties!.children!.additionalProperties as Node, CHILD],
  ['ImportSpec', root.properties!.import!, IMPORT],
  ['NamedExportSpec', root.properties!.exports!.additionalProperties as Node, NAMED_EXPORT],
  ['ActionSpec', definitions.action!, ACTION],
  ['ActionSpec template', definitions.action!.properties!.template!, PRINT_TEMPLATE],
  ['ActionSpec lines (qid)', ((definitions.action!.properties!.lines!.additionalProperties as Node & { oneOf: Node[] }).oneOf[1])!, PRINT_QID_LINES],
  ['StatesSpec', definitions.states!, STATES],
  ['GuardSpec', definitions.guard!, GUARD],
  ['CommandSpec', definitions.command!, COMMAND],
  ['TreeSpec', definitions.tree!, TREE],
  ['StatesSpec transition', definitions.states!.properties!.transitions!.additionalProperties as Node, TRANSITION],
];

describe('the meta-schema matches the types', () => {
  it.each(objects)('%s: same keys, same required keys, closed', (_name, node, keys) => {
    expect(Object.keys(node.properties ?? {}).sort()).toEqual(Object.keys(keys).sort());
    const required = Object.entries(keys).filter(([, v]) => v === 'required').map(([k]) => k).sort();
    expect([...(node.required ?? [])].sort()).toEqual(required);
    expect(node.additionalProperties).toBe(false);
  });

  const enums: [string, unknown[] | undefined, Record<string | number, true>][] = [
    ['FieldSchema.type', definitions.field!.properties!.type!.enum, { string: true, number: true, integer: true, boolean: true, array: true, object: true } satisfies Members<FieldSchema['type']>],
    ['FieldSchema.format', definitions.field!.properties!.format!.enum, { date: true, 'date-time': true, email: true } satisfies Members<NonNullable<FieldSchema['format']>>],
    ['x-column.fixed', definitions.field!.properties!['x-column']!.properties!.fixed!.enum, { left: true, right: true } satisfies Members<NonNullable<Column['fixed']>>],
    ['x-filter.op', definitions.field!.properties!['x-filter']!.properties!.op!.enum, { eq: true, like: true, range: true, in: true } satisfies Members<Filter['op']>],
    ['ApiSpec.pattern', definitions.api!.properties!.pattern!.enum, { admin: true, base: true, customs: true, qid: true } satisfies Members<ApiSpec['pattern']>],
    ['defaultSort.order', definitions.list!.properties!.defaultSort!.properties!.order!.enum, { asc: true, desc: true } satisfies Members<Sort['order']>],
    ['FormSpec.mode', definitions.form!.properties!.mode!.enum, { dialog: true, page: true } satisfies Members<NonNullable<FormSpec['mode']>>],
    ['x-when then', definitions.when!.properties!.then!.enum, { show: true, require: true, disable: true } satisfies Members<WhenRule['then']>],
    ['FormSpec.grid', definitions.form!.properties!.grid!.enum, { 1: true, 2: true, 3: true, 4: true } satisfies Members<NonNullable<FormSpec['grid']>>],
    ['ActionSpec.whenDenied', definitions.action!.properties!.whenDenied!.enum, { disable: true, remove: true } satisfies Members<NonNullable<ActionSpec['whenDenied']>>],
    ['x-format', definitions.field!.properties!['x-format']!.enum, Object.fromEntries(DISPLAY_FORMATS.map((name) => [name, true])) as Members<NonNullable<FieldSchema['x-format']>>],
    ['tag colours', definitions.tagColor!.enum, Object.fromEntries(TAG_COLORS.map((name) => [name, true]))],
  ];
  it.each(enums)('%s: the same values', (_name, values, members) => {
    expect((values ?? []).map(String).sort()).toEqual(Object.keys(members).sort());
  });

  it('records of fields, actions, states and transitions take the matching definition', () => {
    expect(deref(root.properties!.fields!.additionalProperties as Node)).toBe(definitions.field);
    expect(deref(root.properties!.actions!.additionalProperties as Node)).toBe(definitions.action);
    expect(deref(definitions.field!.properties!.items!.properties!.properties!.additionalProperties as Node)).toBe(definitions.field);
    // A state's value is a localized title that may carry its tag colour.
    const state = definitions.states!.properties!.values!.additionalProperties as Node;
    expect(Object.keys(state.properties ?? {}).sort()).toEqual(['color', 'en', 'zh']);
    expect(state.additionalProperties).toBe(false);
  });
});

/** A small valid schema; each broken case below changes one thing. */
function valid(): Record<string, unknown> {
  return {
    id: 'demo.thing',
    title: { zh: '东西', en: 'Things' },
    api: { pattern: 'admin', entity: 'thing' },
    storage: { table: 'demo_thing' },
    fields: { code: { type: 'string', title: { zh: '编码', en: 'Code' } } },
    list: { columns: ['code'] },
  };
}

function broken(change: (s: Record<string, any>) => void): Record<string, unknown> {
  const schema = valid();
  change(schema);
  return schema;
}

describe('validateEntityJson', () => {
  it('accepts the real schema files and the small example', () => {
    expect(validateEntityJson(sysparam)).toEqual([]);
    expect(validateEntityJson(carrier)).toEqual([]);
    expect(validateEntityJson(valid())).toEqual([]);
  });

  it('accepts several named lifecycles, guards of every form, locks and commands', () => {
    const lifecycle = (field: string) => ({
      field, initial: 'a', values: { a: { zh: '甲', en: 'A' }, b: { zh: '乙', en: 'B' } }, lock: ['b'], editable: ['code'],
      transitions: { [`go${field}`]: { from: ['a'], to: 'b', title: { zh: '走', en: 'Go' }, guard: { message: { zh: '不行', en: 'No' }, if: { all: [
        { field: 'code', op: 'le', ref: 'code' }, { field: 'code', op: 'eq', value: null }, { any: [{ field: 'code', op: 'empty' }, { not: { field: 'code', op: 'in', values: ['x', 1] } }] },
        { lines: 'goods', some: { field: 'qty', op: 'gt', value: 0 } }, { lines: 'goods', op: 'notEmpty' },
      ] } } } },
    });
    expect(validateEntityJson({ ...valid(), states: { declare: lifecycle('code'), fee: lifecycle('code') } })).toEqual([]);
    expect(validateEntityJson({ ...valid(), states: lifecycle('code') })).toEqual([]);
    const command = { title: { zh: '批', en: 'Approve' }, selection: 'many', button: 'add', handler: 'x.y', transition: 'gocode', confirm: { zh: '确定？', en: 'Sure?' }, params: { remark: { type: 'string', title: { zh: '备注', en: 'Remark' } } } };
    expect(validateEntityJson({ ...valid(), commands: { approve: command } })).toEqual([]);
    expect(validateEntityJson({ ...valid(), commands: { approve: { ...command, guard: { if: { field: 'code', op: 'lt' }, message: { zh: '不', en: 'No' } } } } }).length).toBeGreaterThan(0);
  });

  it.each<[string, (s: Record<string, any>) => void, string, RegExp]>([
    ['an unknown top-level key', (s) => { s.colour = 'red'; }, '/colour', /unknown key "colour"/],
    ['a missing id', (s) => { delete s.id; }, '', /required property 'id'/],
    ['an id without its area', (s) => { s.id = 'thing'; }, '/id', /pattern/],
    ['a title as an i18n key', (s) => { s.title = 'entity.thing'; }, '/title', /must be object/],
    ['an empty English title', (s) => { s.title.en = ''; }, '/title/en', /fewer than 1 characters/],
    ['a title without Chinese', (s) => { delete s.title.zh; }, '/title', /required property 'zh'/],
    ['an unknown field key', (s) => { s.fields.code['x-decorator'] = 'FormItem'; }, '/fields/code/x-decorator', /unknown key/],
    ['an unknown field type', (s) => { s.fields.code.type = 'text'; }, '/fields/code/type', /allowed values/],
    ['a field title as a string', (s) => { s.fields.code.title = 'Code'; }, '/fields/code/title', /must be object/],
    ['a field named like an engine key', (s) => { s.fields.version = s.fields.code; }, '/fields/version', /engine's own/],
    ['a field name with a dash', (s) => { s.fields['a-b'] = s.fields.code; }, '/fields/a-b', /pattern/],
    ['a string maxLength', (s) => { s.fields.code.maxLength = '20'; }, '/fields/code/maxLength', /must be integer/],
    ['an empty enum', (s) => { s.fields.code.enum = []; }, '/fields/code/enum', /fewer than 1 items/],
    ['a validator list of numbers', (s) => { s.fields.code['x-validator'] = [1]; }, '/fields/code/x-validator/0', /must be string/],
    ['an unknown column key', (s) => { s.fields.code['x-column'] = { wide: true }; }, '/fields/code/x-column/wide', /unknown key/],
    ['a filter op', (s) => { s.fields.code['x-filter'] = { op: 'between' }; }, '/fields/code/x-filter/op', /allowed values/],
    ['a reference to nothing', (s) => { s.fields.code['x-ref'] = { value: 'code', label: 'name' }; }, '/fields/code/x-ref', /oneOf|required property 'entity'/],
    ['a reference with an unknown key', (s) => { s.fields.code['x-ref'] = { entity: 'demo.other', value: 'code', label: 'name', show: 'name' }; }, '/fields/code/x-ref/show', /unknown key/],
    ['sub-table rows that are not objects', (s) => { s.fields.code.items = { type: 'string', properties: {} }; }, '/fields/code/items/type', /must be "object"/],
    ['a broken sub-table field', (s) => { s.fields.code.items = { type: 'object', properties: { x: { type: 'string' } } }; }, '/fields/code/items/properties/x', /required property 'title'/],
    ['an unknown pattern', (s) => { s.api = { pattern: 'soap', entity: 'x' }; }, '/api/pattern', /allowed values/],
    ['admin without entity', (s) => { delete s.api.entity; }, '/api', /required property 'entity'/],
    ['admin with a base key', (s) => { s.api.list = { qid: 'X' }; }, '/api/list', /unknown key/],
    ['an unknown admin call name', (s) => { s.api.names = { find: 'findThing' }; }, '/api/names/find', /unknown key/],
    ['base without its list qid', (s) => { s.api = { pattern: 'base', entity: 'Thing' }; }, '/api', /required property 'list'/],
    ['a lower-case qid', (s) => { s.api = { pattern: 'qid', qid: 'find_thing' }; }, '/api/qid', /pattern/],
    ['storage without a table', (s) => { s.storage = { unique: [['code']] }; }, '/storage', /required property 'table'/],
    ['an empty unique key', (s) => { s.storage.unique = [[]]; }, '/storage/unique/0', /fewer than 1 items/],
    ['no list columns', (s) => { s.list.columns = []; }, '/list/columns', /fewer than 1 items/],
    ['a repeated column', (s) => { s.list.columns = ['code', 'code']; }, '/list/columns', /duplicate/],
    ['a sort order', (s) => { s.list.defaultSort = { field: 'code', order: 'up' }; }, '/list/defaultSort/order', /allowed values/],
    ['a list panel without its component', (s) => { s.list.panel = { 'x-component-props': {} }; }, '/list/panel', /required property 'x-component'/],
    ['a list panel with an unknown key', (s) => { s.list.panel = { 'x-component': 'ScanBox', 'x-decorator': 'FormItem' }; }, '/list/panel/x-decorator', /unknown key/],
    ['a form grid of 5', (s) => { s.form = { grid: 5 }; }, '/form/grid', /allowed values/],
    ['a detail section without fields', (s) => { s.detail = { sections: [{ title: { zh: '基本', en: 'Basic' } }] }; }, '/detail/sections/0', /required property 'fields'/],
    ['an action without its name', (s) => { s.actions = { create: { button: 'add' } }; }, '/actions/create', /required property 'action'/],
    ['an action with an unknown key', (s) => { s.actions = { create: { action: 'create', permission: 'add' } }; }, '/actions/create/permission', /unknown key/],
    ['states without transitions', (s) => { s.states = { field: 'code', initial: 'a', values: { a: { zh: '甲', en: 'A' } } }; }, '/states', /required property 'transitions'/],
    ['a transition from nothing', (s) => { s.states = { field: 'code', initial: 'a', values: { a: { zh: '甲', en: 'A' } }, transitions: { go: { from: [], to: 'a', title: { zh: '走', en: 'Go' } } } }; }, '/states/transitions/go/from', /fewer than 1 items/],
    ['a named lifecycle without transitions', (s) => { s.states = { fee: { field: 'code', initial: 'a', values: { a: { zh: '甲', en: 'A' } } } }; }, '/states/fee', /required property 'transitions'/],
    ['a guard without its message', (s) => { s.states = { field: 'code', initial: 'a', values: { a: { zh: '甲', en: 'A' } }, transitions: { go: { from: ['a'], to: 'a', title: { zh: '走', en: 'Go' }, guard: { if: { field: 'code', op: 'notEmpty' } } } } }; }, '/states/transitions/go/guard', /required property 'message'/],
    ['a lock that is not a list', (s) => { s.states = { field: 'code', initial: 'a', values: { a: { zh: '甲', en: 'A' } }, transitions: {}, lock: 'a' }; }, '/states/lock', /must be array/],
    ['a command without its selection', (s) => { s.commands = { approve: { title: { zh: '批', en: 'Approve' } } }; }, '/commands/approve', /required property 'selection'/],
    ['a command selection of some', (s) => { s.commands = { approve: { title: { zh: '批', en: 'Approve' }, selection: 'some' } }; }, '/commands/approve/selection', /allowed values/],
    ['a command parameter without a title', (s) => { s.commands = { approve: { title: { zh: '批', en: 'Approve' }, selection: 'one', params: { remark: { type: 'string' } } } }; }, '/commands/approve/params/remark', /required property 'title'/],
  ])('rejects %s', (_name, change, path, message) => {
    const problems = validateEntityJson(broken(change));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems).toContainEqual({ path, message: expect.stringMatching(message) });
  });
});

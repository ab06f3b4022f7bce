import { describe, expect, it } from 'vitest';
import { checkEntityFiles, referenceProblems, type EntityCheckContext } from './entity-check';
import type { EntitySchema } from './entity-schema';
import { buildCatalogue } from './route-catalogue';

const title = { zh: '页面', en: 'Page' };
const route = (path: string, buttons: string[] = []) => ({
  path, name: path.replace(/[^A-Za-z0-9]/g, ''), title, titleKey: `route.${path.replace(/[^A-Za-z0-9]/g, '')}`, hidden: true,
  buttons: buttons.map((code) => ({ code, title })),
});

const context: EntityCheckContext = {
  catalogue: buildCatalogue([{ routes: [route('/things', ['add', 'edit', 'delete', 'export']), route('/others', ['add']), route('/reports')] }]),
  dictionaries: ['lockState'],
  components: ['Input', 'Input.TextArea', 'Select', 'NumberPicker', 'WarehousePicker'],
  actions: ['create', 'edit', 'view', 'delete', 'batchDelete', 'export', 'exportWord', 'exportPDF', 'import', 'command', 'transition', 'navigate'],
  qids: ['FIND_REPORT'],
};

/** A valid admin schema on /things; each case changes one thing. */
function thing(): EntitySchema {
  return {
    id: 'demo.thing',
    title: { zh: '东西', en: 'Things' },
    route: '/things',
    api: { pattern: 'admin', entity: 'thing' },
    storage: { table: 'demo_thing', unique: [['code']] },
    fields: {
      code: { type: 'string', title: { zh: '编码', en: 'Code' }, required: true, maxLength: 20, 'x-sanitize': 'lettersDigits' },
      phone: { type: 'string', title: { zh: '电话', en: 'Phone' }, 'x-validator': 'mainlandMobile', 'x-component': 'Input' },
      status: { type: 'string', title: { zh: '状态', en: 'Status' }, 'x-dict': 'lockState' },
    },
    list: { filters: ['code'], columns: ['code', 'phone', 'status'], toolbar: ['create', 'export'], row: ['edit', 'delete'] },
    form: { fields: ['code', 'phone'] },
    actions: {
      create: { action: 'create', button: 'add' },
      edit: { action: 'edit', button: 'edit' },
      delete: { action: 'delete', button: 'delete' },
      export: { action: 'export', button: 'export' },
    },
  };
}

type Change = (s: any) => void;

function problemsAfter(change: Change, ctx: EntityCheckContext = context) {
  const schema = thing();
  change(schema);
  return checkEntityFiles([{ file: 'thing.json', json: schema }], ctx);
}

describe('checkEntityFiles', () => {
  it('passes a valid schema', () => {
    expect(checkEntityFiles([{ file: 'thing.json', json: thing() }], context)).toEqual([]);
  });

  it("checks a detail tab's call: a GET command of the schema, its parameters, the row's fields", () => {
    const columns = [{ field: 'field', title }];
    const withCall = (call: object, method = 'GET') => problemsAfter((s) => {
      s.commands = { fieldsOf: { title, selection: 'none', call: { name: 'fieldsOf', method }, params: { code: { type: 'string', title } } } };
      s.detail = { tabs: [{ title, call: { columns, ...call } }] };
    });
    expect(withCall({ command: 'fieldsOf', params: { code: 'code' } })).toEqual([]);
    expect(withCall({ command: 'nope', params: {} })).toEqual([expect.objectContaining({ path: '/detail/tabs/0/call/command', message: expect.stringMatching(/unknown command "nope"/) })]);
    expect(withCall({ command: 'fieldsOf', params: {} }, 'POST')).toEqual([expect.objectContaining({ message: expect.stringMatching(/needs a GET call/) })]);
    expect(withCall({ command: 'fieldsOf', params: { colour: 'colour' } }).map((p) => p.message)).toEqual([
      expect.stringMatching(/"colour" is not a parameter/), expect.stringMatching(/unknown field "colour"/)]);
  });

  it('reports meta-schema problems with the file and the pointer, and skips the cross checks of that file', () => {
    const problems = problemsAfter((s) => { s.fields.code.type = 'text'; s.list.columns.push('nope'); });
    expect(problems).toEqual([expect.objectContaining({ file: 'thing.json', path: '/fields/code/type' })]);
  });

  it.each<[string, Change, string, RegExp]>([
    ['a column', (s) => s.list.columns.push('colour'), '/list/columns/3', /unknown field "colour"/],
    ['a filter', (s) => s.list.filters.push('colour'), '/list/filters/1', /unknown field/],
    ['the default sort', (s) => { s.list.defaultSort = { field: 'colour', order: 'asc' }; }, '/list/defaultSort/field', /unknown field/],
    ['a form field', (s) => { s.form.fields = ['phone', 'colour']; }, '/form/fields/1', /unknown field/],
    ['a detail section field', (s) => { s.detail = { sections: [{ title, fields: ['code', 'colour'] }] }; }, '/detail/sections/0/fields/1', /unknown field/],
    ['a detail tab sub-table', (s) => { s.detail = { tabs: [{ title, subTable: 'code' }] }; }, '/detail/tabs/0/subTable', /not a field of type array/],
    ['a unique key', (s) => { s.storage.unique = [['code', 'colour']]; }, '/storage/unique/0/1', /unknown field/],
    ['an index', (s) => { s.storage.indexes = [['colour']]; }, '/storage/indexes/0/0', /unknown field/],
    ['the site field', (s) => { s.storage.site = 'siteCode'; }, '/storage/site', /unknown field/],
    ['the status field', (s) => { s.states = { field: 'state', initial: 'a', values: { a: title }, transitions: {} }; }, '/states/field', /unknown field "state"/],
  ])('refuses an unknown field in %s', (_name, change, path, message) => {
    expect(problemsAfter(change)).toContainEqual({ file: 'thing.json', path, message: expect.stringMatching(message) });
  });

  it.each<[string, Change, string, RegExp]>([
    ['an unknown dictionary', (s) => { s.fields.status['x-dict'] = 'lockStat'; }, '/fields/status/x-dict', /unknown dictionary "lockStat"/],
    ['an unknown validator', (s) => { s.fields.phone['x-validator'] = 'mobile'; }, '/fields/phone/x-validator', /unknown validator "mobile"/],
    ['an unknown validator in a list', (s) => { s.fields.phone['x-validator'] = ['mainlandMobile', 'mobile']; }, '/fields/phone/x-validator/1', /unknown validator/],
    ['an unknown sanitizer', (s) => { s.fields.code['x-sanitize'] = 'trim'; }, '/fields/code/x-sanitize', /unknown sanitizer "trim"/],
    ['a mask on a field that is not a string', (s) => { s.fields.qty = { type: 'number', title, 'x-mask': 'phone' }; }, '/fields/qty/x-mask', /a mask applies to a string field/],
    ['a masked import key', (s) => { s.fields.code['x-mask'] = 'idCard'; s.import = { key: ['code'] }; }, '/fields/code/x-mask', /import key field "code" cannot be masked/],
    ['an inherited name as a sanitizer', (s) => { s.fields.code['x-sanitize'] = 'toString'; }, '/fields/code/x-sanitize', /unknown sanitizer/],
    ['an unknown component', (s) => { s.fields.phone['x-component'] = 'Input.Phone'; }, '/fields/phone/x-component', /unknown component "Input.Phone"/],
    ['an unknown component in a sub-table', (s) => {
      s.fields.lines = { type: 'array', title, items: { type: 'object', properties: { qty: { type: 'number', title, 'x-component': 'Spinner' } } } };
    }, '/fields/lines/items/properties/qty/x-component', /unknown component/],
    ['an unknown list panel component', (s) => { s.list.panel = { 'x-component': 'ScanBoks' }; }, '/list/panel/x-component', /unknown component "ScanBoks"/],
    ['items on a string field', (s) => { s.fields.code.items = { type: 'object', properties: {} }; }, '/fields/code/items', /only a field of type array/],
    ['a broken regular expression', (s) => { s.fields.code.pattern = '([a-z'; }, '/fields/code/pattern', /not a valid regular expression/],
    ['enum titles that do not match the enum', (s) => { s.fields.status.enum = ['0', '1']; s.fields.status['x-enum-titles'] = [title]; }, '/fields/status/x-enum-titles', /one title per enum value/],
    ['minLength above maxLength', (s) => { s.fields.code.minLength = 30; }, '/fields/code/minLength', /greater than maxLength/],
    ['a base field named ext_', (s) => { s.fields.ext_colour = { type: 'string', title }; }, '/fields/ext_colour', /tenant custom fields/],
    ['a default filter that is not a filter', (s) => { s.list.defaultFilters = { phone: '138' }; }, '/list/defaultFilters/phone', /not one of list.filters/],
    ['a date range default that is no period', (s) => {
      s.fields.day = { type: 'string', format: 'date', title, 'x-filter': { op: 'range' } };
      s.list.filters.push('day');
      s.list.defaultFilters = { day: 'yesterday' };
    }, '/list/defaultFilters/day', /today, last7days, thisMonth/],
  ])('refuses %s', (_name, change, path, message) => {
    expect(problemsAfter(change)).toContainEqual({ file: 'thing.json', path, message: expect.stringMatching(message) });
  });

  it.each<[string, Change, string, RegExp]>([
    ['a toolbar entry that is not an action key', (s) => s.list.toolbar.push('print'), '/list/toolbar/2', /"print" is not a key of actions/],
    ['a row entry that is not an action key', (s) => { s.list.row = ['view']; }, '/list/row/0', /not a key of actions/],
    ['a batch entry that is not an action key', (s) => { s.list.batch = ['batchDelete']; }, '/list/batch/0', /not a key of actions/],
    ['an unknown action name', (s) => { s.actions.create.action = 'add'; }, '/actions/create/action', /unknown action "add"/],
    ['a button not in the route\'s list', (s) => { s.actions.edit.button = 'audit'; }, '/actions/edit/button', /button "audit" is not in the button list of route \/things/],
    ['a button without a route', (s) => { delete s.route; }, '/actions/create/button', /needs the schema's route/],
    ['a command without a target', (s) => { s.actions.run = { action: 'command' }; }, '/actions/run', /needs a target/],
    ['a navigate target outside the catalogue', (s) => { s.actions.go = { action: 'navigate', target: '/nowhere' }; }, '/actions/go/target', /not in the route catalogue/],
    ['a transition action without states', (s) => { s.actions.approve = { action: 'transition', target: 'approve' }; }, '/actions/approve/target', /not a transition of states/],
  ])('refuses %s', (_name, change, path, message) => {
    expect(problemsAfter(change)).toContainEqual({ file: 'thing.json', path, message: expect.stringMatching(message) });
  });

  it.each<[string, Change, string, RegExp]>([
    ['import on the admin pattern', (s) => { s.actions.import = { action: 'import' }; }, '/actions/import/action', /admin pattern has no import call/],
    ['export on a base pattern without api.export', (s) => {
      s.api = { pattern: 'base', entity: 'Thing', list: { qid: 'FIND_THING' } };
    }, '/actions/export/action', /base pattern has no export call.*api\.export: true/],
    ['exportWord on the base pattern', (s) => {
      s.api = { pattern: 'base', entity: 'Thing', list: { qid: 'FIND_THING' }, export: true };
      s.actions.word = { action: 'exportWord' };
    }, '/actions/word/action', /base pattern has no exportWord call/],
    ['create on a qid page', (s) => { s.api = { pattern: 'qid', qid: 'FIND_REPORT' }; }, '/actions/create/action', /qid pattern has no create call/],
  ])('refuses %s', (_name, change, path, message) => {
    expect(problemsAfter(change)).toContainEqual({ file: 'thing.json', path, message: expect.stringMatching(message) });
  });

  it('passes a list panel naming a registered widget, with its props', () => {
    expect(problemsAfter((s) => { s.list.panel = { 'x-component': 'WarehousePicker', 'x-component-props': { size: 'large' } }; })).toEqual([]);
  });

  it('allows import and export on the base pattern when the api lists them', () => {
    expect(problemsAfter((s) => {
      s.api = { pattern: 'base', entity: 'Thing', list: { qid: 'FIND_THING' }, export: true, import: true };
      s.actions.import = { action: 'import' };
    })).toEqual([]);
  });

  it.each<[string, Change, string, RegExp]>([
    ['admin without storage', (s) => { delete s.storage; }, '/storage', /admin pattern needs storage/],
    ['base without storage', (s) => { s.api = { pattern: 'base', entity: 'Thing', list: { qid: 'FIND_THING' }, export: true }; delete s.storage; }, '/storage', /base pattern needs storage/],
    ['a base list qid also defined in schemas/queries', (s) => { s.api = { pattern: 'base', entity: 'Thing', list: { qid: 'FIND_REPORT' }, export: true }; }, '/api/list/qid', /also defined in schemas\/queries/],
    ['an unknown qid of a qid page', (s) => { s.api = { pattern: 'qid', qid: 'FIND_NOTHING' }; s.actions = {}; s.list = { columns: ['code'] }; }, '/api/qid', /unknown qid "FIND_NOTHING"/],
    ['a route outside the catalogue', (s) => { s.route = '/nowhere'; }, '/route', /not in the route catalogue/],
  ])('refuses %s', (_name, change, path, message) => {
    expect(problemsAfter(change)).toContainEqual({ file: 'thing.json', path, message: expect.stringMatching(message) });
  });

  describe('states', () => {
    const states = () => ({
      field: 'status', initial: 'draft', values: { draft: title, done: title },
      transitions: { finish: { from: ['draft'], to: 'done', title, button: 'edit' } },
    });

    it('passes declared values and buttons', () => {
      expect(problemsAfter((s) => { s.states = states(); s.actions.finish = { action: 'transition', target: 'finish', button: 'edit' }; })).toEqual([]);
    });

    it.each<[string, Change, string, RegExp]>([
      ['an undeclared initial state', (s) => { s.states = { ...states(), initial: 'new' }; }, '/states/initial', /"new" is not one of states.values/],
      ['an undeclared from', (s) => { s.states = states(); s.states.transitions.finish.from = ['draft', 'open']; }, '/states/transitions/finish/from/1', /"open" is not one of states.values/],
      ['an undeclared to', (s) => { s.states = states(); s.states.transitions.finish.to = 'closed'; }, '/states/transitions/finish/to', /not one of states.values/],
      ['a transition button not in the route\'s list', (s) => { s.states = states(); s.states.transitions.finish.button = 'release'; }, '/states/transitions/finish/button', /button "release" is not in the button list/],
      ['a transition action naming no transition', (s) => { s.states = states(); s.actions.go = { action: 'transition', target: 'start' }; }, '/actions/go/target', /"start" is not a transition/],
    ])('refuses %s', (_name, change, path, message) => {
      expect(problemsAfter(change)).toContainEqual({ file: 'thing.json', path, message: expect.stringMatching(message) });
    });
  });

  it('refuses a second schema with the same id or the same route, naming the first file', () => {
    const other = { ...thing(), storage: { table: 'demo_other' } };
    const problems = checkEntityFiles([{ file: 'a.json', json: thing() }, { file: 'b.json', json: other }], context);
    expect(problems).toEqual([
      { file: 'b.json', path: '/id', message: 'id "demo.thing" is already used by a.json' },
      { file: 'b.json', path: '/route', message: 'route "/things" is already the page of a.json' },
    ]);
  });

  it('takes validators and sanitizers from the context when given', () => {
    const ctx = { ...context, isValidator: (name: string) => name === 'mobile', isSanitizer: () => true };
    expect(problemsAfter((s) => { s.fields.phone['x-validator'] = 'mobile'; s.fields.code['x-sanitize'] = 'trim'; }, ctx)).toEqual([]);
  });

  it('skips route and button checks without a catalogue', () => {
    expect(problemsAfter((s) => { s.route = '/nowhere'; }, { ...context, catalogue: undefined })).toEqual([]);
  });

  it('does not freeze or change the checked JSON', () => {
    const schema = thing();
    const before = structuredClone(schema);
    checkEntityFiles([{ file: 'thing.json', json: schema }], context);
    expect(Object.isFrozen(schema)).toBe(false);
    expect(schema).toEqual(before);
  });
});

describe('fixed filters (list.fixedFilters)', () => {
  const report = (fixedFilters: Record<string, string>, filters: string[] = ['title']): EntitySchema => ({
    id: 'demo.report', title, route: '/reports', api: { pattern: 'qid', qid: 'FIND_REPORT' },
    fields: { title: { type: 'string', title }, kind: { type: 'string', title } },
    list: { columns: ['title'], filters, fixedFilters },
  });
  const shaped: EntityCheckContext = { ...context, qidShapes: { FIND_REPORT: { fields: ['title', 'kind'], filters: ['title', 'kind'] } } };
  const paths = (schema: EntitySchema) => checkEntityFiles([{ file: 'r.json', json: schema }], shaped).map((p) => `${p.path} ${p.message}`);

  it('accepts a filter of the shared qid kept out of the filter form', () => {
    expect(paths(report({ kind: 'daily' }))).toEqual([]);
  });

  it('refuses a fixed filter the qid lacks, one also in the form, and fixed filters outside the qid pattern', () => {
    expect(paths(report({ colour: 'red' }))).toEqual(['/list/fixedFilters/colour "colour" is not a filter of qid FIND_REPORT']);
    expect(paths(report({ kind: 'daily' }, ['title', 'kind']))).toEqual(['/list/fixedFilters/kind "kind" is fixed: it cannot also be one of list.filters']);
    const admin = thing();
    admin.list.fixedFilters = { code: 'A' };
    expect(checkEntityFiles([{ file: 'thing.json', json: admin }], context).map((p) => p.path)).toEqual(['/list/fixedFilters/code']);
  });
});

describe('referenceProblems', () => {
  it('checks link filters (list.urlFilters) and the owner field (storage.owner)', () => {
    const schema = thing();
    schema.list.urlFilters = { orderCodes: { field: 'id' }, colour: { field: 'nothing' } };
    schema.storage = { table: 'thing', owner: { field: 'missing', user: 'username' } };
    const problems = referenceProblems(schema).map((p) => p.path);
    expect(problems).toEqual(expect.arrayContaining(['/list/urlFilters/colour/field', '/storage/owner/field']));
    expect(problems).not.toContain('/list/urlFilters/orderCodes');
  });

  it('needs no context', () => {
    const schema = thing();
    schema.list.columns.push('colour');
    expect(referenceProblems(schema)).toEqual([{ path: '/list/columns/3', message: 'unknown field "colour"' }]);
  });
});

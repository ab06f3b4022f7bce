import { describe, expect, it } from 'vitest';
import carrierJson from '../../schemas/base/carrier.json';
import type { EntitySchema } from './entity-schema';
import { applyMergePatch, checkOverride, createMergePatch, diffSchemas, jsonEqual } from './tenant-override';

const carrier = carrierJson as EntitySchema;
const title = { zh: '自定义', en: 'Custom' };

describe('applyMergePatch (RFC 7396)', () => {
  // The examples of RFC 7396 appendix A.
  it.each<[unknown, unknown, unknown]>([
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [['a', 'b'], ['c', 'd'], ['c', 'd']],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, null, null],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ])('%j + %j = %j', (target, patch, result) => {
    expect(applyMergePatch(target, patch)).toEqual(result);
  });

  it('keeps nulls inside arrays, which replace whole', () => {
    expect(applyMergePatch({ a: [1, 2] }, { a: [null, 3] })).toEqual({ a: [null, 3] });
  });

  it('never changes its inputs, and shares nothing with them', () => {
    const target = { a: { b: [1] }, c: 1 };
    const patch = { a: { d: { e: 1 } }, c: null };
    const before = structuredClone({ target, patch });
    const result = applyMergePatch(target, patch) as { a: { b: number[]; d: { e: number } } };
    expect({ target, patch }).toEqual(before);
    result.a.b.push(2);
    result.a.d.e = 2;
    expect({ target, patch }).toEqual(before);
  });

  it('treats __proto__ as a plain member', () => {
    const result = applyMergePatch({}, JSON.parse('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(Object.hasOwn(result, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  });
});

describe('jsonEqual', () => {
  it('ignores member order, not array order', () => {
    expect(jsonEqual({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: undefined }, {})).toBe(false);
  });
});

describe('checkOverride', () => {
  const ok = (patch: unknown) => expect(checkOverride(carrier, patch)).toEqual([]);
  const refused = (patch: unknown, path: string, message: RegExp) => {
    expect(checkOverride(carrier, patch)).toContainEqual({ path, message: expect.stringMatching(message) });
  };

  it.each<[string, unknown]>([
    ['an empty patch', {}],
    ['the schema title', { title: { zh: '承运商', en: 'Carriers (ours)' } }],
    ['a field title and description', { fields: { carrierName: { title: title, description: title } } }],
    ['column order and hidden columns', { list: { columns: ['carrierName', 'carrierCode', 'status'] } }],
    ['filter order and hidden filters', { list: { filters: ['status', 'carrierCode'] } }],
    ['form fields', { form: { fields: ['carrierName', 'carrierCode', 'status'], grid: 3, mode: 'page' } }],
    ['hidden toolbar and row actions', { list: { toolbar: ['export', 'create'], row: ['edit'], batch: [] } }],
    ['widths, ellipsis and fixed columns', { fields: { carrierName: { 'x-column': { width: 240, ellipsis: true, fixed: 'left' } } } }],
    ['defaults and placeholders', { fields: { carrierType: { default: 'express', 'x-component-props': { placeholder: '请选择' }, 'x-decorator-props': { tooltip: 'x' } } } }],
    ['enum labels', { fields: { carrierType: { 'x-enum-titles': [title, title, title] } } }],
    ['display formats', { fields: { status: { 'x-format': 'status', 'x-colors': { '0': 'green' } }, carrierCode: { 'x-format': 'text' } } }],
    ['a default sort and page size', { list: { defaultSort: { field: 'carrierName', order: 'desc' }, pageSize: 50 } }],
    ['default filters', { list: { defaultFilters: { carrierName: '顺丰', status: '0' } } }],
    ['action titles, confirmations and whenDenied', { actions: { delete: { title, confirm: title, whenDenied: 'disable' } } }],
    ['a detail layout', { detail: { sections: [{ title, fields: ['carrierCode', 'carrierName'] }] } }],
    ['tightened constraints', { fields: { carrierName: { maxLength: 50, minLength: 2 }, contactName: { required: true, pattern: '^\\S+$' }, templateId: { 'x-validator': 'digitsAndLetters' }, contactPhone: { 'x-validator': ['mainlandMobile', 'digitsAndLetters'] } } }],
    ['custom fields shown in list and form', {
      fields: {
        ext_region: { type: 'string', title, maxLength: 20, 'x-validator': 'digitsAndLetters' },
        ext_since: { type: 'string', format: 'date', title },
        ext_rating: { type: 'integer', title, minimum: 1, maximum: 5 },
        ext_vip: { type: 'boolean', title },
      },
      list: { columns: ['carrierCode', 'ext_region', 'carrierName'] },
      form: { fields: ['carrierCode', 'carrierName', 'ext_region', 'ext_since'] },
    }],
  ])('allows %s', (_name, patch) => ok(patch));

  it.each<[string, unknown, string, RegExp]>([
    ['a patch that is not an object', ['x'], '', /JSON object/],
    ['the id', { id: 'base.shipper' }, '/id', /may not change id/],
    ['the api', { api: { export: false } }, '/api', /may not change api/],
    ['the storage', { storage: { table: 'my_carrier' } }, '/storage', /may not change storage/],
    ['the route', { route: '/sysparam' }, '/route', /may not change route/],
    ['the states', { states: { field: 'status', initial: '1', values: { 1: title }, transitions: {} } }, '/states', /may not change states/],
    ['the commands', { commands: { stamp: { title, selection: 'none' } } }, '/commands', /may not change commands/],
    ['a base field\'s type', { fields: { templateId: { type: 'integer' } } }, '/fields/templateId/type', /may not change a base field's type/],
    ['removing a base field', { fields: { templateId: null } }, '/fields/templateId', /may not be removed/],
    ['dropping required', { fields: { carrierCode: { required: null } } }, '/fields/carrierCode/required', /may not drop required/],
    ['setting required false', { fields: { carrierCode: { required: false } } }, '/fields/carrierCode/required', /may not drop required/],
    ['raising maxLength', { fields: { carrierCode: { maxLength: 40 } } }, '/fields/carrierCode/maxLength', /may only lower maxLength \(the base has 20\)/],
    ['dropping maxLength', { fields: { carrierCode: { maxLength: null } } }, '/fields/carrierCode/maxLength', /may not drop maxLength/],
    ['changing an enum', { fields: { carrierType: { enum: ['express', 'freight'] } } }, '/fields/carrierType/enum', /may not drop or change enum/],
    ['dropping a validator', { fields: { contactPhone: { 'x-validator': null } } }, '/fields/contactPhone/x-validator', /may not drop or change x-validator/],
    ['replacing a validator', { fields: { contactPhone: { 'x-validator': 'email' } } }, '/fields/contactPhone/x-validator', /may not drop or change x-validator/],
    ['changing a sanitizer', { fields: { carrierCode: { 'x-sanitize': 'englishLetters' } } }, '/fields/carrierCode/x-sanitize', /may not change x-sanitize/],
    ['changing a dictionary', { fields: { status: { 'x-dict': 'reviewState' } } }, '/fields/status/x-dict', /may not change x-dict/],
    ['changing a component', { fields: { contactName: { 'x-component': 'Select' } } }, '/fields/contactName/x-component', /may not change x-component/],
    ['making a field sortable', { fields: { contactName: { 'x-column': { sortable: true } } } }, '/fields/contactName/x-column/sortable', /may not change x-column.sortable/],
    ['linkage', { fields: { contactName: { 'x-reactions': { dependencies: ['carrierCode'] } } } }, '/fields/contactName/x-reactions', /may not change x-reactions/],
    ['a new field without ext_', { fields: { region: { type: 'string', title } } }, '/fields/region', /custom field named ext_/],
    ['an object custom field', { fields: { ext_meta: { type: 'object', title } } }, '/fields/ext_meta/type', /string, number, integer, boolean or date string/],
    ['a date-time custom field', { fields: { ext_at: { type: 'string', format: 'date-time', title } } }, '/fields/ext_at/format', /only have format date/],
    ['a custom field with a column type', { fields: { ext_note: { type: 'string', title, 'x-db-type': 'text' } } }, '/fields/ext_note/x-db-type', /may not have x-db-type/],
    ['a custom field with an unknown validator', { fields: { ext_note: { type: 'string', title, 'x-validator': 'nope' } } }, '/fields/ext_note/x-validator', /unknown validator/],
    ['a hidden base column brought in', { list: { columns: ['carrierCode', 'templateId'] } }, '/list/columns/1', /"templateId" is not in the base's list.columns/],
    ['a custom column that does not exist', { list: { columns: ['carrierCode', 'ext_nope'] } }, '/list/columns/1', /unknown field "ext_nope"/],
    ['a list panel where the base has none', { list: { panel: { 'x-component': 'ScanBox' } } }, '/list/panel/x-component', /list panel's component/],
    ['a custom field as a filter', { fields: { ext_note: { type: 'string', title } }, list: { filters: ['carrierName', 'ext_note'] } }, '/list/filters/1', /reorder and leave out, not add/],
    ['a new toolbar action', { list: { toolbar: ['create', 'edit'] } }, '/list/toolbar/1', /not in the base's list.toolbar/],
    ['removing an action', { actions: { delete: null } }, '/actions/delete', /may not be removed/],
    ['adding an action', { actions: { approve: { action: 'view' } } }, '/actions/approve', /may not add actions/],
    ['re-pointing an action\'s button', { actions: { delete: { button: 'edit' } } }, '/actions/delete/button', /may not change an action's button/],
    ['a merged result the meta-schema refuses', { title: { en: '' } }, '/title/en', /fewer than 1 characters/],
    ['an unknown key', { fields: { carrierName: { colour: 'red' } } }, '/fields/carrierName/colour', /unknown key "colour"/],
  ])('refuses %s', (_name, patch, path, message) => refused(patch, path, message));

  it('checks custom fields\' dictionaries and components when given the lists', () => {
    const patch = { fields: { ext_state: { type: 'string', title, 'x-dict': 'nope', 'x-component': 'Spinner' } } };
    expect(checkOverride(carrier, patch)).toEqual([]);
    expect(checkOverride(carrier, patch, { dictionaries: ['lockState'], components: ['Input'] })).toEqual([
      { path: '/fields/ext_state/x-dict', message: 'unknown dictionary "nope"' },
      { path: '/fields/ext_state/x-component', message: 'unknown component "Spinner"' },
    ]);
  });

  it('checks an overridden display format like the base\'s', () => {
    refused({ fields: { carrierName: { 'x-format': 'money' } } }, '/fields/carrierName/x-format', /shows numbers/);
  });

  it('does not change the base schema', () => {
    const before = structuredClone(carrier);
    checkOverride(carrier, { fields: { carrierName: { title } }, list: { columns: ['carrierName'] } });
    expect(carrier).toEqual(before);
  });
});

describe('checkOverride: x-when and form sections', () => {
  const express = { field: 'carrierType', in: ['express'], then: 'require' };
  /** The carrier with a rule (a label template required for express carriers) and a form in two sections. */
  const base = {
    ...structuredClone(carrier),
    fields: { ...structuredClone(carrier.fields), templateId: { ...carrier.fields.templateId!, 'x-when': [express] } },
    form: { mode: 'dialog', grid: 2, sections: [
      { title: { zh: '基本', en: 'Basics' }, fields: ['carrierCode', 'carrierName', 'carrierType'] },
      { title: { zh: '联系', en: 'Contact' }, fields: ['contactName', 'contactPhone', 'templateId'], grid: 1 },
    ] },
  } as EntitySchema;
  const check = (patch: unknown) => checkOverride(base, patch);

  it('allows adding show, disable and require rules to base and custom fields, the base rules kept', () => {
    expect(check({ fields: {
      contactName: { 'x-when': [{ field: 'carrierType', in: ['freight'], then: 'show' }, { field: 'carrierCode', filled: true, then: 'require' }] },
      templateId: { 'x-when': [express, { field: 'status', in: ['1'], then: 'disable' }] },
      ext_route: { type: 'string', title, 'x-when': [{ field: 'carrierType', in: ['freight'], then: 'show' }, { field: 'ext_vip', in: [true], then: 'require' }] },
      ext_vip: { type: 'boolean', title },
    } })).toEqual([]);
  });

  it('refuses dropping or changing a base rule, and hiding a field the base requires', () => {
    expect(check({ fields: { templateId: { 'x-when': null } } })).toContainEqual({ path: '/fields/templateId/x-when/0', message: expect.stringMatching(/may not drop or change a base x-when rule/) });
    expect(check({ fields: { templateId: { 'x-when': [{ ...express, in: ['freight'] }] } } })).toContainEqual({ path: '/fields/templateId/x-when/0', message: expect.stringMatching(/may not drop or change/) });
    expect(check({ fields: { templateId: { 'x-when': [express, { field: 'contactName', filled: true, then: 'show' }] } } })).toEqual([
      { path: '/fields/templateId/x-when/1', message: 'may not add a show rule to a field the base requires (the server would ask for a field the form hides)' },
    ]);
    // Required by `required`: the merged schema's own check says so too.
    expect(check({ fields: { carrierCode: { 'x-when': [{ field: 'carrierType', filled: true, then: 'show' }] } } }).map((p) => p.path)).toContain('/fields/carrierCode/x-when/0');
    expect(check({ fields: { contactName: { 'x-when': [{ field: 'nope', filled: true, then: 'show' }] } } })).toEqual([{ path: '/fields/contactName/x-when/0/field', message: 'unknown field "nope"' }]);
  });

  it('allows re-laying the sections: reorder, retitle, move, leave out, add ext_ fields', () => {
    expect(check({ fields: { ext_region: { type: 'string', title } }, form: { sections: [
      { title: { zh: '联系人', en: 'Who' }, fields: ['contactName', 'carrierCode', 'ext_region'] },
      { title: { zh: '其他', en: 'Other' }, fields: ['carrierType', 'templateId'], grid: 3 },
    ] } })).toEqual([]);
    expect(checkOverride(carrier, { form: { sections: [{ title, fields: ['carrierCode', 'status'] }] } })).toEqual([]);
  });

  it('refuses bringing in a base field the base form leaves out, in a section or by taking the sections away', () => {
    expect(check({ form: { sections: [{ title, fields: ['carrierCode', 'status'] }] } })).toEqual([
      { path: '/form/sections/0/fields/1', message: '"status" is not in the base\'s form: an override may reorder and leave out and add ext_ fields, not add' },
    ]);
    expect(check({ form: { sections: null } })).toEqual([{ path: '/form', message: 'without fields or sections the form would bring in "status", which the base form leaves out' }]);
    expect(check({ form: { fields: ['carrierCode'] } })).toContainEqual({ path: '/form/fields', message: 'form.sections replaces form.fields: give one of them' });
    expect(check({ form: { sections: null, fields: ['carrierName', 'carrierCode'] } })).toEqual([]);
    expect(check({ fields: null }).length).toBeGreaterThan(0);
  });
});

describe('diffSchemas', () => {
  it('lists changed, added and removed leaves, arrays whole', () => {
    const patch = {
      title: { en: 'Carriers (ours)' },
      fields: { carrierName: { maxLength: 50 }, ext_vip: { type: 'boolean', title } },
      list: { columns: ['carrierName', 'carrierCode'], pageSize: 50, defaultSort: null },
    };
    const merged = applyMergePatch(carrier, patch);
    expect(diffSchemas(carrier, merged)).toEqual([
      { path: '/title/en', from: 'Carriers', to: 'Carriers (ours)' },
      { path: '/fields/carrierName/maxLength', from: 100, to: 50 },
      { path: '/fields/ext_vip', from: undefined, to: { type: 'boolean', title } },
      { path: '/list/columns', from: carrier.list.columns, to: ['carrierName', 'carrierCode'] },
      { path: '/list/defaultSort', from: { field: 'carrierCode', order: 'asc' }, to: undefined },
      { path: '/list/pageSize', from: undefined, to: 50 },
    ]);
  });

  it('is empty for equal schemas and escapes pointer tokens', () => {
    expect(diffSchemas(carrier, structuredClone(carrier))).toEqual([]);
    expect(diffSchemas({ 'a/b': { '~c': 1 } }, { 'a/b': { '~c': 2 } })).toEqual([{ path: '/a~1b/~0c', from: 1, to: 2 }]);
    expect(diffSchemas(1, 2)).toEqual([{ path: '', from: 1, to: 2 }]);
  });
});

describe('createMergePatch', () => {
  const cases: [string, unknown, unknown][] = [
    ['a changed leaf', { a: 1, b: 2 }, { a: 1, b: 3 }],
    ['a removed member', { a: 1, b: { c: 2 } }, { a: 1 }],
    ['an added nested member', { a: { b: 1 } }, { a: { b: 1, c: [1, 2] } }],
    ['an array replaced whole', { list: { columns: ['a', 'b'] } }, { list: { columns: ['b', 'a'] } }],
    ['an object replacing a scalar', { a: 1 }, { a: { b: 1 } }],
  ];
  it.each(cases)('%s: applying the patch to the base gives the target', (_name, base, target) => {
    expect(applyMergePatch(base, createMergePatch(base, target))).toEqual(target);
  });

  it('is empty for equal inputs and names only what changed', () => {
    expect(createMergePatch({ a: { b: 1 } }, { a: { b: 1 } })).toEqual({});
    expect(createMergePatch({ a: { b: 1, c: 2 }, d: 1 }, { a: { b: 1, c: 3 }, d: 1 })).toEqual({ a: { c: 3 } });
    expect(createMergePatch({ a: 1, b: 2 }, { b: 2 })).toEqual({ a: null });
  });

  it('gives a patch the override check accepts for a custom field added to the form', () => {
    const base = { id: 'x', fields: { a: { type: 'string' } } };
    expect(createMergePatch(base, { ...base, fields: { ...base.fields, ext_b: { type: 'number' } } })).toEqual({ fields: { ext_b: { type: 'number' } } });
  });
});

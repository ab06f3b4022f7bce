import { describe, expect, it } from 'vitest';
import type { EntitySchema, RefSpec } from './entity-schema';
import { attachRefLabels, collectRefValues, referenceFields, refFilters, refLabel, REF_LABELS_KEY, toRefTree } from './references';

const city: RefSpec = { qid: 'FIND_REGION_CHILDREN', value: 'dictionaryValue', label: 'dictionaryName', params: { dictionaryCode: 'city' }, dependsOn: { field: 'provinceCode', param: 'parentValue' } };
const department: RefSpec = { entity: 'base.department', value: 'departmentCode', label: 'departmentName' };

describe('referenceFields', () => {
  it('lists the fields with an x-ref, in schema order', () => {
    const schema = { fields: { employeeCode: { type: 'string' }, departmentCode: { type: 'string', 'x-ref': department }, cityCode: { type: 'string', 'x-ref': city } } } as unknown as EntitySchema;
    expect(referenceFields(schema)).toEqual([['departmentCode', department], ['cityCode', city]]);
  });
});

describe('refFilters (the cascade params)', () => {
  it('sends the fixed params, and the parent value under the target param', () => {
    expect(refFilters(city, { provinceCode: '440000', cityCode: 'x' })).toEqual({ dictionaryCode: 'city', parentValue: '440000' });
    expect(refFilters(department, { anything: 1 })).toEqual({});
  });

  it('is undefined while the parent is empty: nothing can be picked yet', () => {
    expect(refFilters(city, {})).toBeUndefined();
    expect(refFilters(city, { provinceCode: '' })).toBeUndefined();
    expect(refFilters(city, { provinceCode: null })).toBeUndefined();
  });

  it('does not share the params object with the schema', () => {
    const filters = refFilters(city, { provinceCode: '1' })!;
    filters.dictionaryCode = 'changed';
    expect(city.params).toEqual({ dictionaryCode: 'city' });
  });
});

describe('label collection', () => {
  it('collects the distinct non-empty values of a field in first-seen order', () => {
    const rows = [{ d: 'OPS' }, { d: 'CUS' }, { d: 'OPS' }, { d: '' }, { d: null }, {}, { d: 7 }];
    expect(collectRefValues(rows, 'd')).toEqual(['OPS', 'CUS', 7]);
  });

  it('attaches the found labels under _labels, leaving out values without one', () => {
    const rows: Record<string, unknown>[] = [{ d: 'OPS', s: 'SZ001' }, { d: 'GONE', s: null }, { d: 7, s: 'SZ001' }];
    attachRefLabels(rows, new Map([['d', new Map([['OPS', '运营部'], ['7', '七']])], ['s', new Map([['SZ001', '深圳福田站']])]]));
    expect(rows.map((row) => row[REF_LABELS_KEY])).toEqual([{ d: '运营部', s: '深圳福田站' }, {}, { d: '七', s: '深圳福田站' }]);
    expect(refLabel(rows[0], 'd')).toBe('运营部');
    expect(refLabel(rows[1], 'd')).toBeUndefined();
    expect(refLabel(undefined, 'd')).toBeUndefined();
    expect(refLabel({ _labels: 'not a map' }, 'd')).toBeUndefined();
  });
});

describe('labels of a link (several values)', () => {
  it('collects each value of an array and joins its labels in the values\' order', () => {
    const rows: Record<string, unknown>[] = [{ r: [2, 5] }, { r: [5, 9] }, { r: [] }];
    expect(collectRefValues(rows, 'r')).toEqual([2, 5, 9]);
    attachRefLabels(rows, new Map([['r', new Map([['2', '操作员'], ['5', '关务']])]]));
    expect(rows.map((row) => row[REF_LABELS_KEY])).toEqual([{ r: '操作员, 关务' }, { r: '关务, 9' }, {}]);
  });
});

describe('toRefTree', () => {
  it("maps nested rows to the picker's nodes by the reference's value and label, dropping a row without a value", () => {
    const rows = [
      { id: 1, code: 'FOOD', name: '食品', children: [{ id: 2, code: 'MILK', name: '奶粉', children: [] }, { id: 3, code: null, name: '?', children: [{ id: 4, code: 'X', name: 'lost' }] }] },
      { id: 5, code: 7, name: null },
    ];
    expect(toRefTree(rows, { value: 'code', label: 'name' })).toEqual([
      { value: 'FOOD', label: '食品', children: [{ value: 'MILK', label: '奶粉' }] },
      { value: 7, label: '7' },
    ]);
  });
});

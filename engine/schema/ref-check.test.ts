import { describe, expect, it } from 'vitest';
import type { EntitySchema, FieldSchema, RefSpec } from './entity-schema';
import { entityFilterNames, refProblems } from './ref-check';
import { qidShapesOf } from './qid-shapes';

const t = { zh: '甲', en: 'A' };
const department: EntitySchema = {
  id: 'base.department',
  title: t,
  api: { pattern: 'base', entity: 'Department', list: { qid: 'FIND_DEPARTMENT' } },
  storage: { table: 'base_department' },
  fields: {
    departmentCode: { type: 'string', title: t },
    departmentName: { type: 'string', title: t, 'x-filter': { op: 'like' } },
    openedOn: { type: 'string', title: t, format: 'date', 'x-filter': { op: 'range' } },
  },
  list: { columns: ['departmentCode'], filters: ['departmentCode', 'departmentName', 'openedOn'] },
};
const report: EntitySchema = { id: 'demo.report', title: t, api: { pattern: 'qid', qid: 'FIND_REPORT' }, fields: { a: { type: 'string', title: t } }, list: { columns: ['a'] } };
const entities = new Map([[department.id, department], [report.id, report]]);
const qidShapes = qidShapesOf([{ json: { qid: 'FIND_SITE', fields: { id: 'id', siteCode: 'siteCode', siteName: 'siteName' }, filters: { siteCode: {}, siteName: {}, blOpen: {} } } }]);

function employee(ref: RefSpec, field: Partial<FieldSchema> = {}): EntitySchema {
  return {
    id: 'base.employee', title: t, api: { pattern: 'admin', entity: 'employee' }, storage: { table: 'base_employee' },
    fields: { provinceCode: { type: 'string', title: t }, ref: { type: 'string', title: t, ...field, 'x-ref': ref } },
    list: { columns: ['ref'] },
  };
}
const problems = (ref: RefSpec, field?: Partial<FieldSchema>) => refProblems(employee(ref, field), entities, ['FIND_SITE', 'FIND_REPORT'], qidShapes);

describe('refProblems', () => {
  it("checks a command parameter's reference as a field's, at its own path", () => {
    const schema: EntitySchema = { ...employee({ qid: 'FIND_SITE', value: 'siteCode', label: 'siteName' }), commands: {
      assign: { title: t, selection: 'none', params: { site: { type: 'string', title: t, 'x-ref': { qid: 'FIND_NOTHING', value: 'a', label: 'b' } } } },
    } };
    expect(refProblems(schema, entities, ['FIND_SITE'], qidShapes)).toEqual([{ path: '/commands/assign/params/site/x-ref/qid', message: 'unknown qid "FIND_NOTHING" (not defined in schemas/queries)' }]);
  });

  it('accepts a reference to an entity and to a qid, with their filters', () => {
    expect(problems({ entity: 'base.department', value: 'departmentCode', label: 'departmentName', search: 'departmentName' })).toEqual([]);
    expect(problems({ qid: 'FIND_SITE', value: 'siteCode', label: 'siteName', search: 'siteName', params: { blOpen: 1 }, dependsOn: { field: 'provinceCode', param: 'siteName' } })).toEqual([]);
  });

  it('names an unknown target, or one without a table', () => {
    expect(problems({ entity: 'base.nothing', value: 'a', label: 'b' })).toEqual([{ path: '/fields/ref/x-ref/entity', message: 'unknown entity "base.nothing"' }]);
    expect(problems({ entity: 'demo.report', value: 'a', label: 'a' })[0]!.message).toMatch(/no table of its own/);
    expect(problems({ qid: 'FIND_NOTHING', value: 'a', label: 'b' })).toEqual([{ path: '/fields/ref/x-ref/qid', message: 'unknown qid "FIND_NOTHING" (not defined in schemas/queries)' }]);
  });

  it('wants value and label among the target\'s fields, and value, search, params and dependsOn.param among its filters', () => {
    const found = problems({ entity: 'base.department', value: 'departmentName2', label: 'nope', search: 'openedOn', params: { x: 1 }, dependsOn: { field: 'provinceCode', param: 'parent' } });
    expect(found.map((p) => p.path)).toEqual([
      '/fields/ref/x-ref/value', '/fields/ref/x-ref/label', '/fields/ref/x-ref/value', '/fields/ref/x-ref/search', '/fields/ref/x-ref/params/x', '/fields/ref/x-ref/dependsOn/param',
    ]);
    expect(found[3]!.message).toBe('"openedOn" is not a filter of base.department (the typed text is sent to it)');
  });

  it('wants a tree reference to name an entity that is a tree', () => {
    expect(problems({ entity: 'base.department', value: 'departmentCode', label: 'departmentName', tree: true })).toEqual([{ path: '/fields/ref/x-ref/tree', message: 'entity "base.department" is not a tree (it has no "tree")' }]);
    expect(problems({ qid: 'FIND_SITE', value: 'siteCode', label: 'siteName', tree: true })).toEqual([{ path: '/fields/ref/x-ref/tree', message: 'a tree reference names its target entity (a qid has no tree)' }]);
    const org: EntitySchema = { ...department, id: 'admin.org', tree: { parent: 'parentId', label: 'departmentName' }, fields: { ...department.fields, parentId: { type: 'integer', title: t } } };
    const withOrg = refProblems(employee({ entity: 'admin.org', value: 'departmentCode', label: 'departmentName', tree: true }), new Map([...entities, [org.id, org]]), [], qidShapes);
    expect(withOrg).toEqual([]);
  });

  it('wants dependsOn to name another field of the schema', () => {
    expect(problems({ qid: 'FIND_SITE', value: 'siteCode', label: 'siteName', dependsOn: { field: 'cityCode', param: 'siteName' } })).toEqual([{ path: '/fields/ref/x-ref/dependsOn/field', message: 'unknown field "cityCode"' }]);
    expect(problems({ qid: 'FIND_SITE', value: 'siteCode', label: 'siteName', dependsOn: { field: 'ref', param: 'siteName' } })[0]!.message).toBe('a field cannot depend on itself');
  });

  it('wants a key type', () => {
    expect(problems({ qid: 'FIND_SITE', value: 'siteCode', label: 'siteName' }, { type: 'boolean' })[0]!.message).toMatch(/must be of type string, integer, number or array, not boolean/);
    // An array of keys (a link, a command's list of roles) is one; sub-table rows are not.
    expect(problems({ qid: 'FIND_SITE', value: 'siteCode', label: 'siteName' }, { type: 'array' })).toEqual([]);
    expect(problems({ qid: 'FIND_SITE', value: 'siteCode', label: 'siteName' }, { type: 'array', items: { type: 'object', properties: {} } })[0]!.message).toMatch(/not array/);
  });

  it('checks a qid reference by name only when the qids\' shapes are not known', () => {
    expect(refProblems(employee({ qid: 'FIND_SITE', value: 'x', label: 'y' }), entities, ['FIND_SITE'])).toEqual([]);
  });
});

describe('entityFilterNames', () => {
  it('names a range filter as its two bounds', () => {
    expect(entityFilterNames(department)).toEqual(['departmentCode', 'departmentName', 'openedOnFrom', 'openedOnTo']);
  });
});

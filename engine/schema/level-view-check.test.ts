import type { EntitySchema } from './entity-schema';
import { levelViewProblems } from './level-view-check';

const field = (extra: object = {}) => ({ type: 'string' as const, title: { zh: '字段', en: 'Field' }, maxLength: 20, ...extra });
const owner = {
  id: 'admin.region', title: { zh: '区域', en: 'Regions' }, api: { pattern: 'admin', entity: 'region' },
  storage: { table: 'sys_region', unique: [['code']] },
  tree: { parent: 'parent', label: 'code', parentKey: { field: 'parentCode', key: 'code' } },
  fields: { code: field(), parentCode: field(), level: field({ enum: ['a', 'b'] }), parent: { type: 'integer', title: { zh: '上级', en: 'Parent' } } },
  list: { columns: ['code'] },
} as unknown as EntitySchema;
const view = (storage: object, fields: object = { code: field(), level: field({ enum: ['a'], readOnly: true }) }) => ({
  id: 'base.levelA', title: { zh: 'A', en: 'A' }, api: { pattern: 'base', entity: 'LevelA', list: { qid: 'FIND_A' } },
  storage: { table: 'sys_region', of: 'admin.region', where: { level: 'a' }, ...storage }, fields, list: { columns: ['code'] },
}) as unknown as EntitySchema;
const byId = new Map([['admin.region', owner]]);
const messages = (schema: EntitySchema) => levelViewProblems(schema, byId).map((p) => `${p.path}: ${p.message}`);

describe('level views and parent keys', () => {
  it('accepts a view of the owner\'s fields with a read-only discriminator, and a tree keeping its parent\'s code', () => {
    expect(messages(view({ unique: [['code']] }))).toEqual([]);
    expect(messages(owner)).toEqual([]);
  });

  it('refuses an unknown owner, another table, a field the owner lacks or stores otherwise, and keys the owner has not', () => {
    expect(messages(view({ of: 'admin.nothing' }))).toEqual(['/storage/of: unknown entity "admin.nothing"']);
    expect(messages(view({ table: 'other' }))).toContain('/storage/table: a level view shares its owner\'s table "sys_region"');
    expect(messages(view({}, { code: field({ maxLength: 30 }), extra: field(), level: field({ enum: ['a'], readOnly: true }) }))).toEqual([
      '/fields/code: "code" must be stored as admin.region stores it (type, format, x-db-type, maxLength)',
      '/fields/extra: "extra" is not a field of admin.region, which makes the table\'s columns',
    ]);
    expect(messages(view({ unique: [['parentCode']], indexes: [['code']] }))).toEqual([
      '/storage/unique/0: a level view\'s unique keys are its owner\'s: admin.region has no unique key (parentCode)',
      '/storage/indexes: a level view\'s indexes are its owner\'s: declare them there',
    ]);
  });

  it('refuses a discriminator that is not read-only or not among its values', () => {
    expect(messages(view({}, { code: field(), level: field({ enum: ['a'] }) }))).toEqual(['/fields/level/readOnly: "level" is fixed by storage.where, so it must be readOnly']);
    expect(messages(view({ where: { level: 'b' } }))).toEqual(['/storage/where/level: "b" is not among the values of "level"']);
  });

  it('refuses a parent key over a field that is missing, not text, or not a unique key', () => {
    const tree = (parentKey: object, unique: string[][] = [['code']]) => ({ ...owner, storage: { ...owner.storage!, unique }, tree: { ...owner.tree!, parentKey } }) as EntitySchema;
    expect(messages(tree({ field: 'nope', key: 'code' }))).toEqual(['/tree/parentKey/field: unknown field "nope"']);
    expect(messages(tree({ field: 'parent', key: 'code' }))).toEqual(['/tree/parentKey/field: "parent" must be a string field (it holds a code)']);
    expect(messages(tree({ field: 'parentCode', key: 'code' }, []))).toEqual(['/tree/parentKey/key: "code" must be a unique key of its own (storage.unique) to name a parent']);
  });
});

import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../schema/entity-schema';
import { treeProblems } from './tree-check';

const t = (zh: string) => ({ zh, en: zh });
const schema = (tree: EntitySchema['tree'], parentType: 'integer' | 'string' = 'integer'): EntitySchema => ({
  id: 'admin.thing', title: t('x'), api: { pattern: 'admin', entity: 'thing' }, storage: { table: 'thing' },
  fields: { name: { type: 'string', title: t('n') }, parentId: { type: parentType, title: t('p') }, seq: { type: 'integer', title: t('s') } },
  list: { columns: ['name'] }, tree,
});

describe('treeProblems', () => {
  it('accepts a parent, label and sequence that fit', () => {
    expect(treeProblems(schema({ parent: 'parentId', label: 'name', sequence: 'seq' }))).toEqual([]);
  });
  it('names unknown fields', () => {
    expect(treeProblems(schema({ parent: 'nope', label: 'nada', sequence: 'none' })).map((p) => p.path)).toEqual(['/tree/parent', '/tree/label', '/tree/sequence']);
  });
  it('refuses a parent that cannot hold a row id', () => {
    expect(treeProblems(schema({ parent: 'parentId', label: 'name' }, 'string'))[0]!.message).toMatch(/integer/);
  });
  it('refuses a sequence that is not a number', () => {
    expect(treeProblems(schema({ parent: 'parentId', label: 'name', sequence: 'name' }))[0]!.path).toBe('/tree/sequence');
  });
});

import type { EntitySchema } from '../../../../engine/schema/entity-schema';
import { overrideLocks } from './override-locks';

const base = {
  id: 'demo.thing', title: { zh: '物品', en: 'Things' }, api: { pattern: 'admin', entity: 'thing' }, storage: { table: 'demo_thing' },
  fields: {
    code: { type: 'string', title: { zh: '编码', en: 'Code' }, required: true, maxLength: 20, 'x-sanitize': 'lettersDigits' },
    name: { type: 'string', title: { zh: '名称', en: 'Name' } },
    lines: { type: 'array', title: { zh: '明细', en: 'Lines' }, items: { type: 'object', properties: { a: { type: 'string', title: { zh: 'A', en: 'A' } } } } },
  },
  list: { columns: ['code', 'name'] },
} as unknown as EntitySchema;

describe('overrideLocks', () => {
  it('locks what checkOverride refuses on a base field, with its reason', () => {
    const locks = overrideLocks(base, { name: 'code' });
    expect(locks.get('required')).toMatch(/may not drop required/);
    expect(locks.get('x-sanitize')).toMatch(/may not change x-sanitize/);
    expect(locks.get('x-component')).toMatch(/may not change x-component/);
    expect(locks.has('title')).toBe(false);
    expect(overrideLocks(base, { name: 'name' }).has('required')).toBe(false);
  });

  it('locks a sub-table column’s component and name, and nothing of a field the override adds', () => {
    const locks = overrideLocks(base, { name: 'a', container: 'lines' });
    expect(locks.get('x-component')).toBeTruthy();
    expect(locks.has('name')).toBe(true);
    expect(overrideLocks(base, { name: 'ext_note' }).size).toBe(0);
  });
});

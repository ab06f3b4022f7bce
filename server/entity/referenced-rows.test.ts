import { compileEntity } from '../../engine/schema/entity-model';
import type { EntitySchema } from '../../engine/schema/entity-schema';
import { referrersOf } from './referenced-rows';

const schema = (id: string, table: string, fields: EntitySchema['fields']) =>
  compileEntity({ id, title: { zh: id, en: id }, api: { pattern: 'admin', entity: id.split('.')[1]! }, storage: { table }, fields, list: { columns: [] } } as EntitySchema);

const dict = schema('admin.dict', 'dict', { dictValue: { type: 'string', title: { zh: '值', en: 'Value' } } });
const note = schema('admin.note', 'note', {
  type: { type: 'string', title: { zh: '类型', en: 'Type' }, 'x-ref': { entity: 'admin.dict', value: 'dictValue', label: 'dictValue', params: { dictType: 'noteType' } } },
  secret: { type: 'string', title: { zh: '密', en: 'Secret' }, writeOnly: true, 'x-ref': { entity: 'admin.dict', value: 'dictValue', label: 'dictValue' } },
  other: { type: 'string', title: { zh: '别', en: 'Other' }, 'x-ref': { qid: 'FIND_X', value: 'v', label: 'l' } },
});

describe('referrersOf', () => {
  it('finds the stored fields of every served entity whose x-ref names the entity', () => {
    const found = referrersOf(dict, { all: () => [dict, note] });
    expect(found.map((r) => [r.model.id, r.field, r.ref.params])).toEqual([['admin.note', 'type', { dictType: 'noteType' }]]);
  });
  it('finds none without the served schemas', () => {
    expect(referrersOf(dict, {})).toEqual([]);
  });
});

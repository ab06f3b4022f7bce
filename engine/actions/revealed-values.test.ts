import { compileEntity } from '../schema/entity-model';
import type { EntitySchema } from '../schema/entity-schema';
import { revealedValues } from './revealed-values';

const model = compileEntity({
  id: 'admin.thing', title: { zh: '东西', en: 'Things' }, api: { pattern: 'admin', entity: 'thing' },
  fields: { secret: { type: 'string', title: { zh: '密钥', en: 'Secret' }, writeOnly: true } },
  list: { columns: [] },
} as unknown as EntitySchema);

describe('revealedValues', () => {
  it('titles each value handed out once by its field', () => {
    expect(revealedValues(model, { id: 1, _reveal: { secret: 'abc', other: 'x' } }, 'en')).toEqual([{ title: 'Secret', value: 'abc' }, { title: 'other', value: 'x' }]);
    expect(revealedValues(model, { result: 1, _reveal: { secret: 'abc' } }, 'zh')).toEqual([{ title: '密钥', value: 'abc' }]);
  });
  it('has none for a reply without them, or with empty ones', () => {
    expect(revealedValues(model, { id: 1 }, 'en')).toEqual([]);
    expect(revealedValues(model, { _reveal: { secret: '' } }, 'en')).toEqual([]);
    expect(revealedValues(model, undefined, 'en')).toEqual([]);
  });
});

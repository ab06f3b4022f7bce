import type { EntitySchema } from '../../../../engine/schema/entity-schema';
import { DESIGNER_DRAFT_KEY, readDesignerDraft, storeDesignerDraft } from './designer-draft';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('designer draft hand-over', () => {
  it('stores the schema as JSON under the shared key and reads it back', () => {
    const storage = memoryStorage();
    const schema = { id: 'gen.carrier', title: { zh: '承运商', en: 'Carriers' } } as unknown as EntitySchema;
    storeDesignerDraft(schema, storage);
    expect(JSON.parse(storage.getItem(DESIGNER_DRAFT_KEY)!)).toEqual(schema);
    expect(readDesignerDraft(storage)).toEqual({ status: 'ready', schema });
  });

  it('says none when nothing is stored, broken when it is not a schema object', () => {
    const storage = memoryStorage();
    expect(readDesignerDraft(storage)).toEqual({ status: 'none' });
    storage.setItem(DESIGNER_DRAFT_KEY, '{oops');
    expect(readDesignerDraft(storage)).toEqual({ status: 'broken' });
    storage.setItem(DESIGNER_DRAFT_KEY, '[1]');
    expect(readDesignerDraft(storage)).toEqual({ status: 'broken' });
  });
});

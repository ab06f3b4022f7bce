import { createComponentRegistry } from '../../../../engine/registry/components';
import { validateEntityJson, referenceProblems } from '../../../../engine/schema/entity-check';
import type { EntitySchema } from '../../../../engine/schema/entity-schema';
import { registerWidgets } from '../../../../widgets/index';
import { NOT_FIELD_COMPONENTS, PALETTE, PALETTE_GROUPS, newFieldOf, paletteItem, searchPalette } from './palette-catalogue';

/** A small valid schema holding one field made from the item. */
const schemaWith = (field: unknown) => ({
  id: 'demo.palette', title: { zh: '调色板', en: 'Palette' },
  api: { pattern: 'admin', entity: 'palette' }, storage: { table: 'demo_palette' },
  fields: { code: { type: 'string', title: { zh: '编码', en: 'Code' }, maxLength: 20 }, made: field },
  list: { columns: ['code', 'made'] }, form: { fields: ['code', 'made'] },
});

describe('the palette', () => {
  it('gives every item a field that passes the meta-schema and the references check', () => {
    for (const item of PALETTE) {
      const schema = schemaWith(newFieldOf(item));
      expect({ name: item.name, problems: validateEntityJson(schema) }).toEqual({ name: item.name, problems: [] });
      expect(referenceProblems(schema as unknown as EntitySchema)).toEqual([]);
    }
  });

  it('names only registered components, and lists every registered one that draws a field', () => {
    const registry = createComponentRegistry();
    registerWidgets(registry);
    const names = registry.names();
    for (const item of PALETTE) expect(names).toContain(item.name);
    const fieldComponents = names.filter((name) => !(name.startsWith('ArrayTable.')) && !Object.hasOwn(NOT_FIELD_COMPONENTS, name));
    expect(PALETTE.map((item) => item.name).sort()).toEqual([...fieldComponents].sort());
  });

  it('groups the items in group order, each titled in both languages with its component set', () => {
    const order = PALETTE.map((item) => PALETTE_GROUPS.indexOf(item.group));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(paletteItem('NumberPicker')!.field).toMatchObject({ type: 'number', 'x-component': 'NumberPicker', title: { zh: '数字', en: 'Number' } });
    expect(paletteItem('DatePicker')!.field).toMatchObject({ type: 'string', format: 'date' });
    expect(paletteItem('Switch')!.field.type).toBe('boolean');
    expect(paletteItem('Select')!.field.enum).toHaveLength(2);
    expect(paletteItem('ArrayTable')!.group).toBe('subTable');
    expect(paletteItem('DictSelect')!.toChoose).toEqual(['x-dict']);
  });

  it('hands out copies, and finds items by name or label in either language', () => {
    const item = paletteItem('Select')!;
    const copy = newFieldOf(item);
    (copy.enum as string[]).push('x');
    expect(item.field.enum).toHaveLength(2);
    expect(searchPalette('日期').map((i) => i.name)).toEqual(['DatePicker', 'DatePicker.RangePicker']);
    expect(searchPalette('upload').map((i) => i.name)).toEqual(['Upload']);
    expect(searchPalette('  ')).toHaveLength(PALETTE.length);
  });
});

import type { EntitySchema } from '../../../../engine/schema/entity-schema';
import { designReducer, emptyDesign, isDirty, type DesignAction, type DesignState } from './designer-state';
import { viewGroups } from './design-schema';
import { newFieldOf, paletteItem } from './palette-catalogue';

const base = {
  id: 'demo.thing', title: { zh: '物品', en: 'Things' }, api: { pattern: 'admin', entity: 'thing' }, storage: { table: 'demo_thing' },
  fields: {
    code: { type: 'string', title: { zh: '编码', en: 'Code' }, required: true, maxLength: 20 },
    name: { type: 'string', title: { zh: '名称', en: 'Name' } },
    stamp: { type: 'string', title: { zh: '时间', en: 'Stamp' }, readOnly: true },
    lines: { type: 'array', title: { zh: '明细', en: 'Lines' }, items: { type: 'object', properties: { a: { type: 'string', title: { zh: 'A', en: 'A' } }, b: { type: 'string', title: { zh: 'B', en: 'B' } } } } },
  },
  list: { columns: ['code', 'name'], filters: ['code'] },
  form: { grid: 2 },
} as unknown as EntitySchema;

const loaded = (target: 'override' | 'base' = 'base'): DesignState =>
  designReducer(emptyDesign(), { type: 'load', schemaId: 'demo.thing', base, edited: structuredClone(base) as unknown as Record<string, unknown>, target });
const run = (state: DesignState, ...actions: DesignAction[]) => actions.reduce(designReducer, state);
const add = (name: string, index: number, extra: Partial<Extract<DesignAction, { type: 'addField' }>> = {}): DesignAction =>
  ({ type: 'addField', componentName: name, field: newFieldOf(paletteItem(name)!), index, ...extra });
const fields = (state: DesignState) => state.edited.fields as Record<string, Record<string, unknown>>;
const form = (state: DesignState) => (state.edited.form as { fields?: string[] }).fields;

describe('designReducer', () => {
  it('loads clean, and is dirty after an edit and clean again once undone or saved', () => {
    const state = loaded();
    expect(isDirty(state)).toBe(false);
    const edited = designReducer(state, { type: 'updateField', ref: { name: 'name' }, changes: { required: true } });
    expect(isDirty(edited)).toBe(true);
    expect(isDirty(designReducer(edited, { type: 'undo' }))).toBe(false);
    expect(isDirty(designReducer(edited, { type: 'saved' }))).toBe(false);
  });

  it('materialises form.fields (every non-readOnly field) on the first edit of the form order', () => {
    const state = run(loaded(), { type: 'moveField', from: 0, to: 1 });
    expect(form(state)).toEqual(['name', 'code', 'lines']);
    expect(viewGroups(loaded().edited, 'form')[0]!.names).toEqual(['code', 'name', 'lines']);
  });

  it('adds a palette field at a position in base mode, with a free camelCase name, selected', () => {
    const state = run(loaded(), add('NumberPicker', 1), add('NumberPicker', 0));
    expect(form(state)).toEqual(['numberPicker2', 'code', 'numberPicker1', 'name', 'lines']);
    expect(fields(state).numberPicker1).toMatchObject({ type: 'number', 'x-component': 'NumberPicker' });
    expect(state.selected).toEqual({ name: 'numberPicker2', container: undefined });
  });

  it('adds only custom fields (ext_, simple types) in an override, never to the filters or a sub-table', () => {
    let state = run(loaded('override'), add('Input', 5));
    expect(form(state)).toEqual(['code', 'name', 'lines', 'ext_input1']);
    expect(run(state, add('ArrayTable', 0)).edited).toBe(state.edited);
    expect(run(state, add('Upload', 0)).edited).toBe(state.edited);
    expect(run(state, add('Input', 0, { container: 'lines' })).edited).toBe(state.edited);
    state = run(state, { type: 'setView', view: 'filters' });
    expect(run(state, add('Input', 0)).edited).toBe(state.edited);
  });

  it('adds, moves and removes sub-table columns in base mode (their key order is their order)', () => {
    let state = run(loaded(), add('Input', 1, { container: 'lines' }));
    const columns = () => Object.keys((fields(state).lines!.items as { properties: object }).properties);
    expect(columns()).toEqual(['a', 'input1', 'b']);
    state = run(state, { type: 'moveField', from: 0, to: 2, container: 'lines' });
    expect(columns()).toEqual(['input1', 'b', 'a']);
    state = run(state, { type: 'removeFromView', name: 'b', container: 'lines' });
    expect(columns()).toEqual(['input1', 'a']);
  });

  it('works on list columns, filters and detail sections through their own keys', () => {
    let state = run(loaded(), { type: 'setView', view: 'list' }, { type: 'moveField', from: 1, to: 0 });
    expect((state.edited.list as { columns: string[] }).columns).toEqual(['name', 'code']);
    state = run(state, { type: 'setView', view: 'filters' }, { type: 'showField', name: 'name', index: 1 });
    expect((state.edited.list as { filters: string[] }).filters).toEqual(['code', 'name']);
    state = run(state, { type: 'setView', view: 'detail' }, { type: 'removeFromView', name: 'lines', section: 0 });
    expect((state.edited.detail as { sections: { fields: string[] }[] }).sections[0]!.fields).toEqual(['code', 'name']);
  });

  it('leaves a base field out of the view in an override but keeps it; a new field left in no view goes', () => {
    let state = run(loaded('override'), { type: 'removeFromView', name: 'name' });
    expect(form(state)).toEqual(['code', 'lines']);
    expect(fields(state).name).toBeDefined();
    state = run(state, add('Input', 0), { type: 'removeFromView', name: 'ext_input1' });
    expect(fields(state).ext_input1).toBeUndefined();
  });

  it('updates a field (undefined removes a key), typing into one property being one undo step', () => {
    let state = run(loaded(), { type: 'updateField', ref: { name: 'name' }, changes: { title: { zh: '名', en: 'N' } } });
    state = run(state, { type: 'updateField', ref: { name: 'name' }, changes: { title: { zh: '名称2', en: 'N' } } });
    state = run(state, { type: 'updateField', ref: { name: 'code' }, changes: { maxLength: undefined } });
    expect(fields(state).code).not.toHaveProperty('maxLength');
    expect(state.past).toHaveLength(2);
    state = run(state, { type: 'undo' });
    expect(fields(state).name!.title).toEqual({ zh: '名称2', en: 'N' });
    state = run(state, { type: 'undo' });
    expect(fields(state).name!.title).toEqual({ zh: '名称', en: 'Name' });
    state = run(state, { type: 'redo' }, { type: 'redo' });
    expect(fields(state).code).not.toHaveProperty('maxLength');
    expect(state.future).toHaveLength(0);
  });

  it('renames new fields only, in every view, refusing a taken or wrong name', () => {
    let state = run(loaded(), add('Input', 0), { type: 'setView', view: 'list' }, { type: 'showField', name: 'input1', index: 0 });
    state = run(state, { type: 'renameField', ref: { name: 'input1' }, to: 'remark' });
    expect(form(state)![0]).toBe('remark');
    expect((state.edited.list as { columns: string[] }).columns[0]).toBe('remark');
    expect(run(state, { type: 'renameField', ref: { name: 'remark' }, to: 'code' }).edited).toBe(state.edited);
    expect(run(state, { type: 'renameField', ref: { name: 'code' }, to: 'code2' }).edited).toBe(state.edited);
    expect(run(state, { type: 'renameField', ref: { name: 'remark' }, to: 'Bad name' }).edited).toBe(state.edited);
  });

  it('sets the grid, replaces everything from the JSON panel, and deletes a field from every view in base mode', () => {
    let state = run(loaded(), { type: 'setFormGrid', grid: 3 });
    expect((state.edited.form as { grid: number }).grid).toBe(3);
    state = run(state, { type: 'replaceAll', json: { ...state.edited, title: { zh: 'X', en: 'X' } } });
    expect(state.edited.title).toEqual({ zh: 'X', en: 'X' });
    state = run(state, { type: 'deleteField', ref: { name: 'code' } });
    expect(fields(state).code).toBeUndefined();
    expect((state.edited.list as { columns: string[]; filters: string[] }).columns).toEqual(['name']);
    expect(run(loaded('override'), { type: 'deleteField', ref: { name: 'code' } }).edited.fields).toBeDefined();
    expect(fields(run(loaded('override'), { type: 'deleteField', ref: { name: 'code' } })).code).toBeDefined();
  });

  it('selects only fields that exist, and forgets a selection undone away', () => {
    expect(run(loaded(), { type: 'select', ref: { name: 'nope' } }).selected).toBeUndefined();
    const state = run(loaded(), add('Input', 0));
    expect(run(state, { type: 'undo' }).selected).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../../../engine/schema/entity-schema';
import { allowedActions, previewRequest } from './preview-request';
import { withDesignTitles } from './field-titles';
import { fieldInView } from './trace-view';
import { compactJson } from './compact-json';

const base = {
  id: 'demo.thing',
  fields: { code: { type: 'string', title: { zh: '编码', en: 'Code' } }, note: { type: 'string', title: { zh: '备注', en: 'Note' }, readOnly: true } },
  list: { columns: ['code'], filters: [] },
  actions: { create: { action: 'create', button: 'add' }, edit: { action: 'edit', button: 'edit' }, view: { action: 'view' } },
} as unknown as EntitySchema;
const edited = { ...base, fields: { ...base.fields, code: { type: 'string', title: { zh: '代码', en: 'Code' } } } } as unknown as Record<string, unknown>;

describe('previewRequest', () => {
  it('draws a new entity locally, and asks for the draft as a merge patch or for the saved override', () => {
    expect(previewRequest({ schemaId: undefined, base: undefined, edited, target: 'base' }, 'draft')).toEqual({ local: true });
    expect(previewRequest({ schemaId: 'demo.thing', base, edited, target: 'override' }, 'draft'))
      .toEqual({ local: false, schemaId: 'demo.thing', patch: { fields: { code: { title: { zh: '代码' } } } } });
    expect(previewRequest({ schemaId: 'demo.thing', base, edited, target: 'override' }, 'saved')).toEqual({ local: false, schemaId: 'demo.thing', patch: undefined });
    // A base file has no saved override to show: always the draft.
    expect(previewRequest({ schemaId: 'demo.thing', base, edited, target: 'base' }, 'saved')).toMatchObject({ patch: { fields: { code: { title: { zh: '代码' } } } } });
  });
});

describe('allowedActions', () => {
  it('keeps the actions whose button the role holds, and those without a button', () => {
    expect(allowedActions(base, 'all')).toEqual(['create', 'edit', 'view']);
    expect(allowedActions(base, ['add'])).toEqual(['create', 'view']);
  });
});

describe('fieldInView', () => {
  it('reads the form (all fields not read-only by default), the list and the detail', () => {
    const design = base as unknown as Record<string, unknown>;
    expect(fieldInView(design, 'code', 'form')).toBe(true);
    expect(fieldInView(design, 'note', 'form')).toBe(false);
    expect(fieldInView({ ...design, form: { fields: ['note'] } }, 'note', 'form')).toBe(true);
    expect(fieldInView(design, 'note', 'list')).toBe(false);
    expect(fieldInView(design, 'note', 'detail')).toBe(true);
    expect(fieldInView({ ...design, detail: { sections: [{ title: { zh: '', en: '' }, fields: ['code'] }] } }, 'note', 'detail')).toBe(false);
    expect(fieldInView(design, 'nope', 'form')).toBe(false);
  });
});

describe('compactJson', () => {
  it('shows absent as a dash and cuts long values', () => {
    expect(compactJson(undefined)).toBe('—');
    expect(compactJson({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(compactJson('x'.repeat(200), 10)).toBe('"xxxxxxxx…');
  });
});

describe('withDesignTitles', () => {
  it('gives the served fields the design’s titles, and leaves fields the design lacks', () => {
    const served = { code: base.fields.code!, extra: { type: 'string', title: { zh: '额外', en: 'Extra' } } } as EntitySchema['fields'];
    expect(withDesignTitles(served, edited)).toEqual({ code: { type: 'string', title: { zh: '代码', en: 'Code' } }, extra: served.extra });
    expect(withDesignTitles(undefined, edited)).toBeUndefined();
  });
});

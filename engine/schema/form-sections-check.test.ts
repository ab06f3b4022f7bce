import { referenceProblems, validateEntityJson } from './entity-check';
import type { EntitySchema, FormSpec } from './entity-schema';
import { formFieldNames, keepFormFields } from './form-field-names';
import { formSectionProblems } from './form-sections-check';

const t = (zh: string, en: string) => ({ zh, en });

function order(form: FormSpec): EntitySchema {
  return {
    id: 'demo.order', title: t('订单', 'Orders'), api: { pattern: 'admin', entity: 'order' }, storage: { table: 'demo_order' },
    fields: {
      sender: { type: 'string', title: t('发件人', 'Sender') },
      receiver: { type: 'string', title: t('收件人', 'Receiver') },
      goods: { type: 'string', title: t('货物', 'Goods') },
      code: { type: 'string', title: t('单号', 'No.'), readOnly: true },
    },
    list: { columns: ['sender'] },
    form,
  };
}

const sections: FormSpec['sections'] = [
  { title: t('发件人', 'Sender'), fields: ['sender'] },
  { title: t('收件人', 'Receiver'), fields: ['receiver', 'goods'], grid: 2 },
];

describe('formSectionProblems', () => {
  it('passes sections of existing fields, each once', () => {
    expect(formSectionProblems(order({ sections }))).toEqual([]);
    expect(validateEntityJson(order({ grid: 3, sections }))).toEqual([]);
    expect(referenceProblems(order({ sections }))).toEqual([]);
  });

  it('refuses sections beside fields, an unknown field and a field in two sections', () => {
    expect(formSectionProblems(order({ fields: ['sender'], sections }))).toEqual([{ path: '/form/fields', message: 'form.sections replaces form.fields: give one of them' }]);
    expect(formSectionProblems(order({ sections: [{ title: t('甲', 'A'), fields: ['sender', 'weight'] }] }))).toEqual([{ path: '/form/sections/0/fields/1', message: 'unknown field "weight"' }]);
    expect(referenceProblems(order({ sections: [...sections!, { title: t('再', 'Again'), fields: ['sender'] }] }))).toEqual([
      { path: '/form/sections/2/fields/0', message: '"sender" is already in section 1: a field sits in one section' },
    ]);
  });

  it('refuses an empty section, an unknown key and a grid of 5 in the meta-schema', () => {
    expect(validateEntityJson(order({ sections: [{ title: t('甲', 'A'), fields: [] }] }))[0]!.path).toBe('/form/sections/0/fields');
    expect(validateEntityJson(order({ sections: [{ title: t('甲', 'A'), fields: ['sender'], grid: 5 as 1 }] }))[0]!.path).toBe('/form/sections/0/grid');
    expect(validateEntityJson(order({ sections: [{ title: t('甲', 'A'), fields: ['sender'], span: 2 } as never] }))[0]!.path).toBe('/form/sections/0/span');
  });
});

describe('formFieldNames', () => {
  it('reads the sections in order, else form.fields, else every field that is not read-only', () => {
    expect(formFieldNames(order({ sections }))).toEqual(['sender', 'receiver', 'goods']);
    expect(formFieldNames(order({ fields: ['goods'] }))).toEqual(['goods']);
    expect(formFieldNames(order({}))).toEqual(['sender', 'receiver', 'goods']);
  });

  it('keeps the fields a test accepts, in fields and sections, dropping a section left empty', () => {
    expect(keepFormFields({ sections }, (name) => name !== 'sender')).toEqual({ sections: [sections![1]] });
    expect(keepFormFields({ grid: 2, fields: ['sender', 'goods'] }, (name) => name !== 'sender')).toEqual({ grid: 2, fields: ['goods'] });
    expect(keepFormFields(undefined, () => true)).toBeUndefined();
  });
});

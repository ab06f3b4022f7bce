import type { EntitySchema } from '../schema/entity-schema';
import { FULL_ACCESS, type FieldAccess } from './field-access';
import { schemaForAccess } from './schema-for-access';

const t = (zh: string) => ({ zh, en: zh });
const schema: EntitySchema = {
  id: 'x.person', title: t('人员'), route: '/people', api: { pattern: 'admin', entity: 'person' },
  fields: { name: { type: 'string', title: t('姓名') }, mobile: { type: 'string', title: t('手机'), 'x-mask': 'phone' }, email: { type: 'string', title: t('邮箱') } },
  list: { columns: ['name', 'mobile', 'email'], filters: ['name', 'email'], defaultSort: { field: 'email', order: 'asc' }, defaultFilters: { email: 'a' } },
  form: { fields: ['name', 'mobile', 'email'] },
  detail: { sections: [{ title: t('基本'), fields: ['name', 'email'] }], tabs: [{ title: t('联系'), fields: ['mobile', 'email'] }] },
};

describe('schemaForAccess', () => {
  it('drops a hidden field from fields, columns, filters, sort, form and detail; a masked one is read-only', () => {
    const access: FieldAccess = { hidden: new Set(['email']), fullValue: new Set(), masked: new Map([['mobile', 'phone']]) };
    const cut = schemaForAccess(schema, access);
    expect(Object.keys(cut.fields)).toEqual(['name', 'mobile']);
    expect(cut.fields.mobile!.readOnly).toBe(true);
    expect(cut.list).toMatchObject({ columns: ['name', 'mobile'], filters: ['name'], defaultSort: undefined, defaultFilters: {} });
    expect(cut.form!.fields).toEqual(['name', 'mobile']);
    expect(cut.detail!.sections![0]!.fields).toEqual(['name']);
    expect(cut.detail!.tabs![0]!.fields).toEqual(['mobile']);
    expect(schema.fields.email).toBeDefined();
  });
  it('serves the schema as it is when nothing is restricted', () => {
    expect(schemaForAccess(schema, FULL_ACCESS)).toBe(schema);
  });
});

import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema, FieldSchema } from '../../schema/entity-schema';
import sysparam from '../../../schemas/admin/sysparam.json';
import carrier from '../../../schemas/base/carrier.json';
import { toFormilyField, toFormilySchema } from './to-formily-schema';

type Rule = { required?: boolean; message?: string; validator?: (value: unknown) => string };
const rulesOf = (schema: { 'x-validator'?: unknown }) => schema['x-validator'] as Rule[];
/** The messages a value gets from a field's rules (required checked like Formily does). */
const messages = (schema: { 'x-validator'?: unknown }, value: unknown) =>
  rulesOf(schema).flatMap((rule) => (rule.required ? (value === '' || value === undefined ? [rule.message] : []) : [rule.validator!(value)].filter(Boolean)));

const sysparamModel = compileEntity(sysparam as unknown as EntitySchema);
const carrierModel = compileEntity(carrier as unknown as EntitySchema);
const grid = (schema: ReturnType<typeof toFormilySchema>) => (schema.properties as Record<string, unknown>).grid as { 'x-component-props': Record<string, unknown>; properties: Record<string, Record<string, unknown>> };

describe('toFormilySchema', () => {
  it('puts the form fields in a FormGrid of form.grid columns, in order, titled in the language', () => {
    const schema = grid(toFormilySchema(carrierModel, { language: 'en' }));
    expect(schema['x-component-props']).toMatchObject({ maxColumns: 2 });
    expect(Object.keys(schema.properties)).toEqual(carrierModel.formFields);
    expect(schema.properties.carrierCode).toMatchObject({ title: 'Carrier code', type: 'string', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-index': 0 });
    expect(grid(toFormilySchema(carrierModel, { language: 'zh' })).properties.carrierCode!.title).toBe('承运商编码');
  });

  it('turns required, maxLength and pattern into rules with messages in the language', () => {
    const key = grid(toFormilySchema(sysparamModel, { language: 'zh' })).properties.paramKey!;
    expect(messages(key, '')).toEqual(['请输入参数键']);
    expect(messages(key, '1abc')).toEqual(['参数键格式不正确：以英文字母开头，只含字母、数字和 _ . -（如 order.autoConfirmDays）']);
    expect(messages(key, 'a'.repeat(101))).toEqual(['参数键最多 100 个字符']);
    expect(messages(key, 'site.name')).toEqual([]);
    const en = grid(toFormilySchema(sysparamModel, { language: 'en' })).properties.paramKey!;
    expect(messages(en, '')).toEqual(['Key is required']);
  });

  it('gives enum options their titles, and x-dict a dictionary select', () => {
    const fields = grid(toFormilySchema(carrierModel, { language: 'zh' })).properties;
    expect(fields.carrierType).toMatchObject({ 'x-component': 'Select', enum: [{ value: 'express', label: '快递' }, { value: 'freight', label: '货运' }, { value: 'customs', label: '报关行' }] });
    expect(fields.status).toMatchObject({ 'x-component': 'DictSelect', 'x-component-props': { dictionaryCode: 'lockState' }, default: '0' });
  });

  it('checks named validators with the registry message', () => {
    const phone = grid(toFormilySchema(carrierModel, { language: 'zh' })).properties.contactPhone!;
    expect(messages(phone, '123')).toEqual(['请输入 11 位手机号码，以 13 至 19 开头（如 13800138000）']);
    expect(messages(phone, '13812345678')).toEqual([]);
    expect(messages(phone, '')).toEqual([]);
  });

  it('shows a read-only field (a masked phone the person may not see in full) read-only', () => {
    const phone = { type: 'string', title: { zh: '手机号', en: 'Mobile' }, 'x-validator': 'mainlandMobile', 'x-mask': 'phone' } as FieldSchema;
    expect(toFormilyField({ ...phone, readOnly: true }, 'zh')['x-read-only']).toBe(true);
    expect(toFormilyField(phone, 'zh')['x-read-only']).toBeUndefined();
  });

  it('adds a sanitizing reaction, after the x-when reaction', () => {
    const code = grid(toFormilySchema(carrierModel, { language: 'zh' })).properties.carrierCode!;
    const [sanitize] = code['x-reactions'] as ((field: { value: unknown; setValue(v: unknown): void }) => void)[];
    const field: { value: unknown; setValue(v: unknown): void } = { value: 'AB-1 2中', setValue(v: unknown) { this.value = v; } };
    sanitize!(field);
    expect(field.value).toBe('AB12');
    const both = toFormilyField({ type: 'string', title: { zh: 'x', en: 'x' }, 'x-when': [{ field: 'a', filled: true, then: 'show' }], 'x-sanitize': 'lettersDigits' }, 'zh');
    const reactions = both['x-reactions'] as ((field: Record<string, unknown>) => void)[];
    expect(reactions).toHaveLength(2);
    // Functions, never Formily's string expressions: nothing of the schema is compiled.
    expect(reactions.every((reaction) => typeof reaction === 'function')).toBe(true);
  });

  it('gives a field with require rules its own required message, switched off until a rule holds', () => {
    const taxNo = toFormilyField({ type: 'string', title: { zh: '税号', en: 'Tax no.' }, 'x-when': [{ field: 'kind', in: ['company'], then: 'require' }] }, 'zh');
    expect(rulesOf(taxNo)[0]).toEqual({ required: false, message: '请输入税号' });
    expect(taxNo.required).toBeUndefined();
    const required = toFormilyField({ type: 'string', title: { zh: '税号', en: 'Tax no.' }, required: true, 'x-when': [{ field: 'kind', in: ['company'], then: 'require' }] }, 'en');
    expect(rulesOf(required).filter((rule) => 'required' in rule)).toEqual([{ required: true, message: 'Tax no. is required' }]);
  });

  it('maps formats, types, and passes component and decorator props through', () => {
    const field = (f: Partial<FieldSchema>) => toFormilyField({ type: 'string', title: { zh: '字段', en: 'Field' }, ...f } as FieldSchema, 'en', 2);
    expect(field({ format: 'date' })['x-component']).toBe('DatePicker');
    expect(field({ format: 'date-time' })['x-component-props']).toEqual({ 'aria-label': 'Field', showTime: true });
    expect(messages(field({ format: 'email' }), 'nope')).toEqual(['Enter an email address such as name@example.com']);
    expect(field({ type: 'integer' })).toMatchObject({ type: 'number', 'x-component': 'NumberPicker' });
    expect(field({ type: 'boolean' })['x-component']).toBe('Switch');
    expect(field({ 'x-component': 'Input.TextArea', 'x-component-props': { rows: 4 }, 'x-decorator-props': { tooltip: 'hi' } })).toMatchObject({
      'x-component': 'Input.TextArea', 'x-component-props': { rows: 4 }, 'x-decorator-props': { gridSpan: 2, tooltip: 'hi' },
    });
    expect(messages(field({ type: 'number', minimum: 1, maximum: 9 }), 0)).toEqual(['Field may not be less than 1']);
    expect(() => field({ 'x-validator': 'noSuchCheck' })).toThrow('noSuchCheck');
    expect(() => field({ 'x-sanitize': 'noSuchSanitizer' })).toThrow('noSuchSanitizer');
  });

  it('draws an array of objects as an ArrayTable with a column per item field', () => {
    const lines = toFormilyField({
      type: 'array', title: { zh: '明细', en: 'Lines' },
      items: { type: 'object', properties: { sku: { type: 'string', title: { zh: '货号', en: 'SKU' }, required: true } } },
    }, 'en', 2) as { 'x-component': string; items: { properties: Record<string, { 'x-component-props': { title: string }; properties: Record<string, unknown> }> }; properties: Record<string, unknown> };
    expect(lines['x-component']).toBe('ArrayTable');
    expect(lines.items.properties.column_sku!['x-component-props'].title).toBe('SKU');
    expect(lines.items.properties.column_sku!.properties.sku).toMatchObject({ 'x-component': 'Input', required: true });
    expect(lines.properties.add).toMatchObject({ 'x-component': 'ArrayTable.Addition', title: 'Add a row' });
  });
});

describe('toFormilySchema with form.sections', () => {
  const sectioned = compileEntity({
    ...(carrier as unknown as EntitySchema),
    form: { mode: 'dialog', grid: 2, sections: [
      { title: { zh: '基本信息', en: 'Basics' }, fields: ['carrierCode', 'carrierName', 'carrierType'] },
      { title: { zh: '联系方式', en: 'Contact' }, fields: ['contactName', 'contactPhone'], grid: 1 },
    ] },
  });
  type Node = { properties: Record<string, Node>; 'x-component-props': Record<string, unknown>; 'x-content': { type: string; props: { children: string } }; 'x-index': number };

  it('draws each section as its heading over a grid of its own columns, fields indexed in form order', () => {
    const properties = toFormilySchema(sectioned, { language: 'en' }).properties as Record<string, Node>;
    expect(Object.keys(properties)).toEqual(['section0', 'section1']);
    const [basics, contact] = [properties.section0!, properties.section1!];
    expect(basics.properties.heading!['x-content']).toMatchObject({ type: 'h3', props: { children: 'Basics' } });
    expect(basics.properties.grid!['x-component-props']).toMatchObject({ maxColumns: 2 });
    expect(contact.properties.grid!['x-component-props']).toMatchObject({ maxColumns: 1 });
    expect(Object.keys(contact.properties.grid!.properties)).toEqual(['contactName', 'contactPhone']);
    expect(contact.properties.grid!.properties.contactPhone!['x-index']).toBe(4);
  });

  it('gives the listed fields one grid when told which fields (a command’s parameters)', () => {
    expect(Object.keys(grid(toFormilySchema(sectioned, { language: 'en', fields: ['carrierCode'] })).properties)).toEqual(['carrierCode']);
  });
});


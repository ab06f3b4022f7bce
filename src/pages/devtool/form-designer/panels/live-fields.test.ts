import { createForm, type Field } from '@formily/core';
import { compileEntity } from '../../../../../engine/schema/entity-model';
import type { EntitySchema, FieldSchema } from '../../../../../engine/schema/entity-schema';
import { toFormilyField } from '../../../../../engine/render/form/to-formily-schema';
import { loadEntityFiles } from '../../../../../schemas/load-entity-files';
import { refreshFields, shapeWithoutLiveProps } from './live-fields';

const carrier = loadEntityFiles().map(({ json }) => json as unknown as EntitySchema).find((schema) => schema.id === 'base.carrier')!;

/** The carrier with one field changed. */
const withField = (name: string, change: (field: Record<string, unknown>) => void): EntitySchema => {
  const schema = structuredClone(carrier);
  change(schema.fields[name] as unknown as Record<string, unknown>);
  return schema;
};

/** A form whose fields are drawn from the model's schema, as the preview draws them. */
function drawn(schema: EntitySchema) {
  const model = compileEntity(structuredClone(schema));
  const form = createForm();
  for (const [name, definition] of Object.entries(model.schema.fields)) {
    const property = toFormilyField(definition, 'en');
    form.createField({
      name,
      title: property.title as string,
      component: [property['x-component'], { ...(property['x-component-props'] as object) }],
      dataSource: property.enum as Field['dataSource'],
      validator: property['x-validator'] as Field['validator'],
    });
  }
  const field = (name: string) => form.query(name).take() as Field;
  return { model, form, field };
}

describe('shapeWithoutLiveProps', () => {
  it('is equal for schemas that differ only in what a live field can take', () => {
    const shape = shapeWithoutLiveProps(carrier);
    expect(shapeWithoutLiveProps(withField('carrierName', (f) => (f.title = { zh: '名称', en: 'Name' })))).toEqual(shape);
    expect(shapeWithoutLiveProps(withField('contactName', (f) => (f.required = true)))).toEqual(shape);
    expect(shapeWithoutLiveProps(withField('contactName', (f) => (f['x-component-props'] = { placeholder: 'Who' })))).toEqual(shape);
    expect(shapeWithoutLiveProps(withField('contactName', (f) => (f.maxLength = 5)))).toEqual(shape);
    expect(shapeWithoutLiveProps(withField('carrierType', (f) => (f.enum = ['express', 'air'])))).toEqual(shape);
  });

  it('differs where the form must be made again', () => {
    const shape = shapeWithoutLiveProps(carrier);
    // An enum turns an input into a select; a pattern or a validator may not compile; a default starts a new form.
    expect(shapeWithoutLiveProps(withField('contactName', (f) => (f.enum = ['a'])))).not.toEqual(shape);
    expect(shapeWithoutLiveProps(withField('contactName', (f) => (f.pattern = '^[a-z]+$')))).not.toEqual(shape);
    expect(shapeWithoutLiveProps(withField('contactName', (f) => (f['x-validator'] = 'email')))).not.toEqual(shape);
    expect(shapeWithoutLiveProps(withField('contactName', (f) => (f.default = 'x')))).not.toEqual(shape);
    expect(shapeWithoutLiveProps(withField('contactName', (f) => (f.format = 'date')))).not.toEqual(shape);
    // `x-when` reactions capture `required`.
    const when = withField('contactName', (f) => (f['x-when'] = [{ field: 'carrierType', equals: 'express', then: 'require' }]));
    expect(shapeWithoutLiveProps({ ...when, fields: { ...when.fields, contactName: { ...when.fields.contactName!, required: true } } })).not.toEqual(shapeWithoutLiveProps(when));
  });
});

describe('refreshFields', () => {
  it('writes required, a placeholder, options and bounds into the live fields, and only once', async () => {
    const { model, form, field } = drawn(carrier);
    const next = structuredClone(carrier).fields as Record<string, FieldSchema>;
    Object.assign(next.contactName!, { required: true, 'x-component-props': { placeholder: 'Who to call' }, maxLength: 3 });
    next.carrierType!.enum = ['express', 'air'];
    expect(field('contactName').required).toBe(false);

    expect(refreshFields(form, model, next, 'en').sort()).toEqual(['carrierType', 'contactName']);
    expect(field('contactName').required).toBe(true);
    expect(field('contactName').componentProps.placeholder).toBe('Who to call');
    expect(field('carrierType').dataSource.map((item) => item.value)).toEqual(['express', 'air']);
    await field('contactName').validate().catch(() => undefined);
    expect(field('contactName').selfErrors).toEqual(['Contact is required']);
    field('contactName').setValue('abcd');
    await field('contactName').validate().catch(() => undefined);
    expect(field('contactName').selfErrors).toEqual([expect.stringContaining('3')]);
    expect(refreshFields(form, model, next, 'en')).toEqual([]);

    // Taken back: the placeholder goes, the field is optional again, and the old message with it.
    const back = structuredClone(carrier).fields as Record<string, FieldSchema>;
    expect(refreshFields(form, model, back, 'en')).toContain('contactName');
    expect(field('contactName').required).toBe(false);
    expect(field('contactName').componentProps.placeholder).toBeUndefined();
    expect(field('contactName').selfErrors).toEqual([]);
  });

  it('relabels a renamed field, its accessible name and its messages', async () => {
    const { model, form, field } = drawn(carrier);
    const next = structuredClone(carrier).fields as Record<string, FieldSchema>;
    next.carrierName!.title = { zh: '简称', en: 'Short name' };
    expect(refreshFields(form, model, next, 'en')).toEqual(['carrierName']);
    expect(field('carrierName').title).toBe('Short name');
    expect(field('carrierName').componentProps['aria-label']).toBe('Short name');
    await field('carrierName').validate().catch(() => undefined);
    expect(field('carrierName').selfErrors).toEqual(['Short name is required']);
  });
});

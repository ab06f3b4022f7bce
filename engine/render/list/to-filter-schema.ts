/**
 * The filter form of a list as a Formily schema (pure): one input per filter field, no validation; a
 * range filter is a RangePicker for dates and two inputs (`{field}From`, `{field}To`) otherwise; a dictionary or
 * enum field is a select.
 */
import type { ISchema } from '@formily/react';
import type { EntityModel } from '../../schema/entity-model';
import type { FieldSchema } from '../../schema/entity-schema';
import { createTranslator } from '../engine-texts';
import { localize, type Language } from '../localize';
import { fieldComponent, refTargetProps } from '../form/field-component';

function filterInput(field: FieldSchema, title: string, language: Language): ISchema {
  const { component, props } = fieldComponent({ ...field, 'x-component': field['x-component'] === 'Input.TextArea' ? 'Input' : field['x-component'] }, language);
  const schema: ISchema = {
    type: field.type === 'integer' ? 'number' : field.type === 'array' ? 'string' : field.type,
    title,
    'x-decorator': 'FormItem',
    'x-component': component === 'Switch' ? 'Select' : component,
    'x-component-props': { allowClear: true, placeholder: component === 'Input' ? title : undefined, 'aria-label': title, ...props },
  };
  if (field.enum) schema.enum = field.enum.map((value, i) => ({ value, label: field['x-enum-titles']?.[i] ? localize(field['x-enum-titles'][i], language) : String(value) }));
  if (field.type === 'boolean') schema.enum = [{ value: true, label: '✓' }, { value: false, label: '✗' }];
  return schema;
}

/**
 * A range filter takes two cells of the filter grid (a date-time range reads "2026-01-01 00:00:00 → 2026-01-31
 * 23:59:59"; in one 220 px cell it was cut), and its inputs fill them.
 */
const RANGE_CELL = { style: { gridColumn: 'span 2' } };

function rangeInputs(name: string, field: FieldSchema, title: string, language: Language): Record<string, ISchema> {
  if (field.format === 'date' || field.format === 'date-time') {
    const props = { style: { width: '100%' }, ...(field.format === 'date-time' ? { showTime: true } : {}) };
    return { [name]: { type: 'array', title, 'x-decorator': 'FormItem', 'x-decorator-props': RANGE_CELL, 'x-component': 'DatePicker.RangePicker', 'x-component-props': props } };
  }
  const t = createTranslator(language);
  const input = field.type === 'number' || field.type === 'integer' ? 'NumberPicker' : 'Input';
  return {
    [`${name}Range`]: {
      type: 'void',
      title,
      'x-decorator': 'FormItem',
      'x-decorator-props': RANGE_CELL,
      'x-component': 'Space',
      'x-component-props': { size: 4, style: { display: 'flex' } },
      properties: {
        [`${name}From`]: { type: 'string', 'x-component': input, 'x-component-props': { placeholder: t('list.from'), 'aria-label': `${title} ${t('list.from')}` } },
        [`${name}To`]: { type: 'string', 'x-component': input, 'x-component-props': { placeholder: t('list.to'), 'aria-label': `${title} ${t('list.to')}` } },
      },
    },
  };
}

/** A text filter of several values (`x-filter.op: in`, no options to pick from): a paste box (pasted-values.ts). */
export function isPasteBox(field: FieldSchema): boolean {
  return field['x-filter']?.op === 'in' && field.type === 'string' && !field.enum && !field['x-dict'] && !field['x-ref'] && !field['x-options-call'];
}

function pasteBox(field: FieldSchema, title: string, language: Language): ISchema {
  const t = createTranslator(language);
  return {
    type: 'string',
    title,
    'x-decorator': 'FormItem',
    'x-component': 'Input.TextArea',
    'x-component-props': { allowClear: true, autoSize: { minRows: 1, maxRows: 6 }, placeholder: t('list.pasteValues', { title }), 'aria-label': title, 'data-paste-box': field.type },
  };
}

/** The filter form of a list: its fields side by side (FilterForm lays them out in a CSS grid). */
export function toFilterSchema(model: EntityModel, language: Language): ISchema {
  const properties: Record<string, ISchema> = {};
  for (const name of model.filterFields) {
    const field = model.schema.fields[name];
    if (!field) continue;
    const title = localize(field.title, language);
    if (field['x-filter']?.op === 'range') Object.assign(properties, rangeInputs(name, field, title, language));
    else if (isPasteBox(field)) properties[name] = pasteBox(field, title, language);
    else {
      const input = filterInput(field, title, language);
      Object.assign(input['x-component-props'] as object, refTargetProps(model.id, name, field, input['x-component']));
      properties[name] = input;
    }
  }
  return { type: 'object', properties };
}

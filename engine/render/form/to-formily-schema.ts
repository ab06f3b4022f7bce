/**
 * An entity's form as a Formily schema (pure; tested on the produced object). Field titles and messages are in the
 * page's language; `required`, lengths, pattern, bounds and named validators become validator rules
 * (field-rules.ts); `enum` becomes the options with their `x-enum-titles`; `x-dict` a dictionary select;
 * `x-sanitize` a reaction that cleans the value as the person types; `x-when` a reaction that shows, requires or
 * disables the field (when-reactions.ts); `x-component-props` and `x-decorator-props` pass through. Reactions are
 * functions built here, never Formily's `{{ }}` expressions (no schema text is compiled). The fields sit in a
 * FormGrid of `form.grid` columns, or, with `form.sections`, in one FormGrid per section under its heading.
 */
import { createElement } from 'react';
import type { ISchema } from '@formily/react';
import type { EntityModel } from '../../schema/entity-model';
import type { FieldSchema } from '../../schema/entity-schema';
import { createTranslator } from '../engine-texts';
import { localize, type Language } from '../localize';
import { fieldComponent, refTargetProps } from './field-component';
import { fieldRules } from './field-rules';
import { sanitizeReaction } from './sanitize-reaction';
import { whenReaction, whenRequiredRule } from './when-reactions';
import { treeParentField } from '../../tree/tree-parent-field';

/** Components that take the whole row of the grid. */
const WIDE = new Set(['Input.TextArea', 'ArrayTable']);

/** Formily's schema types (integers are numbers to it). */
const formilyType = (field: FieldSchema) => (field.type === 'integer' ? 'number' : field.type);

/**
 * One field as a Formily schema property.
 * @example toFormilyField(model.schema.fields.paramKey, 'en', 2)['x-validator'] // the rules with English messages
 */
export function toFormilyField(field: FieldSchema, language: Language, columns = 1): ISchema {
  const title = localize(field.title, language);
  const { component, props, choice } = fieldComponent(field, language);
  const wide = WIDE.has(component) && columns > 1 ? { gridSpan: columns } : {};
  const schema: ISchema = {
    type: formilyType(field),
    title,
    required: field.required || undefined,
    default: field.default,
    description: field.description ? localize(field.description, language) : undefined,
    'x-decorator': 'FormItem',
    'x-decorator-props': { ...wide, ...field['x-decorator-props'] },
    'x-component': component,
    // Formily's FormItem label is not a <label for>: name the control itself, so screen readers (and people
    // finding a field by its label) know what it is.
    'x-component-props': { 'aria-label': title, ...props },
    'x-validator': fieldRules(field, title, language, choice),
  };
  // A computed field is the server's (and shown live), a read-only one too (a masked phone the person may not
  // see in full, server/entity/field-permissions.ts): never typed in, nor checked.
  const readOnly = field['x-compute'] !== undefined || !!field.readOnly;
  if (readOnly) schema['x-read-only'] = true;
  if (field.enum) schema.enum = field.enum.map((value, i) => ({ value, label: field['x-enum-titles']?.[i] ? localize(field['x-enum-titles'][i], language) : String(value) }));
  const when = field['x-when'];
  if (when?.some((rule) => rule.then === 'require') && !field.required) (schema['x-validator'] as unknown[]).unshift(whenRequiredRule(title, language, choice));
  const reactions = [
    ...(when ? [whenReaction(when, { required: field.required, readOnly })] : []),
    ...(field['x-sanitize'] ? [sanitizeReaction(field['x-sanitize'], language)] : []),
  ];
  if (reactions.length) schema['x-reactions'] = reactions as ISchema['x-reactions'];
  if (field.type === 'array' && field.items && component === 'ArrayTable') Object.assign(schema, subTable(field.items.properties, language));
  return schema;
}

/** The rows of a sub-table: a column per item field, an index and a remove button, and an add button below. */
function subTable(properties: Record<string, FieldSchema>, language: Language): ISchema {
  const t = createTranslator(language);
  const columns: Record<string, ISchema> = {
    index: { type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { width: 60, title: '#' }, properties: { index: { type: 'void', 'x-component': 'ArrayTable.Index' } } },
  };
  for (const [name, item] of Object.entries(properties)) {
    columns[`column_${name}`] = {
      type: 'void',
      'x-component': 'ArrayTable.Column',
      'x-component-props': { title: localize(item.title, language) },
      properties: { [name]: { ...toFormilyField(item, language), title: undefined } },
    };
  }
  columns.operations = { type: 'void', 'x-component': 'ArrayTable.Column', 'x-component-props': { width: 80, title: '' }, properties: { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } } };
  return {
    items: { type: 'object', properties: columns },
    properties: { add: { type: 'void', title: t('form.add'), 'x-component': 'ArrayTable.Addition' } },
  };
}

export interface FormSchemaOptions {
  language: Language;
  /** The fields in form order (default: the model's form fields). */
  fields?: readonly string[];
  /** Columns of the grid (default: the schema's `form.grid`, else 1). */
  columns?: number;
  /** The id of the row the form edits (a tree's parent picker disables it and its descendants). */
  rowId?: number;
  /** Child tables whose lines the form edits (`form.lines`), by key, with their models: a table each, after the fields. */
  lines?: Readonly<Record<string, EntityModel>>;
}

/** The fields a line table shows: the child's form fields but its parent field (the server sets it) and computed ones. */
export function lineFields(child: EntityModel): string[] {
  return child.formFields.filter((name) => name !== child.schema.parent?.field && child.schema.fields[name]?.['x-compute'] === undefined);
}

/** A FormGrid of `columns` holding `properties`. */
const formGrid = (columns: number, properties: Record<string, ISchema>, index?: number): ISchema => ({
  type: 'void', 'x-component': 'FormGrid', 'x-component-props': { maxColumns: columns, minColumns: 1, columnGap: 16 }, properties, ...(index === undefined ? {} : { 'x-index': index }),
});

/** A section's heading: a plain h3 drawn by a void field without a component (its content), so people and screen readers find each group. */
const heading = (title: string): ISchema => ({
  type: 'void', 'x-content': createElement('h3', { className: 'clearway-form-section', style: { margin: '8px 0 12px', fontSize: 15, fontWeight: 600 } }, title),
});

/**
 * The whole form of an entity: its form fields in a FormGrid or, with `form.sections` (and no `fields` option), each
 * section as its heading over a FormGrid of its own columns (`section.grid`, else the form's). The lines' tables
 * come last, across the whole width.
 * @example <SchemaField schema={toFormilySchema(model, { language: 'zh' })} />
 */
export function toFormilySchema(model: EntityModel, options: FormSchemaOptions): ISchema {
  const columns = options.columns ?? model.schema.form?.grid ?? 1;
  const fieldsOf = (names: readonly string[], gridColumns: number, first = 0) => {
    const properties: Record<string, ISchema> = {};
    names.forEach((name, index) => {
      const field = model.schema.fields[name];
      // A write-only field (an initial password) is asked when the row is made, never shown again.
      if (!field || (field.writeOnly && options.rowId !== undefined)) return;
      const property = toFormilyField(field, options.language, gridColumns);
      // A tree's parent field picks in the tree (engine/tree/tree-parent-field.ts).
      const parent = treeParentField(model, name, options.rowId);
      if (parent) Object.assign(property, { 'x-component': parent['x-component'], 'x-component-props': { ...(property['x-component-props'] as object), ...parent['x-component-props'] } });
      Object.assign(property['x-component-props'] as object, refTargetProps(model.id, name, field, property['x-component']));
      properties[name] = { ...property, 'x-index': first + index };
    });
    return properties;
  };
  const lines: Record<string, ISchema> = {};
  Object.entries(options.lines ?? {}).forEach(([key, child], index) => {
    const fields = Object.fromEntries(lineFields(child).map((name) => [name, child.schema.fields[name]!]));
    lines[key] = {
      type: 'array', title: localize(child.schema.title, options.language), 'x-decorator': 'FormItem', 'x-decorator-props': { gridSpan: columns },
      'x-component': 'ArrayTable', 'x-component-props': { 'aria-label': localize(child.schema.title, options.language), pagination: false },
      'x-index': 1000 + index, ...subTable(fields, options.language),
    };
  });
  const sections = options.fields ? undefined : model.schema.form?.sections;
  if (!sections) return { type: 'object', properties: { grid: formGrid(columns, { ...fieldsOf(options.fields ?? model.formFields, columns), ...lines }) } };
  const properties: Record<string, ISchema> = {};
  let placed = 0;
  sections.forEach((section, index) => {
    const sectionColumns = section.grid ?? columns;
    properties[`section${index}`] = {
      type: 'void', 'x-index': index,
      properties: { heading: { ...heading(localize(section.title, options.language)), 'x-index': 0 }, grid: formGrid(sectionColumns, fieldsOf(section.fields, sectionColumns, placed), 1) },
    };
    placed += section.fields.length;
  });
  if (Object.keys(lines).length) properties.lines = formGrid(columns, lines, sections.length);
  return { type: 'object', properties };
}

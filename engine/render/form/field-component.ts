/**
 * Which component draws a field in a form, and with which props: the schema's `x-component` when it names one,
 * else a dictionary select (`x-dict`), a select over `enum`, a date picker (`format`), or the type's usual input.
 */
import type { FieldSchema, LocalizedText } from '../../schema/entity-schema';
import { localize, type Language } from '../localize';

/** The registered name of the dictionary select widget (widgets/dict-select). */
export const DICT_SELECT = 'DictSelect';
/** The registered name of the dictionary display widget. */
export const DICT_TAG = 'DictTag';
/**
 * The registered name of the reference picker (widgets/ref-select): a searchable remote select over the target of
 * `x-ref`, or a searchable tree of its rows for a tree target (`x-ref.tree`).
 */
export const REF_SELECT = 'RefSelect';

export interface FieldComponent {
  component: string;
  props: Record<string, unknown>;
  /** The person picks a value rather than types one (the required message says "choose"). */
  choice: boolean;
}

const CHOICES = new Set(['Select', DICT_SELECT, REF_SELECT, 'DatePicker', 'TreeSelect', 'Cascader', 'Radio.Group', 'Checkbox.Group', 'Switch']);

function defaultComponent(field: FieldSchema): FieldComponent {
  // A link (`x-link`, an array of references) picks several.
  if (field['x-ref']) return { component: REF_SELECT, props: { reference: field['x-ref'], allowClear: true, ...(field.type === 'array' ? { mode: 'multiple' } : {}) }, choice: true };
  if (field.writeOnly) return { component: 'Password', props: { autoComplete: 'new-password' }, choice: false };
  if (field['x-dict']) return { component: DICT_SELECT, props: { dictionaryCode: field['x-dict'], allowClear: true }, choice: true };
  if (field.enum) return { component: 'Select', props: { allowClear: true }, choice: true };
  if (field.format === 'date') return { component: 'DatePicker', props: {}, choice: true };
  if (field.format === 'date-time') return { component: 'DatePicker', props: { showTime: true }, choice: true };
  switch (field.type) {
    case 'number':
    case 'integer':
      return { component: 'NumberPicker', props: field.type === 'integer' ? { precision: 0 } : {}, choice: false };
    case 'boolean':
      return { component: 'Switch', props: {}, choice: true };
    case 'array':
      return { component: 'ArrayTable', props: {}, choice: false };
    default:
      return { component: 'Input', props: {}, choice: false };
  }
}

/** The component and props of a field (the schema's `x-component-props` override the defaults). */
export function fieldComponent(field: FieldSchema, language: Language = 'zh'): FieldComponent {
  const fallback = defaultComponent(field);
  const component = field['x-component'] ?? fallback.component;
  const props = component === fallback.component ? { ...fallback.props } : field['x-dict'] ? { dictionaryCode: field['x-dict'] } : {};
  const own = { ...field['x-component-props'] };
  // A placeholder may be written in both languages ({ zh, en }), like every other text of a schema.
  if (isLocalizedText(own.placeholder)) own.placeholder = localize(own.placeholder, language);
  return { component, props: { ...props, ...own }, choice: CHOICES.has(component) };
}

const isLocalizedText = (value: unknown): value is LocalizedText =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).every((key) => key === 'zh' || key === 'en');

/**
 * What the reference picker needs beyond its field schema to ask for options (`POST /api/clearway/references/options`):
 * the referring entity and field. Empty for a field without `x-ref` or drawn by another component.
 */
export function refTargetProps(entity: string, name: string, field: FieldSchema, component: unknown): Record<string, unknown> {
  return field['x-ref'] && component === REF_SELECT ? { entity, field: name } : {};
}

/**
 * The palette (docs/domain/devtool.md "The form designer"): every component a schema may name as a field's
 * `x-component` — Formily's antd components (engine/registry/components.ts) and the registered widgets
 * (widgets/index.ts) — grouped, labelled in both languages, each with the field it creates. Registered names that do
 * not draw a field of their own are listed in {@link NOT_FIELD_COMPONENTS} with the reason, so a test can tell
 * that every other registered name is here. Pure.
 */
import type { LocalizedText } from '../../../../engine/schema/entity-schema';
import type { FieldJson } from './design-schema';

export type PaletteGroup = 'input' | 'choice' | 'date' | 'upload' | 'subTable' | 'widget';
export const PALETTE_GROUPS: readonly PaletteGroup[] = ['input', 'choice', 'date', 'upload', 'subTable', 'widget'];

export interface PaletteItem {
  /** The registered component name (`x-component`). */
  name: string;
  group: PaletteGroup;
  label: LocalizedText;
  /** The field it creates (without its name: the designer gives a free one). */
  field: FieldJson;
  /** Keys the person should fill in before the field works (a dictionary, a URL): the properties panel marks them. */
  toChoose?: string[];
}

const options = (): FieldJson => ({
  enum: ['option1', 'option2'],
  'x-enum-titles': [{ zh: '选项一', en: 'Option 1' }, { zh: '选项二', en: 'Option 2' }],
});

/** `x-component` name → the rest of its item (the title of the field is the item's label). */
const ITEMS: PaletteItem[] = [
  { name: 'Input', group: 'input', label: { zh: '单行文本', en: 'Text' }, field: { type: 'string', maxLength: 100 } },
  { name: 'Input.TextArea', group: 'input', label: { zh: '多行文本', en: 'Text area' }, field: { type: 'string', maxLength: 500 } },
  { name: 'Password', group: 'input', label: { zh: '密码', en: 'Password' }, field: { type: 'string', maxLength: 64 } },
  { name: 'NumberPicker', group: 'input', label: { zh: '数字', en: 'Number' }, field: { type: 'number' } },
  { name: 'Select', group: 'choice', label: { zh: '下拉选择', en: 'Select' }, field: { type: 'string', maxLength: 50, ...options() } },
  { name: 'Radio.Group', group: 'choice', label: { zh: '单选', en: 'Radio group' }, field: { type: 'string', maxLength: 50, ...options() } },
  { name: 'Checkbox.Group', group: 'choice', label: { zh: '多选', en: 'Checkbox group' }, field: { type: 'array', 'x-component-props': { options: [{ label: 'Option 1', value: 'option1' }, { label: 'Option 2', value: 'option2' }] } }, toChoose: ['x-component-props'] },
  { name: 'Checkbox', group: 'choice', label: { zh: '勾选框', en: 'Checkbox' }, field: { type: 'boolean' } },
  { name: 'Switch', group: 'choice', label: { zh: '开关', en: 'Switch' }, field: { type: 'boolean', default: false } },
  { name: 'TreeSelect', group: 'choice', label: { zh: '树选择', en: 'Tree select' }, field: { type: 'string', 'x-component-props': { treeData: [] } }, toChoose: ['x-component-props'] },
  { name: 'Cascader', group: 'choice', label: { zh: '级联选择', en: 'Cascader' }, field: { type: 'array', 'x-component-props': { options: [] } }, toChoose: ['x-component-props'] },
  { name: 'DatePicker', group: 'date', label: { zh: '日期', en: 'Date' }, field: { type: 'string', format: 'date' } },
  { name: 'DatePicker.RangePicker', group: 'date', label: { zh: '日期范围', en: 'Date range' }, field: { type: 'array' } },
  { name: 'TimePicker', group: 'date', label: { zh: '时间', en: 'Time' }, field: { type: 'string', maxLength: 8 } },
  { name: 'Upload', group: 'upload', label: { zh: '附件', en: 'Attachments' }, field: { type: 'array', 'x-component-props': { maxCount: 3 } } },
  { name: 'FileLink', group: 'upload', label: { zh: '文件链接', en: 'File link' }, field: { type: 'string', maxLength: 255 } },
  {
    name: 'ArrayTable', group: 'subTable', label: { zh: '子表', en: 'Sub-table' },
    field: { type: 'array', items: { type: 'object', properties: { column1: { type: 'string', title: { zh: '列1', en: 'Column 1' }, maxLength: 100 } } } },
  },
  { name: 'DictSelect', group: 'widget', label: { zh: '字典选择', en: 'Dictionary select' }, field: { type: 'string', maxLength: 50 }, toChoose: ['x-dict'] },
  { name: 'RemoteSelect', group: 'widget', label: { zh: '远程选择', en: 'Remote select' }, field: { type: 'string', maxLength: 50, 'x-component-props': { url: '/api/' } }, toChoose: ['x-component-props'] },
  { name: 'RegionCascader', group: 'widget', label: { zh: '地区', en: 'Region' }, field: { type: 'array', 'x-component-props': { depth: 3 } } },
  { name: 'AddressTree', group: 'widget', label: { zh: '地址树', en: 'Address tree' }, field: { type: 'array', 'x-component-props': { depth: 4 } } },
  { name: 'TreePicker', group: 'widget', label: { zh: '树节点选择', en: 'Tree picker' }, field: { type: 'integer', 'x-component-props': { url: '/api/', labelField: 'name' } }, toChoose: ['x-component-props'] },
  { name: 'TreeCheckbox', group: 'widget', label: { zh: '勾选树', en: 'Checkable tree' }, field: { type: 'array', 'x-component-props': { url: '/api/' } }, toChoose: ['x-component-props'] },
  { name: 'RichText', group: 'widget', label: { zh: '富文本', en: 'Rich text' }, field: { type: 'string', maxLength: 200000, 'x-db-type': 'text', 'x-sanitize': 'html', 'x-decorator-props': { gridSpan: 2 } } },
  { name: 'TemplatePreview', group: 'widget', label: { zh: '打印模板', en: 'Print template' }, field: { type: 'string', maxLength: 20000, 'x-db-type': 'text' }, toChoose: ['x-component-props'] },
  { name: 'PrinterSelect', group: 'widget', label: { zh: '打印机', en: 'Printer' }, field: { type: 'string', maxLength: 200 } },
  { name: 'CopyText', group: 'widget', label: { zh: '可复制文本', en: 'Copy text' }, field: { type: 'string', maxLength: 100 } },
];

/**
 * Registered names that are not palette items, with why: sub-components (`ArrayTable.Column`), layout, and widgets
 * the engine chooses itself or that draw a page part rather than a field.
 */
export const NOT_FIELD_COMPONENTS: Readonly<Record<string, string>> = {
  FormItem: 'the decorator around every field',
  FormGrid: 'the form grid itself (form.grid)',
  FormLayout: 'the form layout itself',
  Space: 'layout',
  Radio: 'one option of Radio.Group',
  DictTag: 'how lists show an x-dict value (chosen by the engine)',
  RefSelect: 'the engine draws every x-ref field with it (set a reference instead)',
  ScanBox: 'a list panel (list.panel), not a field',
  ParcelTrajectory: 'a list panel (list.panel), not a field',
};

/** Every palette item, in group order, each field titled with its label. */
export const PALETTE: readonly PaletteItem[] = Object.freeze(
  PALETTE_GROUPS.flatMap((group) => ITEMS.filter((item) => item.group === group)).map((item) => ({
    ...item,
    field: { ...item.field, title: { ...item.label }, 'x-component': item.name },
  })),
);

/** The palette item of a component name. */
export function paletteItem(name: string): PaletteItem | undefined {
  return PALETTE.find((item) => item.name === name);
}

/** A fresh copy of an item's default field (the design must not share objects with the catalogue). */
export function newFieldOf(item: PaletteItem): FieldJson {
  return structuredClone(item.field) as FieldJson;
}

/** The items whose name or label (either language) contains the text, case-insensitive. */
export function searchPalette(text: string): PaletteItem[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...PALETTE];
  return PALETTE.filter((item) => [item.name, item.label.zh, item.label.en].some((word) => word.toLowerCase().includes(needle)));
}

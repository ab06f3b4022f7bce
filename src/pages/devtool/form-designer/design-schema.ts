/**
 * The schema as the designer edits it: loose JSON (it may not pass the meta-schema while a person works), read and
 * written through the schema's own keys. A view's order is `form.fields` (absent: every non-readOnly field, in field
 * order), `list.columns`, `list.filters`, or `detail.sections` (groups of fields); a sub-table's columns are its
 * `items.properties`, in key order. Pure: no React.
 */

/** A schema as drawn (the page's `edited`). */
export type DesignJson = Record<string, unknown>;
/** A field as drawn. */
export type FieldJson = Record<string, unknown>;

/** The views the canvas draws. */
export type DesignView = 'form' | 'list' | 'filters' | 'detail';
export const DESIGN_VIEWS: readonly DesignView[] = ['form', 'list', 'filters', 'detail'];

/** One ordered group of a view: the whole view, or one detail section (`section` its index). */
export interface ViewGroup {
  names: string[];
  section?: number;
  title?: { zh?: string; en?: string };
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const names = (value: unknown): string[] => (Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : []);

/** The schema's fields (an empty object when absent). */
export function fieldsOf(schema: DesignJson): Record<string, FieldJson> {
  return isObject(schema.fields) ? (schema.fields as Record<string, FieldJson>) : {};
}

/** A sub-table field (type array with `items.properties`, drawn with ArrayTable): its columns are a container. */
export function isSubTable(field: unknown): boolean {
  return isObject(field) && field.type === 'array' && isObject(field.items) && isObject(field.items.properties);
}

/** The columns of a sub-table field, in order (empty for any other field). */
export function columnsOf(field: unknown): Record<string, FieldJson> {
  return isSubTable(field) ? ((field as { items: { properties: Record<string, FieldJson> } }).items.properties) : {};
}

/** The form's default order when `form.fields` is absent: every field that is not readOnly, in field order. */
export function defaultFormOrder(schema: DesignJson): string[] {
  return Object.entries(fieldsOf(schema)).filter(([, field]) => !isObject(field) || field.readOnly !== true).map(([name]) => name);
}

/** The groups a view draws, in order. */
export function viewGroups(schema: DesignJson, view: DesignView): ViewGroup[] {
  const section = (key: string) => (isObject(schema[key]) ? (schema[key] as Record<string, unknown>) : {});
  switch (view) {
    case 'form': {
      const form = section('form');
      // A form in sections (form.sections) is drawn and ordered section by section, like the detail.
      if (Array.isArray(form.sections)) return sectionGroups(form.sections);
      return [{ names: Array.isArray(form.fields) ? names(form.fields) : defaultFormOrder(schema) }];
    }
    case 'list':
      return [{ names: names(section('list').columns) }];
    case 'filters':
      return [{ names: names(section('list').filters) }];
    case 'detail': {
      const sections = section('detail').sections;
      if (!Array.isArray(sections)) return [{ names: defaultFormOrder(schema), section: 0 }];
      return sectionGroups(sections);
    }
  }
}

/** The groups of `form.sections` or `detail.sections`: one per section, with its index and title. */
function sectionGroups(sections: unknown[]): ViewGroup[] {
  return sections.map((entry, i) => ({
    names: names(isObject(entry) ? entry.fields : undefined),
    section: i,
    title: isObject(entry) && isObject(entry.title) ? (entry.title as ViewGroup['title']) : undefined,
  }));
}

/** The detail's default section when it has none: the engine draws every field, so the design starts from them. */
const DEFAULT_SECTION_TITLE = { zh: '基本信息', en: 'Details' };

/** The schema with one group of a view set to `order` (the view's key materialised when it was absent). */
export function withViewOrder(schema: DesignJson, view: DesignView, order: string[], sectionIndex = 0): DesignJson {
  const section = (key: string) => (isObject(schema[key]) ? (schema[key] as Record<string, unknown>) : {});
  switch (view) {
    case 'form': {
      const form = section('form');
      if (!Array.isArray(form.sections)) return { ...schema, form: { ...form, fields: order } };
      const sections = [...form.sections];
      sections[sectionIndex] = { ...(isObject(sections[sectionIndex]) ? sections[sectionIndex] as Record<string, unknown> : {}), fields: order };
      return { ...schema, form: { ...form, sections } };
    }
    case 'list':
      return { ...schema, list: { ...section('list'), columns: order } };
    case 'filters':
      return { ...schema, list: { ...section('list'), filters: order } };
    case 'detail': {
      const detail = section('detail');
      const sections = Array.isArray(detail.sections) ? [...detail.sections] : [{ title: DEFAULT_SECTION_TITLE, fields: defaultFormOrder(schema) }];
      const entry = isObject(sections[sectionIndex]) ? sections[sectionIndex] as Record<string, unknown> : { title: DEFAULT_SECTION_TITLE };
      sections[sectionIndex] = { ...entry, fields: order };
      return { ...schema, detail: { ...detail, sections } };
    }
  }
}

/** Every field name some view of the schema names (the form's default order included, the detail's not). */
export function namesInViews(schema: DesignJson): Set<string> {
  const used = new Set<string>();
  for (const view of DESIGN_VIEWS) {
    // Without sections the detail draws every field: that says nothing about where a field was put.
    if (view === 'detail' && !(isObject(schema.detail) && Array.isArray(schema.detail.sections))) continue;
    for (const group of viewGroups(schema, view)) group.names.forEach((name) => used.add(name));
  }
  return used;
}

/** The schema with every view's mention of `name` replaced by `to` (or dropped when `to` is undefined). */
export function renameInViews(schema: DesignJson, name: string, to: string | undefined): DesignJson {
  let next = schema;
  for (const view of DESIGN_VIEWS) {
    // Absent form.fields (and sections) and detail.sections stay absent: their default follows the fields themselves.
    if (view === 'form' && !(isObject(schema.form) && (Array.isArray(schema.form.fields) || Array.isArray(schema.form.sections)))) continue;
    if (view === 'detail' && !(isObject(schema.detail) && Array.isArray(schema.detail.sections))) continue;
    viewGroups(next, view).forEach((group) => {
      if (!group.names.includes(name)) return;
      const order = to === undefined ? group.names.filter((n) => n !== name) : group.names.map((n) => (n === name ? to : n));
      next = withViewOrder(next, view, order, group.section ?? 0);
    });
  }
  return next;
}

/** Moves an item of a list (a copy); `to` is the index the item ends at. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length) return copy;
  const [item] = copy.splice(from, 1);
  copy.splice(Math.max(0, Math.min(to, copy.length)), 0, item as T);
  return copy;
}

/** An object's entries reordered (the order of a sub-table's columns is its key order). */
export function reorderKeys<T>(record: Record<string, T>, order: readonly string[]): Record<string, T> {
  const result: Record<string, T> = {};
  for (const key of order) if (Object.hasOwn(record, key)) result[key] = record[key] as T;
  return result;
}

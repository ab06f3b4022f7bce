/**
 * The columns of an import sheet (docs/schemas.md, "Imports"): the header's own fields, then, for a header whose
 * `import.children` names child tables, each child's fields as `{child title}.{field title}` — one sheet row per
 * line with the header's columns repeated, rows grouped into one header by the import key. Pure: the reader, the
 * template and the grouping all take their columns from here.
 */
import type { EntityModel } from '../../../engine/schema/entity-model';
import type { LocalizedText } from '../../../engine/schema/entity-schema';
import { lifecycleFields } from '../../../engine/schema/lifecycles';

export interface ModelLookup {
  get(id: string): EntityModel | undefined;
}

/** One column: the header's field (`employeeCode`) or a child's (`goods.gName`). */
export interface ImportColumn {
  /** `field`, or `{childKey}.{field}`. */
  key: string;
  /** The child key, for a line's column. */
  child?: string;
  field: string;
  /** The model the field belongs to (the header or the child). */
  model: EntityModel;
  title: LocalizedText;
  required: boolean;
}

export interface ImportLayout {
  model: EntityModel;
  columns: ImportColumn[];
  /** The import key (empty: every row is a new record). */
  key: string[];
  mode: 'insert' | 'upsert';
  /** Child keys the sheet carries, with their models. */
  children: { key: string; model: EntityModel; lineKey: string[] }[];
}

/** Fields a sheet may set: not read-only (a lifecycle's status field excepted), not a child's link to its header. */
function writableFields(model: EntityModel, skip?: string): string[] {
  const lifecycle = lifecycleFields(model.schema);
  return Object.entries(model.schema.fields)
    .filter(([name, field]) => name !== skip && (!field.readOnly || lifecycle.includes(name)))
    .map(([name]) => name);
}

/** The layout of an entity's import sheet. Children named by `import.children` that are not loaded are left out. */
export function importLayout(model: EntityModel, entities?: ModelLookup): ImportLayout {
  const spec = model.schema.import;
  const columns: ImportColumn[] = writableFields(model).map((field) => ({
    key: field, field, model, title: model.schema.fields[field]!.title, required: model.schema.fields[field]!.required === true,
  }));
  const children: ImportLayout['children'] = [];
  for (const key of spec?.children ?? []) {
    const childSpec = model.schema.children?.[key];
    const child = childSpec && entities?.get(childSpec.entity);
    if (!child) continue;
    const parentField = child.schema.parent?.field;
    const lineKey = (child.schema.storage?.unique ?? []).map((k) => k.filter((f) => f !== parentField)).find((k) => k.length) ?? [];
    children.push({ key, model: child, lineKey });
    for (const field of writableFields(child, parentField)) {
      const title = child.schema.fields[field]!.title;
      columns.push({
        key: `${key}.${field}`, child: key, field, model: child, required: child.schema.fields[field]!.required === true,
        title: { zh: `${child.schema.title.zh}.${title.zh}`, en: `${child.schema.title.en}.${title.en}` },
      });
    }
  }
  return { model, columns, key: spec?.key ?? [], mode: spec?.mode ?? (spec?.key ? 'upsert' : 'insert'), children };
}

const normal = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/**
 * Header text → column key: the key itself (`goods.gName`), the title in Chinese or English, or the template's
 * `中文 / English` (case and spaces ignored).
 */
export function headerIndex(layout: ImportLayout): Map<string, string> {
  const index = new Map<string, string>();
  for (const column of layout.columns) {
    for (const text of [column.key, column.title.zh, column.title.en, `${column.title.zh}/${column.title.en}`]) {
      if (!index.has(normal(text))) index.set(normal(text), column.key);
    }
  }
  return index;
}

/** The column a header cell names, if any. */
export function columnOfHeader(index: Map<string, string>, text: string): string | undefined {
  return index.get(normal(text));
}

/**
 * References (`x-ref`, docs/schemas.md "References") as both halves use them: which fields refer to what, the
 * filters a read of the target carries (fixed params, the cascading parent's value), the distinct values of a page
 * of rows, and where a row carries its labels. Pure and React-free: the server and the browser share it.
 */
import type { EntitySchema, RefSpec } from './entity-schema';

/**
 * The key under which a row from a list or detail call carries the labels of its references:
 * `{ …, departmentCode: 'OPS', _labels: { departmentCode: '运营部' } }` (docs/api.md, "Reference labels"). No schema
 * field can take the name (field names start with a lower-case letter).
 */
export const REF_LABELS_KEY = '_labels';

/** Each field of a schema that holds a reference, with its `x-ref`. */
export function referenceFields(schema: EntitySchema): [field: string, ref: RefSpec][] {
  return Object.entries(schema.fields).flatMap(([name, field]) => (field['x-ref'] ? [[name, field['x-ref']] as [string, RefSpec]] : []));
}

/** A value that names nothing: empty, null, undefined. */
export function isEmptyRefValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The filters of a read of the target: its fixed `params`, and with `dependsOn` the parent field's value under the
 * target's `param`. Undefined when the reference depends on a parent that has no value yet: nothing can be picked
 * until the parent is (the select stays empty and disabled).
 * @example refFilters({ …, params: { dictionaryCode: 'city' }, dependsOn: { field: 'provinceCode', param: 'parentValue' } }, { provinceCode: '440000' })
 * // → { dictionaryCode: 'city', parentValue: '440000' }
 */
export function refFilters(ref: RefSpec, values: Record<string, unknown>): Record<string, unknown> | undefined {
  const filters: Record<string, unknown> = { ...ref.params };
  if (ref.dependsOn) {
    const parent = values[ref.dependsOn.field];
    if (isEmptyRefValue(parent)) return undefined;
    filters[ref.dependsOn.param] = parent;
  }
  return filters;
}

/** The distinct non-empty values a field holds across rows, in first-seen order (what one label lookup asks for). */
export function collectRefValues(rows: readonly Record<string, unknown>[], field: string): (string | number)[] {
  const seen = new Set<string | number>();
  for (const row of rows) {
    // A link field (`x-link`) holds several values.
    for (const value of Array.isArray(row[field]) ? row[field] as unknown[] : [row[field]]) {
      if (typeof value === 'string' ? value !== '' : typeof value === 'number') seen.add(value as string | number);
    }
  }
  return [...seen];
}

/**
 * Puts the labels found for each field on the rows that hold those values (`row._labels[field]`); a value without a
 * label (gone, or not visible to the reader) gets none, and the page shows the value itself.
 * @param labels field → (value as text → label)
 */
export function attachRefLabels(rows: Record<string, unknown>[], labels: ReadonlyMap<string, ReadonlyMap<string, string>>): void {
  for (const row of rows) {
    const found: Record<string, string> = {};
    for (const [field, byValue] of labels) {
      const value = row[field];
      if (isEmptyRefValue(value)) continue;
      // A link field's labels, in its values' order, joined (a user's roles: 系统管理员, 操作员).
      const label = Array.isArray(value) ? value.map((item) => byValue.get(String(item)) ?? String(item)).join(', ') || undefined : byValue.get(String(value));
      if (label !== undefined) found[field] = label;
    }
    row[REF_LABELS_KEY] = found;
  }
}

/** The label a row carries for a reference field, if any. */
export function refLabel(row: Record<string, unknown> | undefined, field: string): string | undefined {
  const labels = row?.[REF_LABELS_KEY];
  if (!labels || typeof labels !== 'object') return undefined;
  const label = (labels as Record<string, unknown>)[field];
  return typeof label === 'string' ? label : undefined;
}

/** One node of a tree reference's picker: the target row's value and label, and its children. */
export interface RefTreeOption {
  value: string | number;
  label: string;
  children?: RefTreeOption[];
}

/**
 * A tree target's nested rows as the picker's options (`x-ref.tree`): each node by the reference's value and label
 * fields; a row without a value is dropped with its branch (it cannot be chosen, and neither can what hangs under it
 * without it, since the picker shows the path).
 */
export function toRefTree(nodes: readonly Record<string, unknown>[], ref: Pick<RefSpec, 'value' | 'label'>): RefTreeOption[] {
  return nodes.flatMap((node) => {
    const value = node[ref.value];
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    const label = node[ref.label];
    const children = Array.isArray(node.children) ? toRefTree(node.children as Record<string, unknown>[], ref) : [];
    return [{ value, label: label === null || label === undefined ? String(value) : String(label), ...(children.length ? { children } : {}) }];
  });
}

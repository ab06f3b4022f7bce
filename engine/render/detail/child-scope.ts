/**
 * A child table's list inside its header's detail page (docs/schemas.md, "Child tables"): the engine's own list and
 * form, scoped to one header. The list reads only that header's lines (the parent filter added to every read), a
 * new line gets the header's id, and the parent field is neither a filter, a column nor a form field there. Pure.
 */
import { compileEntity, type EntityModel } from '../../schema/entity-model';
import { formFieldNames, keepFormFields } from '../../schema/form-field-names';
import type { EntitySource, Row } from '../../data/entity-source';

/** Actions that only read: kept on the tab of locked lines. */
const READING_ACTIONS = new Set(['view', 'export', 'exportWord', 'exportPDF', 'print']);

/**
 * The child's model as its tab draws it: the parent field out of the filters, the columns and the form; with
 * `locked` (the header's state locks these lines: engine/schema/line-lock.ts) only the actions that read.
 */
export function childTabModel(child: EntityModel, locked = false): EntityModel {
  const parent = child.schema.parent?.field;
  if (!parent) return child;
  const schema = structuredClone(child.schema);
  const without = (names: string[] | undefined) => names?.filter((name) => name !== parent);
  schema.list = { ...schema.list, filters: without(schema.list.filters), columns: without(schema.list.columns)! };
  if (locked) {
    const reading = (names: string[] | undefined) => names?.filter((name) => READING_ACTIONS.has(schema.actions?.[name]?.action ?? ''));
    schema.list = { ...schema.list, toolbar: reading(schema.list.toolbar), row: reading(schema.list.row), batch: reading(schema.list.batch) };
  }
  schema.form = keepFormFields({ ...schema.form, ...(schema.form?.sections ? {} : { fields: formFieldNames(schema) }) }, (name) => name !== parent);
  return compileEntity(schema);
}

/** The child's calls for one header: reads filtered by it, writes carrying its id. */
export function scopedChildSource(source: EntitySource, child: EntityModel, headerId: number): EntitySource {
  const parent = child.schema.parent?.field;
  if (!parent) return source;
  const withParent = (row: Row): Row => ({ ...row, [parent]: headerId });
  return {
    ...source,
    list: (params) => source.list({ ...params, filters: { ...params.filters, [parent]: headerId } }),
    create: (row) => source.create(withParent(row)),
    update: (row) => source.update(withParent(row)),
    export: (kind, params, target) => source.export(kind, { ...params, filters: { ...params.filters, [parent]: headerId } }, target),
    exportTask: (params) => source.exportTask({ ...params, filters: { ...params.filters, [parent]: headerId } }),
  };
}

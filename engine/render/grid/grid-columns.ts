/**
 * The columns of a child table edited as a grid (docs/schemas.md, "Editable grids"): the child's form fields in form
 * order (its parent field left out), then any list column the form lacks; computed, stamped and read-only fields are
 * shown and never edited. Each column knows how its cells read and write text (grid-cells.ts). Pure.
 */
import type { EntityModel } from '../../schema/entity-model';
import type { FieldSchema } from '../../schema/entity-schema';
import { localize, type Language } from '../localize';

/** How a cell's text becomes a value. */
export type CellKind = 'text' | 'number' | 'integer' | 'choice' | 'date' | 'boolean';

/** One option of a choice cell: the stored value and the label a person reads. */
export interface Choice {
  value: string;
  label: string;
}

export interface GridColumn {
  name: string;
  field: FieldSchema;
  title: string;
  width: number;
  kind: CellKind;
  /** Shown, never typed into: computed, stamped or read-only. */
  readOnly: boolean;
  /** A fixed option list (`enum` with `x-enum-titles`); a dictionary's come from its items (`x-dict`). */
  choices?: Choice[];
  dict?: string;
}

const DEFAULT_WIDTH = 120;

function kindOf(field: FieldSchema): CellKind {
  if (field.enum || field['x-dict']) return 'choice';
  if (field.type === 'boolean') return 'boolean';
  if (field.type === 'integer') return 'integer';
  if (field.type === 'number') return 'number';
  if (field.format === 'date') return 'date';
  return 'text';
}

/** Whether the grid only shows a field. */
export function isReadOnlyField(field: FieldSchema): boolean {
  return field.readOnly === true || typeof field['x-compute'] === 'string' || field['x-stamp'] !== undefined;
}

/** The choices of an `enum` field, labelled in a language. */
export function enumChoices(field: FieldSchema, language: Language): Choice[] | undefined {
  return field.enum?.map((value, i) => ({ value: String(value), label: field['x-enum-titles']?.[i] ? localize(field['x-enum-titles'][i], language) : String(value) }));
}

/**
 * @example gridColumns(bandModel, 'zh').map((c) => c.name); // ['weightFrom', 'weightTo', …, 'topPrice']
 */
export function gridColumns(child: EntityModel, language: Language): GridColumn[] {
  const parent = child.schema.parent?.field;
  const names = [...child.formFields, ...child.listColumns.filter((name) => !child.formFields.includes(name))];
  const columns: GridColumn[] = [];
  for (const name of new Set(names)) {
    const field = child.schema.fields[name];
    if (!field || name === parent) continue;
    columns.push({
      name,
      field,
      title: localize(field.title, language),
      width: field['x-column']?.width ?? DEFAULT_WIDTH,
      kind: kindOf(field),
      readOnly: isReadOnlyField(field),
      choices: enumChoices(field, language),
      dict: field['x-dict'],
    });
  }
  return columns;
}

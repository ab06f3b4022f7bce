/**
 * The checks of a child table edited as a grid (`children.<key>.edit: "grid"`, docs/schemas.md "Editable grids"):
 * the grid is drawn on the header's detail page (a tab shows the child), saved through the header's update (the
 * header has an `edit` action), and every cell it edits holds one value typed as text (no arrays, files, rich
 * text or widgets of their own). Pure; child-check.ts runs it with the other links between header and child.
 */
import type { EntitySchema, FieldSchema } from './entity-schema';
import { formFieldNames } from './form-field-names';

interface Problem {
  path: string;
  message: string;
}

const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Components a grid cell can stand in for (a text box with the field's rules). */
const CELL_COMPONENTS = new Set([undefined, 'Input', 'NumberPicker', 'InputNumber', 'Select', 'DictSelect', 'DatePicker', 'Switch', 'Checkbox', 'Input.TextArea']);

function cellProblem(field: FieldSchema): string | undefined {
  if (field.type === 'array' || field.type === 'object') return `is an ${field.type}: a grid cell holds one value`;
  if (field['x-sanitize'] === 'html') return 'is rich text: a grid cell holds plain text';
  if (field.format === 'date-time') return 'is a date-time: a grid cell takes dates (YYYY-MM-DD), numbers, text and options';
  if (!CELL_COMPONENTS.has(field['x-component'])) return `uses the component "${field['x-component']}": a grid cell is typed as text`;
  return undefined;
}

/** What a header's grid children need of the header and of the child (`byId`: every schema that passed the meta-schema). */
export function gridChildProblems(schema: EntitySchema, byId: ReadonlyMap<string, EntitySchema>): Problem[] {
  const problems: Problem[] = [];
  for (const [key, spec] of Object.entries(schema.children ?? {})) {
    if (spec.edit !== 'grid') continue;
    const at = `/children/${token(key)}/edit`;
    if (!schema.detail?.tabs?.some((tab) => tab.child === key)) problems.push({ path: at, message: `a grid is drawn on the detail page: add a tab with "child": "${key}"` });
    if (!Object.values(schema.actions ?? {}).some((action) => action.action === 'edit')) problems.push({ path: at, message: 'a grid saves its lines with the header\'s update: the header needs an "edit" action' });
    const child = byId.get(spec.entity);
    if (!child) continue;
    const parent = child.parent?.field;
    const names = formFieldNames(child);
    for (const name of names) {
      const field = child.fields[name];
      if (!field || name === parent || field.readOnly || field['x-compute'] || field['x-stamp']) continue;
      const problem = cellProblem(field);
      if (problem) problems.push({ path: at, message: `"${spec.entity}" field "${name}" ${problem}` });
    }
  }
  return problems;
}

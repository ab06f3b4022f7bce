/**
 * `form.sections` (docs/schemas.md "Form sections"): in place of `form.fields`, not beside it; every field named
 * exists; no field in two sections. Part of the references every schema and every tenant override is checked for
 * (entity-check.ts, `referenceProblems`).
 */
import type { EntitySchema } from './entity-schema';

/** One problem with its JSON pointer inside the schema. */
interface Problem {
  path: string;
  message: string;
}

/** The problems of a schema's form sections; empty without sections. */
export function formSectionProblems(schema: EntitySchema): Problem[] {
  const sections = schema.form?.sections;
  if (!sections) return [];
  const problems: Problem[] = [];
  if (schema.form?.fields) problems.push({ path: '/form/fields', message: 'form.sections replaces form.fields: give one of them' });
  const placed = new Map<string, number>();
  sections.forEach((section, i) => section.fields.forEach((name, j) => {
    const at = `/form/sections/${i}/fields/${j}`;
    if (!Object.hasOwn(schema.fields, name)) problems.push({ path: at, message: `unknown field "${name}"` });
    const first = placed.get(name);
    if (first !== undefined) problems.push({ path: at, message: `"${name}" is already in section ${first + 1}: a field sits in one section` });
    else placed.set(name, i);
  }));
  return problems;
}

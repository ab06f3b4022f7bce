/**
 * The checks of computed values and rules (docs/schemas.md, "Computed values", "Rules"): an `x-compute` expression
 * must read, name fields of its row and fields of its own child tables' lines, sit on a number field, and not be
 * `required` (the server sets it); a rule names fields and child keys that exist. Pure; entity-check.ts runs it.
 */
import { conditionNames } from '../validation/conditions';
import { computeExpressionProblem, computeNames } from '../validation/computed';
import type { EntitySchema } from './entity-schema';

interface Problem {
  path: string;
  message: string;
}

const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Problems of the computed fields and rules of a schema (`byId`: every schema, to read the children's fields). */
export function computeRuleProblems(schema: EntitySchema, byId: ReadonlyMap<string, EntitySchema>): Problem[] {
  const problems: Problem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const childFields = (key: string) => {
    const spec = schema.children?.[key];
    return spec ? byId.get(spec.entity)?.fields : undefined;
  };
  for (const [name, field] of Object.entries(schema.fields)) {
    const stamp = field['x-stamp'];
    if ((stamp === 'createdBy' || stamp === 'updatedBy') && field.type !== 'string') add(`/fields/${token(name)}/x-stamp`, `${stamp} stamps a string field (the username)`);
    if ((stamp === 'createdAt' || stamp === 'updatedAt') && field.format !== 'date-time') add(`/fields/${token(name)}/x-stamp`, `${stamp} stamps a date-time field`);
    if (stamp && field.required) add(`/fields/${token(name)}/required`, 'a stamped field is set by the server: it cannot be required');
    const expression = field['x-compute'];
    if (expression === undefined) continue;
    const at = `/fields/${token(name)}/x-compute`;
    if (field.type !== 'number' && field.type !== 'integer') add(at, 'a computed field is a number or an integer');
    if (field.required) add(`/fields/${token(name)}/required`, 'a computed field is set by the server: it cannot be required');
    const problem = computeExpressionProblem(expression);
    if (problem) add(at, `cannot read "${expression}": ${problem}`);
    const names = computeNames(expression);
    for (const used of names.fields) {
      if (used === name) add(at, `"${name}" computes from itself`);
      else if (!Object.hasOwn(schema.fields, used)) add(at, `unknown field "${used}"`);
    }
    for (const aggregate of names.aggregates) {
      const fields = childFields(aggregate.lines);
      if (!fields) add(at, `"${aggregate.lines}" is not a key of children`);
      else if (aggregate.field !== undefined && !Object.hasOwn(fields, aggregate.field)) add(at, `unknown field "${aggregate.field}" of the lines "${aggregate.lines}"`);
    }
  }
  schema.form?.lines?.forEach((key, i) => {
    if (!schema.children?.[key]) add(`/form/lines/${i}`, `"${key}" is not a key of children`);
  });
  schema.rules?.forEach((rule, i) => {
    const at = `/rules/${i}`;
    if ('if' in rule) {
      if (rule.field !== undefined && !Object.hasOwn(schema.fields, rule.field)) add(`${at}/field`, `unknown field "${rule.field}"`);
      for (const used of conditionNames(rule.if, `${at}/if`)) {
        if (used.lines === undefined && !Object.hasOwn(schema.fields, used.name) && !schema.children?.[used.name]) add(used.path, `unknown field "${used.name}"`);
        else if (used.lines !== undefined) {
          const fields = childFields(used.lines);
          if (fields && !Object.hasOwn(fields, used.name)) add(used.path, `unknown field "${used.name}" of the lines "${used.lines}"`);
        }
      }
      return;
    }
    if ('onlyOne' in rule) {
      [rule.onlyOne.field, ...(rule.per ?? [])].forEach((field, j) => {
        if (!Object.hasOwn(schema.fields, field)) add(j === 0 ? `${at}/onlyOne/field` : `${at}/per/${j - 1}`, `unknown field "${field}"`);
      });
      if (!schema.storage) add(`${at}/onlyOne`, 'a rule across rows needs storage');
      return;
    }
    if ('noOverlap' in rule) {
      [...rule.noOverlap, ...(rule.per ?? [])].forEach((field, j) => {
        const where = j < 2 ? `${at}/noOverlap/${j}` : `${at}/per/${j - 2}`;
        if (!Object.hasOwn(schema.fields, field)) add(where, `unknown field "${field}"`);
      });
      const kinds = rule.noOverlap.map((field) => schema.fields[field]).filter(Boolean).map((field) => (field!.format === 'date' ? 'date' : field!.type));
      if (kinds.some((kind) => kind !== 'date' && kind !== 'number' && kind !== 'integer')) add(`${at}/noOverlap`, 'the range fields are days (format date) or numbers');
      if (!schema.storage) add(`${at}/noOverlap`, 'a rule across rows needs storage');
      return;
    }
    const fields = childFields(rule.lines);
    if (!fields) {
      add(`${at}/lines`, `"${rule.lines}" is not a key of children`);
      return;
    }
    if ('contiguous' in rule) {
      rule.contiguous.forEach((field, j) => {
        if (!Object.hasOwn(fields, field)) add(`${at}/contiguous/${j}`, `unknown field "${field}" of the lines "${rule.lines}"`);
        else if (fields[field]!.type !== 'number' && fields[field]!.type !== 'integer') add(`${at}/contiguous/${j}`, `"${field}" is not a number`);
      });
      (rule.per ?? []).forEach((field, j) => {
        if (!Object.hasOwn(fields, field)) add(`${at}/per/${j}`, `unknown field "${field}" of the lines "${rule.lines}"`);
      });
    }
  });
  return problems;
}

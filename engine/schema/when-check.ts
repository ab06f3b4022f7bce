/**
 * The checks of `x-when` (docs/schemas.md "Conditional fields (x-when)") that the meta-schema cannot make: each rule
 * names another field of the schema (of the command, for a command's parameters); exactly one of `in` and `filled`; the `in` values are of that field's type (and
 * among its enum); `then` is a known effect; a field the server sets is never required nor disabled by a rule; a
 * required field is not hidden; show rules do not hide each other in a ring; sub-table columns take no rules. Part
 * of the references every schema and every tenant override is checked for (entity-check.ts, `referenceProblems`).
 */
import type { EntitySchema, FieldSchema } from './entity-schema';
import { WHEN_EFFECTS, type WhenRule } from '../validation/when-rules';

/** One problem with its JSON pointer inside the schema. */
interface Problem {
  path: string;
  message: string;
}

/** `a/b` → `a~1b` (RFC 6901); entity-check.ts has the same, but imports this file. */
const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Why a value does not fit a field, or undefined when it does. */
function misfit(value: unknown, field: FieldSchema): string | undefined {
  if (field.enum) return field.enum.includes(value as string | number) ? undefined : `is not one of its values (${field.enum.map((v) => JSON.stringify(v)).join(', ')})`;
  switch (field.type) {
    case 'string': return typeof value === 'string' ? undefined : 'must be text';
    case 'number': return typeof value === 'number' ? undefined : 'must be a number';
    case 'integer': return Number.isInteger(value) ? undefined : 'must be a whole number';
    case 'boolean': return typeof value === 'boolean' ? undefined : 'must be true or false';
    default: return `cannot be compared with a field of type ${field.type}: use filled`;
  }
}

type Fields = Record<string, FieldSchema>;

function ruleProblems(fields: Fields, name: string, field: FieldSchema, rule: WhenRule, at: string): Problem[] {
  const problems: Problem[] = [];
  const add = (path: string, message: string) => problems.push({ path: `${at}${path}`, message });
  const other = Object.hasOwn(fields, rule.field) ? fields[rule.field] : undefined;
  if (rule.field === name) add('/field', 'a rule names another field, not the field itself');
  else if (!other) add('/field', `unknown field "${rule.field}"`);
  if ((rule.in === undefined) === (rule.filled === undefined)) add('', 'give exactly one of in and filled');
  if (other && rule.in) rule.in.forEach((value, i) => {
    const why = misfit(value, other);
    if (why) add(`/in/${i}`, `${JSON.stringify(value)} ${why} of "${rule.field}"`);
  });
  if (!WHEN_EFFECTS.includes(rule.then)) add('/then', `unknown effect "${String(rule.then)}" (${WHEN_EFFECTS.join(', ')})`);
  if ((rule.then === 'require' || rule.then === 'disable') && (field.readOnly || field['x-compute'] !== undefined)) {
    add('/then', `"${name}" is set by the server, never typed in: it cannot be made to ${rule.then}`);
  }
  if (rule.then === 'show' && field.required) add('/then', `"${name}" is required: hiding it would ask for a value nobody can give (use a require rule instead of required)`);
  return problems;
}

/** Fields whose show rules hide each other in a ring (each shown only by another of the ring): never drawn. */
function showRings(fields: Fields): string[] {
  const shownBy = (name: string) => (fields[name]?.['x-when'] ?? []).filter((r) => r.then === 'show').map((r) => r.field);
  const ringed = new Set<string>();
  for (const start of Object.keys(fields)) {
    // Walk the fields `start` waits for; coming back to it closes a ring.
    const seen = new Set<string>();
    const stack = shownBy(start);
    while (stack.length) {
      const next = stack.pop()!;
      if (next === start) { ringed.add(start); break; }
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...shownBy(next));
    }
  }
  return [...ringed];
}

/** The problems of one set of fields (`base` their pointer: `/fields`, or a command's `/commands/x/params`). */
function fieldsProblems(fields: Fields, base: string): Problem[] {
  const problems: Problem[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const at = `${base}/${token(name)}/x-when`;
    field['x-when']?.forEach((rule, i) => problems.push(...ruleProblems(fields, name, field, rule, `${at}/${i}`)));
    for (const [column, inner] of Object.entries(field.items?.properties ?? {})) {
      if (inner['x-when']) problems.push({ path: `${base}/${token(name)}/items/properties/${token(column)}/x-when`, message: 'x-when applies to the schema\'s own fields, not sub-table columns' });
    }
  }
  for (const name of showRings(fields)) {
    problems.push({ path: `${base}/${token(name)}/x-when`, message: `"${name}" is shown only by fields that are shown only by it: it would never be drawn` });
  }
  return problems;
}

/**
 * The problems of a schema's `x-when` rules, on its fields and on its commands' parameters (the parameters' dialog is
 * the engine's form: a rule there names another parameter); empty when it has none.
 */
export function whenProblems(schema: EntitySchema): Problem[] {
  const commands = Object.entries(schema.commands ?? {}).flatMap(([name, command]) => fieldsProblems(command.params ?? {}, `/commands/${token(name)}/params`));
  return [...fieldsProblems(schema.fields, '/fields'), ...commands];
}

/**
 * Conditions as data: the small language of guards (a transition's or a command's precondition, `states` and
 * `commands` of an entity schema) and, later, of declared rules across fields. Pure, no eval: a condition is JSON
 * and {@link evaluateCondition} walks it.
 *
 * A condition is one of
 * - a comparison of a value with a constant or another value:
 *   `{ "field": "approvedAmount", "op": "le", "ref": "claimAmount" }`, `{ "field": "claimType", "op": "eq", "value": "lost" }`
 *   (`op`: eq, ne, lt, le, gt, ge; numbers compare as numbers, also when one side is numeric text as the database
 *   returns it; other values as text, which orders ISO dates);
 * - `{ "field": "remark", "op": "empty" }` / `"notEmpty"` (empty: undefined, null, '', blank text, [] );
 * - `{ "field": "claimType", "op": "in", "values": ["lost", "damaged"] }` / `"notIn"`;
 * - `{ "all": [ … ] }`, `{ "any": [ … ] }`, `{ "not": … }`;
 * - lines of a child table (a seam for master–detail): `{ "lines": "goods", "some": … }`, `{ "lines": "goods", "every": … }`,
 *   `{ "lines": "goods", "op": "notEmpty" }`; each line's condition reads the line's own fields.
 *
 * A name is resolved by the caller's scope ({@link ConditionScope}): for a transition the row's fields, for a command
 * also its parameters as `params.<name>`.
 */

/** A comparison operator. */
export type CompareOp = 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge';

/** A condition (see the module comment for the forms). */
export type Condition =
  | { field: string; op: CompareOp; value?: string | number | boolean | null; ref?: string }
  | { field: string; op: 'empty' | 'notEmpty' }
  | { field: string; op: 'in' | 'notIn'; values: (string | number | boolean)[] }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition }
  | { lines: string; some: Condition }
  | { lines: string; every: Condition }
  | { lines: string; op: 'empty' | 'notEmpty' };

/** Where a condition reads its names. */
export interface ConditionScope {
  /** The value of a name (`claimAmount`, `params.approvedAmount`); undefined when unknown. */
  value(name: string): unknown;
  /** The lines of a child table, each as a scope; absent (or undefined for the name) → no lines. */
  lines?(name: string): ConditionScope[] | undefined;
}

/** A scope over a plain record, with `params.<name>` read from `params` when given. */
export function recordScope(record: Record<string, unknown>, params?: Record<string, unknown>, lines?: (name: string) => Record<string, unknown>[] | undefined): ConditionScope {
  return {
    value: (name) => (params && name.startsWith('params.') ? params[name.slice(7)] : record[name]),
    lines: lines ? (name) => lines(name)?.map((line) => recordScope(line)) : undefined,
  };
}

/** Whether a value counts as empty: undefined, null, blank text, an empty array. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(value.trim())) return Number(value);
  return undefined;
}

function asText(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** -1, 0 or 1; undefined when either side is empty (an empty value satisfies no comparison but `ne`). */
function compare(left: unknown, right: unknown): number | undefined {
  if (isEmptyValue(left) || isEmptyValue(right)) return undefined;
  const a = asNumber(left);
  const b = asNumber(right);
  if (a !== undefined && b !== undefined) return Math.sign(a - b);
  if (typeof left === 'boolean' || typeof right === 'boolean') return asText(left) === asText(right) ? 0 : 1;
  const x = asText(left);
  const y = asText(right);
  return x === y ? 0 : x < y ? -1 : 1;
}

function holds(op: CompareOp, order: number | undefined): boolean {
  if (order === undefined) return op === 'ne';
  switch (op) {
    case 'eq': return order === 0;
    case 'ne': return order !== 0;
    case 'lt': return order < 0;
    case 'le': return order <= 0;
    case 'gt': return order > 0;
    case 'ge': return order >= 0;
  }
}

/**
 * Whether a condition holds in a scope.
 * @example evaluateCondition({ field: 'a', op: 'le', ref: 'b' }, recordScope({ a: '5', b: 10 })); // true
 */
export function evaluateCondition(condition: Condition, scope: ConditionScope): boolean {
  if ('all' in condition) return condition.all.every((c) => evaluateCondition(c, scope));
  if ('any' in condition) return condition.any.some((c) => evaluateCondition(c, scope));
  if ('not' in condition) return !evaluateCondition(condition.not, scope);
  if ('lines' in condition) {
    const lines = scope.lines?.(condition.lines) ?? [];
    if ('some' in condition) return lines.some((line) => evaluateCondition(condition.some, line));
    if ('every' in condition) return lines.every((line) => evaluateCondition(condition.every, line));
    return condition.op === 'empty' ? lines.length === 0 : lines.length > 0;
  }
  const value = scope.value(condition.field);
  switch (condition.op) {
    case 'empty': return isEmptyValue(value);
    case 'notEmpty': return !isEmptyValue(value);
    case 'in': return condition.values.some((v) => compare(value, v) === 0);
    case 'notIn': return !condition.values.some((v) => compare(value, v) === 0);
    default: {
      const right = condition.ref !== undefined ? scope.value(condition.ref) : condition.value;
      return holds(condition.op, compare(value, right));
    }
  }
}

/**
 * Every name a condition reads, with the pointer of each (for a schema check: `/field`, `/all/0/ref` …); the names
 * read inside `lines` are reported with `lines` set to the child's name.
 */
export function conditionNames(condition: Condition, at = ''): { name: string; path: string; lines?: string }[] {
  if ('all' in condition) return condition.all.flatMap((c, i) => conditionNames(c, `${at}/all/${i}`));
  if ('any' in condition) return condition.any.flatMap((c, i) => conditionNames(c, `${at}/any/${i}`));
  if ('not' in condition) return conditionNames(condition.not, `${at}/not`);
  if ('lines' in condition) {
    const inner = 'some' in condition ? conditionNames(condition.some, `${at}/some`) : 'every' in condition ? conditionNames(condition.every, `${at}/every`) : [];
    return [{ name: condition.lines, path: `${at}/lines` }, ...inner.map((n) => ({ ...n, lines: condition.lines }))];
  }
  const names = [{ name: condition.field, path: `${at}/field` }];
  if ('ref' in condition && condition.ref !== undefined) names.push({ name: condition.ref, path: `${at}/ref` });
  return names;
}

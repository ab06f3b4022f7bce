/**
 * Computed values (docs/schemas.md, "Computed values"): a field's `x-compute` is an arithmetic expression over the
 * row's other fields, read by the fee-formula evaluator (formula.ts, one evaluator for both), plus aggregates over a
 * child table's lines: `sum(fees.amount)`, `count(bands)`. The server computes them on every write (a value the
 * browser sends is overwritten); the form computes them live with the same function. Pure.
 *
 * A result is rounded half away from zero to the field's scale (an integer to 0 places, a number to its column's
 * scale), so `0.1 + 0.2` stores as `0.3`, never as float noise. An expression naming an empty field, or dividing by
 * zero, gives null (unknown), not 0.
 */
import { evaluateFormula, FormulaError } from './formula';

/** What the computation needs of a field (a FieldSchema has it). */
export interface ComputedField {
  type: string;
  'x-compute'?: string;
}

/** `sum(fees.amount)` / `count(bands)`: an aggregate over a child's lines. */
const AGGREGATE = /\b(sum|count|min|max)\(\s*([a-z][A-Za-z0-9]*)(?:\.([a-z][A-Za-z0-9]*))?\s*\)/g;

/** The lines of a child table by its key (`fees`), as plain records. */
export type LinesOf = (key: string) => readonly Record<string, unknown>[] | undefined;

/** The field names and child keys an expression reads (for the schema check and to know what a header depends on). */
export function computeNames(expression: string): { fields: string[]; aggregates: { fn: string; lines: string; field?: string }[] } {
  const aggregates: { fn: string; lines: string; field?: string }[] = [];
  const rest = expression.replace(AGGREGATE, (_all, fn: string, lines: string, field?: string) => {
    aggregates.push({ fn, lines, ...(field ? { field } : {}) });
    return '0';
  });
  return { fields: [...new Set(rest.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [])], aggregates };
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(value)) return Number(value);
  return undefined;
}

/**
 * Rounds half away from zero to `scale` places, through 15 significant digits first so that 1.005 (stored as
 * 1.00499999…) rounds to 1.01 as a person expects.
 * @example roundTo(0.1 + 0.2, 2); // 0.3
 */
export function roundTo(value: number, scale: number): number {
  const factor = 10 ** scale;
  const shifted = Math.round(Number((Math.abs(value) * factor).toPrecision(15)));
  const result = (Math.sign(value) * shifted) / factor;
  return Object.is(result, -0) ? 0 : result;
}

function aggregate(fn: string, lines: readonly Record<string, unknown>[], field: string | undefined): number {
  if (fn === 'count' || field === undefined) return lines.length;
  const numbers = lines.map((line) => asNumber(line[field])).filter((n): n is number => n !== undefined);
  if (fn === 'sum') return numbers.reduce((total, n) => total + n, 0);
  if (numbers.length === 0) return 0;
  return fn === 'min' ? Math.min(...numbers) : Math.max(...numbers);
}

/**
 * The value of one expression over a row (and its lines), unrounded; null when a field it names is empty or the
 * arithmetic fails.
 * @example evaluateComputed('quantity * unitPrice', { quantity: 3, unitPrice: '2.5' }); // 7.5
 */
export function evaluateComputed(expression: string, values: Record<string, unknown>, lines?: LinesOf): number | null {
  // An aggregate becomes its number in parentheses, so the formula reader sees plain arithmetic.
  const text = expression.replace(AGGREGATE, (_all, fn: string, key: string, field?: string) => `(${aggregate(fn, lines?.(key) ?? [], field).toFixed(10)})`);
  const variables: Record<string, number> = {};
  for (const [name, value] of Object.entries(values)) {
    const number = asNumber(value);
    if (number !== undefined) variables[name] = number;
  }
  try {
    return evaluateFormula(text, variables);
  } catch (error) {
    if (error instanceof FormulaError) return null;
    throw error;
  }
}

/** The fields of a schema that are computed, in the order declared (a later one may read an earlier one). */
export function computedFieldNames(fields: Record<string, ComputedField>): string[] {
  return Object.keys(fields).filter((name) => typeof fields[name]!['x-compute'] === 'string');
}

/**
 * Every computed field of a row, rounded to its scale (`scaleOf`: the column's scale; integers 0). Only the computed
 * fields are returned; a caller merges them over what was sent.
 * @example computeRow({ total: { type: 'number', 'x-compute': 'sum(fees.amount)' } }, {}, () => [{ amount: 0.1 }, { amount: 0.2 }], () => 2); // { total: 0.3 }
 */
export function computeRow(
  fields: Record<string, ComputedField>,
  values: Record<string, unknown>,
  lines: LinesOf | undefined,
  scaleOf: (name: string) => number,
): Record<string, number | null> {
  const current: Record<string, unknown> = { ...values };
  const result: Record<string, number | null> = {};
  for (const name of computedFieldNames(fields)) {
    const raw = evaluateComputed(fields[name]!['x-compute']!, current, lines);
    const scale = fields[name]!.type === 'integer' ? 0 : scaleOf(name);
    result[name] = raw === null ? null : roundTo(raw, scale);
    current[name] = result[name];
  }
  return result;
}

/** Whether an expression is readable: every aggregate and name resolved, arithmetic valid (checked with all ones). */
export function computeExpressionProblem(expression: string): string | undefined {
  const { fields } = computeNames(expression);
  const ones = Object.fromEntries(fields.map((f) => [f, 1]));
  const text = expression.replace(AGGREGATE, '(1)');
  try {
    evaluateFormula(text, ones);
    return undefined;
  } catch (error) {
    if (error instanceof FormulaError && error.message !== 'division by zero') return error.message;
    if (error instanceof FormulaError) return undefined;
    throw error;
  }
}

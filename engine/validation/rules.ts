/**
 * Declared rules across fields and rows (docs/schemas.md, "Rules"): an entity's top-level `rules`, checked with the
 * same definitions by the server (after a write, over the row and its lines as stored; a broken rule refuses the
 * whole request) and by the form before it sends. Pure.
 *
 * - `{ "if": <condition>, "message": {zh,en}, "field": "validTo" }`: the condition (conditions.ts) must hold; the
 *   message is shown under `field`. A rule over empty fields holds when its condition says so (`ne` holds on empty;
 *   write `{ "any": [{ "field": "validTo", "op": "empty" }, …] }` to let an empty field pass).
 * - `{ "lines": "bands", "minLines": 1 }`: at least so many lines.
 * - `{ "lines": "bands", "contiguous": ["weightFrom", "weightTo"], "startsAt": 0 }`: each line's range is from < to;
 *   ordered by `from`, the first starts at `startsAt` (when given) and each starts where the previous one ends,
 *   neither overlapping nor leaving a gap. The message names the row ("第 3 行" / "row 3", counted as shown). With
 *   `"per": ["areaName"]` the lines are grouped by those fields and each group's ranges follow one another on their own.
 * - `{ "noOverlap": ["validFrom", "validTo"], "per": ["currencyFrom", "currencyTo"] }`: across the tenant's rows with
 *   the same `per` values, no two [from, to] ranges share a day. It reads other rows, so only the server checks it
 *   (server/entity/overlap-rule.ts); here it is skipped.
 * - `{ "onlyOne": { "field": "isDefault", "value": 1 }, "per": ["typeCode", "carrierCode"] }`: across the tenant's
 *   rows with the same `per` values, at most one has that value (one default template per type and carrier). It reads
 *   other rows, so only the server checks it (server/entity/only-one-rule.ts); here it is skipped.
 */
import { evaluateCondition, recordScope, type Condition } from './conditions';

/** Text in both languages. */
export interface RuleText {
  zh: string;
  en: string;
}

export type RuleSpec =
  | { if: Condition; message: RuleText; field?: string }
  | { lines: string; minLines: number; message?: RuleText }
  | { lines: string; contiguous: [string, string]; startsAt?: number; per?: string[]; message?: RuleText }
  | { noOverlap: [string, string]; per?: string[]; message?: RuleText }
  | { onlyOne: { field: string; value: string | number | boolean }; per?: string[]; message?: RuleText };

/** A broken rule: where (`validTo`, `bands[2].weightFrom`, `bands`) and what, in the asked language. */
export interface RuleProblem {
  field: string;
  message: string;
}

type Lang = 'zh' | 'en';

/** What the checks need to name things: a child's title and a line field's title. */
export interface RuleNames {
  childTitle?(key: string): string | undefined;
  fieldTitle?(key: string, field: string): string | undefined;
}

const TEXTS = {
  minLines: { zh: '{child}至少需要 {n} 行', en: '{child} needs at least {n} line(s)' },
  reversed: { zh: '{child}第 {row} 行：{to}须大于{from}', en: '{child} row {row}: {to} must be above {from}' },
  start: { zh: '{child}第 {row} 行：{from}应从 {start} 开始', en: '{child} row {row}: {from} must start at {start}' },
  gap: { zh: '{child}第 {row} 行：与上一行之间有空缺（{prev} 至 {from}）', en: '{child} row {row}: gap after the previous row ({prev} to {from})' },
  overlap: { zh: '{child}第 {row} 行：与上一行重叠（{from} 小于 {prev}）', en: '{child} row {row}: overlaps the previous row ({from} is below {prev})' },
} satisfies Record<string, RuleText>;

function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** The problems of a contiguous-bands rule over some lines (in their shown order). */
function contiguousProblems(rule: Extract<RuleSpec, { contiguous: unknown }>, lines: readonly Record<string, unknown>[], lang: Lang, names: RuleNames): RuleProblem[] {
  const [fromField, toField] = rule.contiguous;
  const child = names.childTitle?.(rule.lines) ?? rule.lines;
  const from = names.fieldTitle?.(rule.lines, fromField) ?? fromField;
  const to = names.fieldTitle?.(rule.lines, toField) ?? toField;
  const problems: RuleProblem[] = [];
  const say = (text: RuleText, index: number, field: string, params: Record<string, string | number>) =>
    problems.push({ field: `${rule.lines}[${index}].${field}`, message: rule.message ? rule.message[lang] : fill(text[lang], { child, row: index + 1, from, to, ...params }) });
  // The lines grouped by the `per` fields (one group without them), each group's ranges checked on their own.
  const groups = new Map<string, { index: number; from: number; to: number }[]>();
  lines.forEach((line, index) => {
    const a = asNumber(line[fromField]);
    const b = asNumber(line[toField]);
    if (a === undefined || b === undefined) return; // an empty bound is the required check's to name
    if (b <= a) say(TEXTS.reversed, index, toField, {});
    else {
      const key = JSON.stringify((rule.per ?? []).map((field) => line[field] ?? null));
      groups.set(key, [...(groups.get(key) ?? []), { index, from: a, to: b }]);
    }
  });
  for (const ranges of groups.values()) {
    ranges.sort((x, y) => x.from - y.from || x.index - y.index);
    ranges.forEach((range, i) => {
      if (i === 0) {
        if (rule.startsAt !== undefined && range.from !== rule.startsAt) say(TEXTS.start, range.index, fromField, { start: rule.startsAt });
        return;
      }
      const previous = ranges[i - 1]!;
      if (range.from > previous.to) say(TEXTS.gap, range.index, fromField, { prev: previous.to, from: range.from });
      else if (range.from < previous.to) say(TEXTS.overlap, range.index, fromField, { prev: previous.to, from: range.from });
    });
  }
  return problems;
}

/**
 * Every broken rule of a row and its lines (`lines(key)`: the child's lines in their shown order).
 * @example checkRules([{ if: { field: 'validTo', op: 'gt', ref: 'validFrom' }, field: 'validTo', message }], { validFrom: '2026-02-01', validTo: '2026-01-01' }, () => [], 'en');
 */
export function checkRules(
  rules: readonly RuleSpec[] | undefined,
  values: Record<string, unknown>,
  lines: (key: string) => readonly Record<string, unknown>[] | undefined,
  lang: Lang,
  names: RuleNames = {},
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  for (const rule of rules ?? []) {
    if ('if' in rule) {
      const scope = recordScope(values, undefined, (key) => lines(key) as Record<string, unknown>[] | undefined);
      if (!evaluateCondition(rule.if, scope)) problems.push({ field: rule.field ?? '', message: rule.message[lang] });
    } else if ('noOverlap' in rule || 'onlyOne' in rule) {
      continue; // reads other rows: the server's (server/entity/overlap-rule.ts, only-one-rule.ts)
    } else if ('minLines' in rule) {
      const count = lines(rule.lines)?.length ?? 0;
      if (count < rule.minLines) {
        const child = names.childTitle?.(rule.lines) ?? rule.lines;
        problems.push({ field: rule.lines, message: rule.message ? rule.message[lang] : fill(TEXTS.minLines[lang], { child, n: rule.minLines }) });
      }
    } else {
      problems.push(...contiguousProblems(rule, lines(rule.lines) ?? [], lang, names));
    }
  }
  return problems;
}

/** The rules that read only the row's own fields (the form can check these on any field change). */
export function ruleLineKeys(rules: readonly RuleSpec[] | undefined): string[] {
  return [...new Set((rules ?? []).flatMap((rule) => ('lines' in rule ? [rule.lines] : [])))];
}

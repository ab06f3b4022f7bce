/**
 * The form's side of computed values and rules (docs/schemas.md, "Computed values", "Rules"): the same pure
 * functions the server runs (engine/validation/computed.ts, rules.ts) over the values being typed. A computed field is
 * shown live; a rule's message is shown under its field (or row) before anything is sent. Rules and totals over a
 * child's lines apply only when the form carries those lines; otherwise the server checks them with the stored ones.
 */
import type { EntityModel } from '../../schema/entity-model';
import { fieldScale } from '../../schema/field-scale';
import { computedFieldNames, computeNames, computeRow } from '../../validation/computed';
import { checkRules } from '../../validation/rules';
import type { Language } from '../localize';

type Values = Record<string, unknown>;

const linesIn = (values: Values) => (key: string) => (Array.isArray(values[key]) ? (values[key] as Values[]) : undefined);

/**
 * The computed fields the form can compute from its values (those whose lines it carries), rounded like the server.
 * @example liveComputed(bandModel, { weightTo: 3, firstWeight: 1, firstPrice: 8, additionalUnit: 0.5, additionalPrice: 1.5 }); // { topPrice: 14 }
 */
export function liveComputed(model: EntityModel, values: Values): Record<string, number | null> {
  const fields = model.schema.fields;
  const names = computedFieldNames(fields).filter((name) => computeNames(fields[name]!['x-compute']!).aggregates.every((a) => Array.isArray(values[a.lines])));
  if (names.length === 0) return {};
  return computeRow(Object.fromEntries(names.map((name) => [name, fields[name]!])), values, linesIn(values), (name) => fieldScale(fields[name]));
}

/**
 * The declared rules the values break, as field → message (`validTo`, `bands[2].weightFrom`): what the server would
 * answer, before sending. `lineModels` (the child models of the lines the form carries) name the rows' table and fields.
 */
export function formRuleMessages(model: EntityModel, values: Values, language: Language, lineModels: Readonly<Record<string, EntityModel>> = {}): Record<string, string> {
  const rules = (model.schema.rules ?? []).filter((rule) => !('lines' in rule) || Array.isArray(values[rule.lines]));
  const problems = checkRules(rules, values, linesIn(values), language, {
    childTitle: (key) => lineModels[key]?.schema.title[language],
    fieldTitle: (key, field) => lineModels[key]?.schema.fields[field]?.title[language],
  });
  return Object.fromEntries(problems.map((p) => [p.field, p.message]));
}

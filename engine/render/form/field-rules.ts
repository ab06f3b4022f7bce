/**
 * A field's checks as Formily validator rules, each with its message in the page's language: required, lengths,
 * pattern, bounds, the email format, and the named validators of engine/validation/registry.ts (`x-validator`).
 * The server runs the same checks on the same schema; these show the message before the round trip.
 */
import type { FieldSchema } from '../../schema/entity-schema';
import { isValidatorName, validatorMessage, validators } from '../../validation/registry';
import { createTranslator } from '../engine-texts';
import type { Language } from '../localize';

/** One Formily validator rule (the subset the engine writes). */
export interface FieldRule {
  required?: boolean;
  message?: string;
  validator?: (value: unknown) => string;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A rule that runs `passes` on a filled-in value and answers `message` when it fails. */
function check(passes: (value: unknown) => boolean, message: string): FieldRule {
  return { validator: (value) => (isEmpty(value) || passes(value) ? '' : message) };
}

/** Characters as the server counts them (code points, like ajv). */
const lengthOf = (value: unknown) => [...String(value)].length;

/**
 * The validator rules of a field titled `title`.
 * @throws Error when `x-validator` names no registered validator (schemas:check refuses such a schema first).
 * @example fieldRules({ type: 'string', title, required: true, maxLength: 20 }, '编码', 'zh');
 */
export function fieldRules(field: FieldSchema, title: string, language: Language, choice = false): FieldRule[] {
  const t = createTranslator(language);
  const rules: FieldRule[] = [];
  if (field.required) rules.push({ required: true, message: t(choice ? 'form.requiredChoice' : 'form.required', { title }) });
  if (field.maxLength !== undefined) rules.push(check((v) => lengthOf(v) <= field.maxLength!, t('form.maxLength', { title, max: field.maxLength })));
  if (field.minLength !== undefined) rules.push(check((v) => lengthOf(v) >= field.minLength!, t('form.minLength', { title, min: field.minLength })));
  if (field.pattern !== undefined) {
    const pattern = new RegExp(field.pattern, 'u');
    // The message says the rule when the schema puts it in words (`x-pattern-message`).
    const rule = field['x-pattern-message']?.[language];
    rules.push(check((v) => pattern.test(String(v)), rule ? t('form.patternRule', { title, rule }) : t('form.pattern', { title })));
  }
  if (field.minimum !== undefined) rules.push(check((v) => Number(v) >= field.minimum!, t('form.minimum', { title, min: field.minimum })));
  if (field.maximum !== undefined) rules.push(check((v) => Number(v) <= field.maximum!, t('form.maximum', { title, max: field.maximum })));
  const named = [...(field.format === 'email' ? ['email'] : []), ...toList(field['x-validator'])];
  for (const name of new Set(named)) {
    if (!isValidatorName(name)) throw new Error(`x-validator names no registered validator: "${name}"`);
    rules.push(check(validators[name], validatorMessage(name, language)));
  }
  return rules;
}

function toList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { EntityModel } from '../../engine/schema/entity-model';
import type { FieldSchema } from '../../engine/schema/entity-schema';
import { isSanitizerName, isValidatorName, sanitizeValue, validatorMessage, validators } from '../../engine/validation/registry';
import { AppError } from '../errors/app-error';
import type { Language } from '../errors/catalogue';
import { ajvFieldMessage, fieldTitle, requiredMessage } from './field-messages';
import { rowBodySchema, type WriteMode } from './row-body-schema';
import { lifecycleFields } from '../../engine/schema/lifecycles';
import { whenRequiredMissing } from '../../engine/validation/when-rules';

/** A checked create or update body. */
export interface RowInput {
  /** Editable fields that were sent (the status field too, when sent), sanitized. */
  values: Record<string, unknown>;
  /** Tenant custom fields, when sent. */
  ext?: Record<string, unknown>;
  /** Update only. */
  id?: number;
  version?: number;
}

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strict: false });
addFormats(ajv, ['date', 'date-time', 'email']);

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A text value of a number field as the number it spells (the database returns numeric columns as text, so a row
 * read from the list comes back that way); `''` as null. Anything else is left for the schema check to refuse.
 */
function normalizeNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return NUMERIC_TEXT.test(text) ? Number(text) : value;
}

function namedChecks(field: FieldSchema): string[] {
  const named = field['x-validator'];
  return named === undefined ? [] : Array.isArray(named) ? named : [named];
}

/**
 * Checks the create or update body of one entity, in the order docs/api.md gives: sanitizers first (`x-sanitize`),
 * then the field rules (required, lengths, pattern, enum, bounds, format: the JSON Schema of
 * {@link rowBodySchema}), then the named validators (`x-validator`). Every failure is collected: the error is code 400
 * with `data.fields` mapping each field to the message a person reads, in the request's language.
 */
export class RowValidator {
  private readonly validate: ValidateFunction;

  constructor(private readonly model: EntityModel, private readonly mode: WriteMode) {
    this.validate = ajv.compile(rowBodySchema(model, mode));
  }

  /** @throws AppError VALIDATION with the field map. */
  check(body: unknown, lang: Language): RowInput {
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new AppError('VALIDATION', { detail: 'the body must be a JSON object' }, { request: 'must be a JSON object' });
    }
    const fields = this.model.schema.fields;
    const data: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    for (const [name, field] of Object.entries(fields)) {
      if (!Object.hasOwn(data, name)) {
        if (this.mode === 'create' && field.default !== undefined) data[name] = structuredClone(field.default);
        continue;
      }
      const sanitizer = field['x-sanitize'];
      // A number sent as text ("-1.5") is read as a number first, so its sign survives the sanitizer.
      if (field.type === 'number' || field.type === 'integer') data[name] = normalizeNumber(data[name]);
      if (isSanitizerName(sanitizer)) data[name] = sanitizeValue(sanitizer, data[name]);
    }

    const problems: Record<string, string> = {};
    const details: string[] = [];
    const title = (name: string) => fieldTitle(fields[name], name, lang);
    /** Keeps the first problem of each field; the envelope's message lists them all, each naming its field. */
    const refuse = (name: string, message: string) => {
      if (problems[name]) return;
      problems[name] = message;
      details.push(message.includes(title(name)) ? message : `${title(name)}: ${message}`);
    };
    const statusFields = lifecycleFields(this.model.schema);
    for (const [name, field] of Object.entries(fields)) {
      if (!field.required || field.readOnly || statusFields.includes(name)) continue;
      // An update is partial: a required field it leaves out keeps its value; one it sends may not be empty.
      if (this.mode === 'update' && !Object.hasOwn(data, name)) continue;
      const value = data[name];
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) refuse(name, requiredMessage(title(name), lang));
    }
    // `x-when` require (docs/schemas.md "Conditional fields"): a create's body is the whole row; an update is partial,
    // so the entity service checks it against the stored row (refuseWhenRequired).
    if (this.mode === 'create') for (const name of whenRequiredMissing(fields, data)) refuse(name, requiredMessage(title(name), lang));
    if (!this.validate(data)) {
      for (const error of this.validate.errors ?? []) {
        const params = error.params as { missingProperty?: string; additionalProperty?: string };
        const name = params.missingProperty ?? params.additionalProperty ?? error.instancePath.split('/')[1] ?? 'request';
        refuse(name, ajvFieldMessage(error, title(name), lang, fields[name]));
      }
    }
    for (const [name, field] of Object.entries(fields)) {
      const value = data[name];
      if (problems[name] || value === undefined || value === null || value === '') continue;
      const failed = namedChecks(field).find((check) => isValidatorName(check) && !validators[check](value));
      if (failed && isValidatorName(failed)) refuse(name, validatorMessage(failed, lang));
    }
    if (details.length) throw new AppError('VALIDATION', { detail: details.join(lang === 'zh' ? '；' : '; ') }, problems);
    return this.pick(data);
  }

  /** The parts of a valid body the service writes: editable fields (and the status field), ext, id and version. */
  private pick(data: Record<string, unknown>): RowInput {
    const statusFields = lifecycleFields(this.model.schema);
    const values: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(this.model.schema.fields)) {
      if (Object.hasOwn(data, name) && (!field.readOnly || statusFields.includes(name))) values[name] = data[name];
    }
    const input: RowInput = { values };
    if (data.ext !== undefined) input.ext = data.ext as Record<string, unknown>;
    if (this.mode === 'update') {
      input.id = data.id as number;
      input.version = data.version as number;
    }
    return input;
  }
}

/**
 * The `x-when` require rules of an update, over the stored row with the sent values on top: a field a holding rule
 * requires and that would be left empty is a field error worded as `required`.
 * @throws AppError VALIDATION with the field map.
 */
export function refuseWhenRequired(model: EntityModel, values: Record<string, unknown>, before: Record<string, unknown>, lang: Language): void {
  const fields = model.schema.fields;
  const missing = whenRequiredMissing(fields, { ...before, ...values });
  if (missing.length === 0) return;
  const problems = Object.fromEntries(missing.map((name) => [name, requiredMessage(fieldTitle(fields[name], name, lang), lang)]));
  throw new AppError('VALIDATION', { detail: Object.values(problems).join(lang === 'zh' ? '；' : '; ') }, problems);
}

const compiled = new WeakMap<EntityModel, Record<WriteMode, RowValidator>>();

/** The create and update validators of a model, compiled once. */
export function rowValidator(model: EntityModel, mode: WriteMode): RowValidator {
  let pair = compiled.get(model);
  if (!pair) {
    pair = { create: new RowValidator(model, 'create'), update: new RowValidator(model, 'update') };
    compiled.set(model, pair);
  }
  return pair[mode];
}

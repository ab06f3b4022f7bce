/**
 * Form rules as data (spec 01 §5, spec 02 §5), so the same rule runs in the browser under a field and on the server
 * over a request body, and a schema can carry it as JSON. {@link checkRule} gives the rule's name, which is its
 * message key, when a value breaks it.
 */
import type { LocalizedText } from './localized-text';
import { validators, type ValidatorName } from './registry';

/** What a rule checks. */
export type FormRuleKind = 'required' | 'length' | 'pattern' | 'fileSize' | 'validator';

/** One rule of a form field. */
export interface FormRule<Name extends string = string> {
  /** The rule's unique name, also its message key. */
  readonly name: Name;
  readonly kind: FormRuleKind;
  /** `length`: the fewest characters; `fileSize`: the fewest bytes. Inclusive. */
  readonly min?: number;
  /** `length`: the most characters, inclusive; `fileSize`: the bytes a file must stay under, exclusive ("under 10MB"). */
  readonly max?: number;
  /** `pattern`: a regular expression (Unicode mode) the whole text must match; write the anchors. */
  readonly pattern?: string;
  /** `validator`: the named check of the registry the value must pass. */
  readonly validator?: ValidatorName;
  /** What to show when the value breaks the rule. */
  readonly message: LocalizedText;
}

/** Whether a value counts as not filled in: undefined, null, a blank string or an empty array. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

const compiled = new Map<string, RegExp>();

function compile(pattern: string): RegExp {
  let regExp = compiled.get(pattern);
  if (!regExp) {
    regExp = new RegExp(pattern, 'u');
    compiled.set(pattern, regExp);
  }
  return regExp;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

function sizeOf(value: unknown): number | undefined {
  const size = typeof value === 'number' ? value : (value as { size?: unknown } | null)?.size;
  return typeof size === 'number' && Number.isFinite(size) ? size : undefined;
}

function passes(rule: FormRule, value: unknown): boolean {
  switch (rule.kind) {
    case 'required':
      return !isBlank(value);
    case 'length': {
      const text = textOf(value);
      if (text === undefined) return false;
      const length = [...text].length;
      return (rule.min === undefined || length >= rule.min) && (rule.max === undefined || length <= rule.max);
    }
    case 'pattern': {
      if (rule.pattern === undefined) throw new TypeError(`form rule "${rule.name}" has no pattern`);
      const text = textOf(value);
      return text !== undefined && compile(rule.pattern).test(text);
    }
    case 'fileSize': {
      const size = sizeOf(value);
      return size !== undefined && (rule.min === undefined || size >= rule.min) && (rule.max === undefined || size < rule.max);
    }
    case 'validator': {
      const validate = rule.validator === undefined ? undefined : validators[rule.validator];
      if (!validate) throw new TypeError(`form rule "${rule.name}" names no known validator`);
      return validate(value);
    }
    default:
      throw new TypeError(`form rule "${(rule as FormRule).name}" has an unknown kind`);
  }
}

/**
 * The rule's name (its message key) when the value breaks the rule, otherwise undefined.
 * Only `required` looks at blank values: every other kind lets undefined, null and '' pass, so an optional field
 * left empty is not checked. Lengths count characters (code points), as the database does, without trimming.
 * A file size is read from a number of bytes or from an object with a numeric `size` (File, Blob, an upload part).
 * @throws TypeError when the rule itself is malformed (no pattern, unknown validator or kind).
 * @example checkRule(FORM_RULES.usernameLength, 'ab'); // 'usernameLength'
 */
export function checkRule<Name extends string>(rule: FormRule<Name>, value: unknown): Name | undefined {
  if (rule.kind !== 'required' && (value === undefined || value === null || value === '')) return undefined;
  return passes(rule, value) ? undefined : rule.name;
}

/** The name of the first rule the value breaks, in the order given, or undefined when it breaks none. */
export function checkRules<Name extends string>(rules: readonly FormRule<Name>[], value: unknown): Name | undefined {
  for (const rule of rules) {
    const broken = checkRule(rule, value);
    if (broken !== undefined) return broken;
  }
  return undefined;
}

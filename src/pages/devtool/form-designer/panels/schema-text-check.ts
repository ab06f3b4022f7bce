/**
 * The JSON panel's check of the text as typed: JSON syntax, then the entity meta-schema, then the schema's own
 * references, each problem placed at its line. React-free; it loads ajv and the meta-schema, so only the lazy editor
 * chunk imports it.
 */
import { referenceProblems, validateEntityJson } from '../../../../../engine/schema/entity-check';
import type { EntitySchema } from '../../../../../engine/schema/entity-schema';
import { lineOfOffset, scanJson, spanOfPointer, type JsonSyntaxError } from './json-pointer-positions';

/** One problem of the text, where to show it. */
export interface TextProblem {
  kind: 'syntax' | 'meta' | 'reference';
  from: number;
  to: number;
  /** 1-based. */
  line: number;
  /** The JSON pointer (meta and reference problems). */
  path?: string;
  /** The engine's message (meta and reference problems; English, as the schema check words them). */
  message?: string;
  /** What is wrong with the syntax, for the view to word. */
  syntax?: JsonSyntaxError;
}

export interface SchemaTextCheck {
  /** The parsed document when it is JSON and an object (it may still fail the meta-schema). */
  value?: Record<string, unknown>;
  problems: TextProblem[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a schema's JSON text.
 * @example checkSchemaText('{"id": 1}').problems[0]; // { kind: 'meta', path: '/id', line: 1, … }
 */
export function checkSchemaText(text: string): SchemaTextCheck {
  const { spans, error } = scanJson(text);
  if (error) {
    const to = Math.min(text.length, error.at + 1);
    return { problems: [{ kind: 'syntax', from: error.at, to, line: lineOfOffset(text, error.at), syntax: error }] };
  }
  const value: unknown = JSON.parse(text);
  const at = (kind: 'meta' | 'reference') => ({ path, message }: { path: string; message: string }): TextProblem => {
    const span = spanOfPointer(spans, path);
    return { kind, ...span, line: lineOfOffset(text, span.from), path, message };
  };
  const problems = validateEntityJson(value).map(at('meta'));
  // The reference check reads the schema's shape: on a shape the meta-schema refuses it may not get far.
  let references: TextProblem[] = [];
  if (isObject(value) && isObject(value.fields) && isObject(value.list)) {
    try {
      references = referenceProblems(value as unknown as EntitySchema).map(at('reference'));
    } catch {
      references = [];
    }
  }
  return { value: isObject(value) ? value : undefined, problems: [...problems, ...references].sort((a, b) => a.from - b.from) };
}

/** The text the panel shows for a schema: two-space JSON, as the schema files are written. */
export function schemaText(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

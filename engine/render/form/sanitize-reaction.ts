/**
 * `x-sanitize` in the browser: a Formily field reaction that applies the named sanitizer of
 * engine/validation/registry.ts whenever the value changes, so `AB-12` typed into a `lettersDigits` field reads
 * `AB12` as the person types. The server applies the same sanitizer before it validates.
 */
import { isSanitizerName, sanitizeValue } from '../../validation/registry';

/** The part of a Formily field the reaction touches. */
export interface SanitizedField {
  value: unknown;
  setValue(value: unknown): void;
}

/**
 * The reaction for a sanitizer name.
 * @throws Error when no sanitizer has that name (schemas:check refuses such a schema first).
 */
export function sanitizeReaction(name: string): (field: SanitizedField) => void {
  if (!isSanitizerName(name)) throw new Error(`x-sanitize names no registered sanitizer: "${name}"`);
  return (field) => {
    const value = field.value;
    const clean = sanitizeValue(name, value);
    if (clean !== value) field.setValue(clean);
  };
}

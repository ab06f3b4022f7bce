/**
 * `x-sanitize` in the browser: a Formily field reaction that applies the named sanitizer of
 * engine/validation/registry.ts whenever the value changes, so `AB-12` typed into a `lettersDigits` field reads
 * `AB12` as the person types, and says so under the field ("已去除不允许的字符：-", sanitize-notice.ts) until the
 * next change it makes or until the field is emptied. The server applies the same sanitizer before it validates.
 */
import { isSanitizerName, sanitizeValue } from '../../validation/registry';
import { sanitizeNotice } from '../../validation/sanitize-notice';
import type { Language } from '../localize';

/** The part of a Formily field the reaction touches. */
export interface SanitizedField {
  value: unknown;
  setValue(value: unknown): void;
  /** Formily's warnings under the field (absent in plain doubles). */
  setSelfWarnings?(messages: string[]): void;
}

/**
 * The reaction for a sanitizer name.
 * @throws Error when no sanitizer has that name (schemas:check refuses such a schema first).
 */
export function sanitizeReaction(name: string, language: Language = 'zh'): (field: SanitizedField) => void {
  if (!isSanitizerName(name)) throw new Error(`x-sanitize names no registered sanitizer: "${name}"`);
  // The fields this reaction has put a hint on.
  const cleaned = new WeakMap<SanitizedField, unknown>();
  return (field) => {
    const value = field.value;
    const clean = sanitizeValue(name, value);
    if (clean !== value) {
      cleaned.set(field, clean);
      field.setValue(clean);
      const notice = sanitizeNotice(name, value, clean, language);
      field.setSelfWarnings?.(notice ? [notice] : []);
    } else if (cleaned.has(field) && (value === '' || value === undefined || value === null)) {
      // Emptied: the hint was about what is gone now. It stays while the person goes on typing (still true).
      cleaned.delete(field);
      field.setSelfWarnings?.([]);
    }
  };
}

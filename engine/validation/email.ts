/**
 * The e-mail format check of the form rules (spec 01 §5, spec 02 §5 "email format"). The spec gives no pattern;
 * this is the practical subset people type: ASCII local part of letters, digits and `._%+-` (no leading, trailing
 * or doubled dot), a domain of dot-separated labels (letters, digits, inner hyphens) ending in a top-level domain
 * of at least two letters, at most 254 characters in all. Quoted local parts and IP-address domains are refused.
 */
import { checkableText } from './check-input';

/** The longest address SMTP carries (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/**
 * Whether a value looks like an e-mail address.
 * @example isEmail('ops@clearway.example'); // true
 */
export function isEmail(value: unknown): boolean {
  const text = checkableText(value);
  return text !== undefined && text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text);
}

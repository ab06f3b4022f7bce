/** Phone masking (spec 01 §9): keep the first 3 and last 4 characters, stars in between. */

/** How many leading characters stay visible. */
export const MASK_KEEP_START = 3;
/** How many trailing characters stay visible. */
export const MASK_KEEP_END = 4;

/**
 * Masks a phone number: the first 3 and last 4 characters stay, each character between becomes a star, so the
 * length is kept. Values shorter than 7 characters are returned unchanged; null and undefined give ''.
 * Surrounding whitespace is trimmed first.
 * @example maskPhone('13812345678'); // '138****5678'
 */
export function maskPhone(phone: string | number | null | undefined): string {
  if (phone === null || phone === undefined) return '';
  const text = String(phone).trim();
  if (text.length < MASK_KEEP_START + MASK_KEEP_END) return text;
  const hidden = text.length - MASK_KEEP_START - MASK_KEEP_END;
  return text.slice(0, MASK_KEEP_START) + '*'.repeat(hidden) + text.slice(text.length - MASK_KEEP_END);
}

/**
 * A list filter of several values (`"x-filter": { "op": "in" }` on a text field) is drawn as a paste box: tracking
 * numbers copied from a spreadsheet column or a chat, one per line, or separated by commas, semicolons or spaces
 * (full-width ones too). They go to the server as a list, in the order given, without blanks or repeats.
 */

/** Most values one paste box sends (the server's qid layer takes up to 10,000). */
export const MAX_PASTED_VALUES = 1000;

/**
 * @example splitPastedValues('SF001\nSF002, SF003；SF001'); // ['SF001', 'SF002', 'SF003']
 */
export function splitPastedValues(text: unknown): string[] {
  if (Array.isArray(text)) return [...new Set(text.map((item) => String(item).trim()).filter(Boolean))].slice(0, MAX_PASTED_VALUES);
  if (typeof text !== 'string') return [];
  const parts = text.split(/[\s,，;；、]+/u).map((part) => part.trim()).filter(Boolean);
  return [...new Set(parts)].slice(0, MAX_PASTED_VALUES);
}

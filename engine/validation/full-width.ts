/**
 * Full-width input (a Chinese IME in full-width mode types `１２．５`, `ＡＢ`, the ideographic space) read as the
 * ASCII a person meant. Every sanitizer folds its input with this first, so `１２．３４５` typed into a 2-decimal
 * field becomes `12.34` instead of disappearing. The checks do not fold: a stored value must already be ASCII.
 */

/** The full-width forms of ASCII `!` to `~` (U+FF01 to U+FF5E) sit this far above their ASCII twins. */
const FULL_WIDTH_OFFSET = 0xfee0;

/**
 * Replaces full-width ASCII forms by ASCII and the ideographic space (U+3000) by a plain space; leaves the rest.
 * @example foldFullWidth('１２．５ ＡＢ'); // '12.5 AB'
 */
export function foldFullWidth(value: string): string {
  return value
    .replace(/[\uff01-\uff5e]/g, (char) => String.fromCharCode(char.charCodeAt(0) - FULL_WIDTH_OFFSET))
    .replace(/\u3000/g, ' ');
}

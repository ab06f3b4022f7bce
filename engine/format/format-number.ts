/** Number display (spec 01 §9): compact suffixes k, M, G, T, P, E and thousands separators. */

/** The compact suffixes, each a power of 1000 above the previous. */
const SUFFIXES: readonly { value: number; symbol: string }[] = [
  { value: 1e3, symbol: 'k' },
  { value: 1e6, symbol: 'M' },
  { value: 1e9, symbol: 'G' },
  { value: 1e12, symbol: 'T' },
  { value: 1e15, symbol: 'P' },
  { value: 1e18, symbol: 'E' },
];

/** `1.50` → `1.5`, `2.00` → `2`. */
function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * A short form of a number with a suffix for each power of 1000, `digits` decimals at most (trailing zeros
 * dropped). Below 1000 (in absolute value) the number is shown in full with thousands separators. A value that
 * rounds up to 1000 of one suffix moves to the next (999999 → '1M'). Negative numbers keep their sign.
 * @example formatCompactNumber(1234567); // '1.2M'
 */
export function formatCompactNumber(n: number, digits = 1): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const size = Math.abs(n);
  for (let i = SUFFIXES.length - 1; i >= 0; i -= 1) {
    const { value, symbol } = SUFFIXES[i];
    if (size < value) continue;
    const scaled = Number((size / value).toFixed(digits));
    const next = SUFFIXES[i + 1];
    if (scaled >= 1000 && next) return sign + trimZeros((size / next.value).toFixed(digits)) + next.symbol;
    return sign + trimZeros(scaled.toFixed(digits)) + symbol;
  }
  return formatThousands(n);
}

/**
 * Puts a comma between each group of three digits of the integer part; the decimal part is kept as written.
 * Strings keep their digits exactly (no float rounding). Empty, null and undefined give ''; a string that is not
 * a plain decimal number is returned unchanged.
 * @example formatThousands('1234567.891'); // '1,234,567.891'
 */
export function formatThousands(n: number | string | null | undefined): string {
  if (n === null || n === undefined) return '';
  const text = typeof n === 'number' ? String(n) : n.trim();
  const match = /^([+-]?)(\d+)(\.\d*)?$/.exec(text);
  if (!match) return typeof n === 'number' ? text : n;
  const [, sign, whole, fraction = ''] = match;
  return sign + whole.replace(/\B(?=(\d{3})+$)/g, ',') + fraction;
}

/**
 * Decimal numbers as text, rounded half-up to a scale without float arithmetic: numeric columns arrive as text
 * ('88.455000'), and 1.005 rounded through a float gives 1.00, not the 1.01 an invoice wants.
 */

/** A plain decimal number as text: sign, integer digits, optional fraction. */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** The plain decimal text of a number or numeric text, or undefined when it is not one (exponents are expanded). */
export function decimalText(value: unknown): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    const text = String(value);
    // 1e21, 1e-7: JavaScript writes these with an exponent; toFixed writes digits (enough of them for display).
    if (!/e/i.test(text)) return text;
    return Math.abs(value) < 1 ? value.toFixed(20) : BigInt(Math.round(value)).toString();
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return undefined;
  return text;
}

/**
 * Rounds half-up (away from zero on a 5) to `scale` decimals and writes exactly that many; undefined when the value
 * is not a number. @example roundHalfUp('1.005', 2); // '1.01'
 */
export function roundHalfUp(value: unknown, scale: number): string | undefined {
  const text = decimalText(value);
  if (text === undefined) return undefined;
  const [, sign = '', whole = '', fraction = ''] = DECIMAL.exec(text)!;
  const digits = (whole || '0') + fraction.padEnd(scale, '0').slice(0, scale);
  const up = (fraction[scale] ?? '0') >= '5';
  const rounded = (BigInt(digits) + (up ? 1n : 0n)).toString().padStart(scale + 1, '0');
  const intPart = rounded.slice(0, rounded.length - scale);
  const fracPart = scale > 0 ? rounded.slice(-scale) : '';
  const zero = /^0*$/.test(intPart + fracPart);
  return (sign === '-' && !zero ? '-' : '') + intPart + (scale > 0 ? `.${fracPart}` : '');
}

/** Drops a fraction's trailing zeros ('88.4500' → '88.45', '2.000' → '2'). */
export function trimDecimal(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

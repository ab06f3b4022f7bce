/**
 * The masks a field may declare (`"x-mask": "phone"`, docs/schemas.md "Field permissions and masks"): each keeps
 * some leading and trailing characters and stars the ones between, so the length shows. Phone follows spec 02 §9
 * (first 3, last 4); the identity card and bank account rules are ours (the common practice of Chinese banks).
 */

/** How many characters a mask keeps at each end. */
export interface MaskRule {
  keepStart: number;
  keepEnd: number;
}

/** The masks by name; a schema's `x-mask` names one of these. */
export const MASKS = {
  phone: { keepStart: 3, keepEnd: 4 },
  idCard: { keepStart: 6, keepEnd: 4 },
  bankAccount: { keepStart: 4, keepEnd: 4 },
  /** A credential (an ERP app secret): only its last 4 characters show, to everyone. */
  secret: { keepStart: 0, keepEnd: 4 },
} as const satisfies Record<string, MaskRule>;

export type MaskName = keyof typeof MASKS;

/**
 * Masks no grant lifts, administrators' included: the value is written, used by the server, and never handed out
 * whole (the form still takes a new one; the mask sent back leaves the stored value as it is).
 */
export const ALWAYS_MASKED: ReadonlySet<MaskName> = new Set<MaskName>(['secret']);

/** The character standing for each hidden one. */
export const MASK_CHAR = '*';

export function isMaskName(name: unknown): name is MaskName {
  return typeof name === 'string' && Object.hasOwn(MASKS, name);
}

/**
 * Keeps the first `keepStart` and last `keepEnd` characters and stars those between (the length is kept). A value
 * too short to hide anything is starred whole, so a short value never shows in full; null and undefined stay as they
 * are, and surrounding whitespace is trimmed.
 * @example keepEnds('13812345678', { keepStart: 3, keepEnd: 4 }); // '138****5678'
 * @example keepEnds('12345', { keepStart: 3, keepEnd: 4 }); // '*****'
 */
export function keepEnds<T>(value: T, rule: MaskRule): T | string {
  if (value === null || value === undefined) return value;
  const text = String(value).trim();
  if (!text) return text;
  const hidden = text.length - rule.keepStart - rule.keepEnd;
  if (hidden <= 0) return MASK_CHAR.repeat(text.length);
  return text.slice(0, rule.keepStart) + MASK_CHAR.repeat(hidden) + text.slice(text.length - rule.keepEnd);
}

/**
 * A value masked by the named mask.
 * @example maskValue('phone', '13812345678'); // '138****5678'
 * @example maskValue('idCard', '110101199003071234'); // '110101********1234'
 * @example maskValue('bankAccount', '6222021234567890'); // '6222********7890'
 */
export function maskValue<T>(name: MaskName, value: T): T | string {
  return keepEnds(value, MASKS[name]);
}

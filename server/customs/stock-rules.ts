/**
 * The park ledger's rules (账册, docs/domain/customs.md "The park ledger"): what each kind of change does to a ledger
 * line's four quantities, and when it is refused. Pure: stock-ledger.ts turns the same rules into one conditional
 * UPDATE per change, so the database enforces them under concurrency; this module says them once, for tests and
 * for messages.
 *
 * - stockQty 账面库存 = actlInc − actlRedc; availableQty 可用 = actlInc − actlRedc − prevdRedc.
 * - Nothing takes availableQty below zero; 预增 and 预减 never go below zero when turned actual or released.
 */

/** A ledger line's quantities. */
export interface StockQuantities {
  actlIncQty: number;
  actlRedcQty: number;
  prevdIncQty: number;
  prevdRedcQty: number;
}

/**
 * The kinds of change, as the adjust log names them: 预增, 预增转实增, 预减, 预减释放, 预减转实减, 实增, 调整 (a signed
 * quantity: + is 实增, − is 实减).
 */
export const STOCK_CHANGE_KINDS = ['prevdInc', 'prevdIncToActl', 'prevdRedc', 'prevdRedcRelease', 'prevdRedcToActl', 'actlInc', 'adjust'] as const;
export type StockChangeKind = (typeof STOCK_CHANGE_KINDS)[number];

/** The documents a change comes from. */
export const STOCK_DOC_TYPES = ['application', 'cargo', 'order', 'cancel', 'bill', 'returnBill', 'adjust'] as const;
export type StockDocType = (typeof STOCK_DOC_TYPES)[number];

/** What each quantity moves by (signed). */
export type StockDelta = StockQuantities;

/** The quantity that a refused change would take below zero: available, 预增 or 预减. */
export type StockShortOf = 'available' | 'prevdInc' | 'prevdRedc';

export type StockRefusal =
  | { refused: 'qty'; asked: number }
  | { refused: 'short'; of: StockShortOf; available: number; asked: number };

/** Quantities carry three decimals (numeric(19,3)); sums are rounded so 0.1 + 0.2 is 0.3. */
export const roundQty = (value: number): number => Math.round(value * 1000) / 1000 + 0;

export const stockQtyOf = (q: StockQuantities): number => roundQty(q.actlIncQty - q.actlRedcQty);
export const availableQtyOf = (q: StockQuantities): number => roundQty(q.actlIncQty - q.actlRedcQty - q.prevdRedcQty);

/**
 * The moves of a change of `kind` by `qty` (> 0; an adjustment's is signed and ≠ 0).
 * @example deltaOf('prevdRedcToActl', 2); // { actlIncQty: 0, actlRedcQty: 2, prevdIncQty: 0, prevdRedcQty: -2 }
 */
export function deltaOf(kind: StockChangeKind, qty: number): StockDelta {
  const zero: StockDelta = { actlIncQty: 0, actlRedcQty: 0, prevdIncQty: 0, prevdRedcQty: 0 };
  switch (kind) {
    case 'prevdInc': return { ...zero, prevdIncQty: qty };
    case 'prevdIncToActl': return { ...zero, prevdIncQty: -qty, actlIncQty: qty };
    case 'prevdRedc': return { ...zero, prevdRedcQty: qty };
    case 'prevdRedcRelease': return { ...zero, prevdRedcQty: -qty };
    case 'prevdRedcToActl': return { ...zero, prevdRedcQty: -qty, actlRedcQty: qty };
    case 'actlInc': return { ...zero, actlIncQty: qty };
    case 'adjust': return qty >= 0 ? { ...zero, actlIncQty: qty } : { ...zero, actlRedcQty: -qty };
  }
}

/**
 * What a change of this kind must find on the line, each a quantity that must be at least `atLeast`: the
 * condition of the ledger's conditional UPDATE (stock-ledger.ts), in the order a refusal names them.
 */
export function requirementsOf(kind: StockChangeKind, qty: number): { of: StockShortOf; atLeast: number }[] {
  const delta = deltaOf(kind, qty);
  const needs: { of: StockShortOf; atLeast: number }[] = [];
  const availableDelta = delta.actlIncQty - delta.actlRedcQty - delta.prevdRedcQty;
  if (delta.prevdIncQty < 0) needs.push({ of: 'prevdInc', atLeast: -delta.prevdIncQty });
  if (delta.prevdRedcQty < 0) needs.push({ of: 'prevdRedc', atLeast: -delta.prevdRedcQty });
  if (availableDelta < 0) needs.push({ of: 'available', atLeast: -availableDelta });
  return needs;
}

/** Whether a quantity is one a change of this kind takes: above zero (an adjustment: not zero), finite. */
export function qtyAccepted(kind: StockChangeKind, qty: number): boolean {
  return Number.isFinite(qty) && (kind === 'adjust' ? roundQty(qty) !== 0 : roundQty(qty) > 0);
}

/** The quantity a requirement reads on the line. */
export function quantityOf(q: StockQuantities, of: StockShortOf): number {
  if (of === 'available') return availableQtyOf(q);
  return roundQty(of === 'prevdInc' ? q.prevdIncQty : q.prevdRedcQty);
}

/**
 * The line's quantities after the change, or why it is refused.
 * @example applyChange({ actlIncQty: 10, actlRedcQty: 0, prevdIncQty: 0, prevdRedcQty: 8 }, 'prevdRedc', 3);
 * // { refused: 'short', of: 'available', available: 2, asked: 3 }
 */
export function applyChange(q: StockQuantities, kind: StockChangeKind, qty: number): { after: StockQuantities } | StockRefusal {
  if (!qtyAccepted(kind, qty)) return { refused: 'qty', asked: qty };
  const amount = roundQty(qty);
  for (const need of requirementsOf(kind, amount)) {
    const have = quantityOf(q, need.of);
    if (have < need.atLeast) return { refused: 'short', of: need.of, available: have, asked: need.atLeast };
  }
  const delta = deltaOf(kind, amount);
  return {
    after: {
      actlIncQty: roundQty(q.actlIncQty + delta.actlIncQty),
      actlRedcQty: roundQty(q.actlRedcQty + delta.actlRedcQty),
      prevdIncQty: roundQty(q.prevdIncQty + delta.prevdIncQty),
      prevdRedcQty: roundQty(q.prevdRedcQty + delta.prevdRedcQty),
    },
  };
}

/** Kinds that may bring an item onto the ledger for the first time (given the item's description). */
export const CREATING_KINDS: readonly StockChangeKind[] = ['prevdInc', 'actlInc'];

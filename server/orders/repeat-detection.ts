/**
 * Repeated-order detection (docs/domain/parcel-life.md, "Checks when an order arrives" 4; docs/domain/order-intake.md):
 * an arriving 2C order repeats a live (not cancelled) order of the tenant when
 * - `customerOrderNo`: the same customer and the same customer order number, or
 * - `consignee`: the same consignee phone and address and the same goods, the other order made within 3 days.
 * Plain functions: the database part is server/orders/repeated-orders.ts.
 */

/** The reason a group was formed, stored on `order.repeatedOrder.reason`. */
export type RepeatReason = 'customerOrderNo' | 'consignee';

/** One goods line as detection compares it. */
export interface RepeatGoodsLine {
  itemNo?: string | null;
  itemName?: string | null;
  qty?: number | string | null;
}

/** What detection reads of an order. */
export interface RepeatCandidate {
  id: number | string;
  customerCode?: string | null;
  customerOrderNo?: string | null;
  consigneeTelephone?: string | null;
  consigneeAddress?: string | null;
  /** The order's goods lines; `undefined` when unknown (then the consignee rule does not apply). */
  goods?: RepeatGoodsLine[];
  /** When the order was made (ms since the epoch, or a Date). */
  createdAt?: number | Date | string | null;
  orderStatus?: string | null;
}

/** How far back the consignee rule looks. */
export const CONSIGNEE_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
/** The status of a cancelled order: never a repeat, never repeated. */
export const CANCELLED = 'S990';

const text = (value: unknown) => String(value ?? '').trim();
const compact = (value: unknown) => text(value).replace(/\s+/g, '').toLowerCase();
const time = (value: RepeatCandidate['createdAt']) =>
  value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number(value ?? NaN);

/**
 * The goods of an order as one comparable string: each line's SKU (or name) and quantity, sorted.
 * @example goodsSignature([{ itemName: '奶粉', qty: 2 }]); // '奶粉×2'
 */
export function goodsSignature(goods: RepeatGoodsLine[]): string {
  return goods
    .map((line) => `${compact(line.itemNo) || compact(line.itemName)}×${Number(line.qty ?? 0)}`)
    .sort()
    .join('|');
}

/**
 * Why `candidate` repeats `order`, or null. `now` is the arriving order's time for the 3-day window.
 * @example repeatReason({ id: 2, customerCode: 'C', customerOrderNo: 'A1' }, { id: 1, customerCode: 'C', customerOrderNo: 'A1' }, Date.now()); // 'customerOrderNo'
 */
export function repeatReason(order: RepeatCandidate, candidate: RepeatCandidate, now: number): RepeatReason | null {
  if (String(order.id) === String(candidate.id) || candidate.orderStatus === CANCELLED) return null;
  if (text(order.customerOrderNo) && text(order.customerCode) === text(candidate.customerCode)
    && text(order.customerOrderNo) === text(candidate.customerOrderNo)) return 'customerOrderNo';
  const phone = compact(order.consigneeTelephone);
  const address = compact(order.consigneeAddress);
  if (!phone || !address || !order.goods?.length || !candidate.goods?.length) return null;
  if (phone !== compact(candidate.consigneeTelephone) || address !== compact(candidate.consigneeAddress)) return null;
  const made = time(candidate.createdAt);
  if (!Number.isFinite(made) || Math.abs(now - made) > CONSIGNEE_WINDOW_MS) return null;
  return goodsSignature(order.goods) === goodsSignature(candidate.goods) ? 'consignee' : null;
}

/** The candidates `order` repeats, with the strongest reason found (customer order number before consignee). */
export function findRepeats(order: RepeatCandidate, candidates: RepeatCandidate[], now: number): { reason: RepeatReason; matches: RepeatCandidate[] } | null {
  const found = candidates
    .map((candidate) => ({ candidate, reason: repeatReason(order, candidate, now) }))
    .filter((hit): hit is { candidate: RepeatCandidate; reason: RepeatReason } => hit.reason !== null);
  if (found.length === 0) return null;
  const reason: RepeatReason = found.some((hit) => hit.reason === 'customerOrderNo') ? 'customerOrderNo' : 'consignee';
  return { reason, matches: found.map((hit) => hit.candidate) };
}

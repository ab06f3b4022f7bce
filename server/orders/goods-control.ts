/**
 * Goods control (商品管控, /goodsControl, entity `order.goodsControl`; docs/domain/orders.md "Goods control"): which
 * rules an arriving 2C order's goods lines hit. Pure: the order's write hook (server/commands/two-c-order-hooks.ts)
 * reads the tenant's rules and acts on the verdict — `forbid` refuses the order naming the rule, `limit` refuses a
 * line whose quantity is above the rule's maximum, `review` lets the order in awaiting confirmation (/orderReview).
 */

export type ControlAction = 'forbid' | 'review' | 'limit';
export type MatchType = 'keyword' | 'hsPrefix' | 'barCode' | 'itemNo';

export interface GoodsControlRule {
  ruleCode: string;
  ruleName?: string | null;
  matchType: MatchType | string;
  matchValue: string;
  /** Empty: every customer. */
  customerCode?: string | null;
  action: ControlAction | string;
  /** A `limit` rule's most quantity per line. */
  maxQty?: number | string | null;
  /** Days, YYYY-MM-DD, inclusive; empty: open. */
  validFrom?: string | null;
  validTo?: string | null;
  /** '1' enabled; anything else is not applied. */
  status?: string | null;
}

export interface ControlledLine {
  itemName?: string | null;
  hsCode?: string | null;
  barCode?: string | null;
  itemNo?: string | null;
  qty?: number | string | null;
}

/** One rule hit by one line (`line`: the index in the order's lines). */
export interface ControlHit {
  rule: GoodsControlRule;
  line: number;
}

export interface ControlVerdict {
  /** Lines hit by a `forbid` rule: the order is refused. */
  forbidden: ControlHit[];
  /** Lines above a `limit` rule's maximum: refused, naming the line's quantity. */
  overLimit: ControlHit[];
  /** Lines hit by a `review` rule: the order waits for confirmation. */
  review: ControlHit[];
}

const text = (value: unknown) => String(value ?? '').trim();

/** Whether the rule is in force for this customer on this day (enabled, its customer or every one, valid that day). */
export function ruleApplies(rule: GoodsControlRule, customerCode: string | null | undefined, day: string): boolean {
  if (text(rule.status) !== '1') return false;
  if (text(rule.customerCode) && text(rule.customerCode) !== text(customerCode)) return false;
  if (text(rule.validFrom) && text(rule.validFrom).slice(0, 10) > day) return false;
  if (text(rule.validTo) && text(rule.validTo).slice(0, 10) < day) return false;
  return true;
}

/**
 * Whether a line matches the rule: a keyword inside the goods name (case ignored), an HS code starting with the
 * prefix, the same barcode, the same SKU (case ignored).
 * @example lineMatches({ matchType: 'keyword', matchValue: '电池', … }, { itemName: '锂电池充电宝' }) // true
 */
export function lineMatches(rule: GoodsControlRule, line: ControlledLine): boolean {
  const value = text(rule.matchValue);
  if (!value) return false;
  switch (rule.matchType) {
    case 'keyword': return text(line.itemName).toLowerCase().includes(value.toLowerCase());
    case 'hsPrefix': return text(line.hsCode).startsWith(value);
    case 'barCode': return text(line.barCode) === value;
    case 'itemNo': return text(line.itemNo).toLowerCase() === value.toLowerCase();
    default: return false;
  }
}

/**
 * The verdict of the rules on an order's lines on its day.
 * @example checkGoodsControl(rules, { customerCode: 'DMC001', day: '2026-11-26', goods: [{ itemName: '锂电池', qty: 1 }] })
 *   // { forbidden: [{ rule: GC001, line: 0 }], overLimit: [], review: [] }
 */
export function checkGoodsControl(
  rules: readonly GoodsControlRule[],
  order: { customerCode?: string | null; day: string; goods: readonly ControlledLine[] },
): ControlVerdict {
  const verdict: ControlVerdict = { forbidden: [], overLimit: [], review: [] };
  const inForce = rules.filter((rule) => ruleApplies(rule, order.customerCode, order.day));
  order.goods.forEach((line, index) => {
    for (const rule of inForce) {
      if (!lineMatches(rule, line)) continue;
      if (rule.action === 'forbid') verdict.forbidden.push({ rule, line: index });
      else if (rule.action === 'review') verdict.review.push({ rule, line: index });
      else if (rule.action === 'limit') {
        const max = Number(rule.maxQty);
        if (Number.isFinite(max) && rule.maxQty !== null && rule.maxQty !== '' && Number(line.qty ?? 0) > max) verdict.overLimit.push({ rule, line: index });
      }
    }
  });
  return verdict;
}

/** A rule as a desk names it: `GC001「锂电池」`. */
export function ruleName(rule: GoodsControlRule): string {
  return rule.ruleName ? `${rule.ruleCode}「${rule.ruleName}」` : rule.ruleCode;
}

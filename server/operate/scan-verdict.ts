/**
 * Whether a scan may move a parcel (docs/domain/operate.md, "The operate node"): a plain function of the scan's rule,
 * the parcel as the order table has it, and the words to say it in. The scan endpoint asks it for every scan; a scan it
 * refuses moves nothing and is recorded with the reason. A scan type's rule is declared by its scan page's schema.
 */
import type { Language } from '../errors/catalogue';
import { inLanguage } from '../errors/in-language';

/** What one scan type does to a parcel: from which operate nodes to which (its page's `moves.transition`). */
export interface ScanRule {
  from: readonly string[];
  to: string;
  /** The abnormal scan: it takes held parcels and listed numbers (that is what it is for). */
  takesHeld?: boolean;
}

/** The operate node of a parcel no scan has moved yet (the operate lifecycle's initial state). */
export const UNHANDLED_NODE = 'N00';

/** The parcel as the scan finds it. */
export interface ScannedParcel {
  /** UNHANDLED_NODE (or null, a row from before the operate node) until a scan moves it. */
  operateNode: string | null;
  orderStatus: string | null;
  /** '1' confirmed (parcel-life.md: an order held for confirmation is not taken in). */
  reviewState: string | null;
  /** '1' held by customer service (/holdSingle), with its reason. */
  holdState?: string | null;
  holdReason?: string | null;
  /** The number is on the exception list (/abnormalNumber), with the reason listed there. */
  listedReason?: string | null;
}

export type RefusalCode = 'UNKNOWN' | 'CANCELLED' | 'UNCONFIRMED' | 'HELD' | 'LISTED' | 'ALREADY' | 'WRONG_NODE';

export type ScanVerdict =
  | { allowed: true; node: string }
  | { allowed: false; code: RefusalCode; reason: string };

/** The cancelled order status (parcel-life.md S990): it moves no further. */
export const CANCELLED_STATUS = 'S990';

/**
 * The verdict on one scan of `code`. `parcel` undefined: no order carries the number. `nodeTitle` names a node in the
 * person's language (the operate node dictionary), so a refusal says where the parcel stands.
 */
export function judgeScan(code: string, rule: ScanRule, parcel: ScannedParcel | undefined, lang: Language, nodeTitle: (node: string) => string): ScanVerdict {
  const refuse = (refusal: RefusalCode, zh: string, en: string): ScanVerdict => ({ allowed: false, code: refusal, reason: inLanguage(lang, zh, en) });
  if (!parcel) return refuse('UNKNOWN', `单号 ${code} 不存在`, `No parcel has the number ${code}`);
  if (parcel.orderStatus === CANCELLED_STATUS) return refuse('CANCELLED', `${code} 的订单已取消`, `The order of ${code} is cancelled`);
  if (!rule.takesHeld) {
    if (parcel.holdState === '1') {
      const why = parcel.holdReason?.trim();
      return refuse('HELD', `${code} 已被拦截${why ? `：${why}` : ''}，请交异常处理`, `${code} is held${why ? `: ${why}` : ''}; hand it to the exception desk`);
    }
    if (parcel.listedReason !== undefined && parcel.listedReason !== null) {
      const why = parcel.listedReason.trim();
      return refuse('LISTED', `${code} 在异常单号清单中${why ? `：${why}` : ''}`, `${code} is on the exception list${why ? `: ${why}` : ''}`);
    }
  }
  const node = parcel.operateNode ?? UNHANDLED_NODE;
  if (parcel.reviewState !== '1' && node === UNHANDLED_NODE && !rule.takesHeld) {
    return refuse('UNCONFIRMED', `${code} 的订单尚未确认，不能作业`, `The order of ${code} is not confirmed yet`);
  }
  // Scanned twice at the same step (a confirmed repeat, a second hand on the parcel): nothing to do, and said so.
  if (node === rule.to) return refuse('ALREADY', `${code} 已是「${nodeTitle(node)}」，无需重复作业`, `${code} is already "${nodeTitle(node)}"`);
  if (!rule.from.includes(node)) {
    const where = nodeTitle(node);
    return refuse('WRONG_NODE', `${code} 当前为「${where}」，不能转为「${nodeTitle(rule.to)}」`, `${code} is "${where}": it cannot be moved to "${nodeTitle(rule.to)}"`);
  }
  return { allowed: true, node: rule.to };
}

/**
 * The reminder categories of spec 01 §3 and §7, as data, and what the shell derives from their lists: counts, the
 * target each one opens with its `orderCodes` query value, whether the badge shows. No React here.
 */
import { canSeeRoute } from '../../engine/access/route-access';

/** The five categories, in the order the shell lists them. */
export type ReminderCategoryKey = 'problem' | 'registration' | 'invite' | 'workOrder' | 'orderConfirm';

/** One row of a reminder query: the shell reads only its id, or its orderCode for problem items. */
export interface ReminderRow {
  id?: number | string | null;
  orderCode?: string | null;
  [field: string]: unknown;
}

export interface ReminderCategory {
  key: ReminderCategoryKey;
  /** The reminder query (spec 01 §7, generic data query). */
  qid: string;
  filters?: Readonly<Record<string, string>>;
  /** The page the category opens (spec 02 §2, reminder targets). */
  route: string;
  /** The row field whose values, comma-joined, make the `orderCodes` query value. */
  codeField: 'id' | 'orderCode';
}

/** Spec 01 §7: the queries and targets; problem items join orderCode, the others id. */
export const REMINDER_CATEGORIES: readonly ReminderCategory[] = Object.freeze([
  { key: 'problem', qid: 'FIND_PROBLEM_NOTICE', route: '/problemManagemntTms', codeField: 'orderCode' },
  { key: 'registration', qid: 'FIND_COMP_AUTH_LIST_NOTICE', route: '/certificationAudit', codeField: 'id' },
  { key: 'invite', qid: 'FIND_COMP_AUTH_LIST_SALES_MAN_NOTICE', route: '/subscribeTnvite', codeField: 'id' },
  { key: 'workOrder', qid: 'FIND_CONSULT_WORK_ORDER_NOTICE', filters: { status: '待处理' }, route: '/workOrderQuery', codeField: 'id' },
  { key: 'orderConfirm', qid: 'FIND_CORPORATE_SB_CUST_CONFIRM_NOTICE', route: '/orderReview', codeField: 'id' },
]);

/** The rows of each category; a category missing or empty has nothing to show. */
export type ReminderLists = Partial<Record<ReminderCategoryKey, readonly ReminderRow[]>>;

/** A category as the shell shows it: how many entries, and where it opens. */
export interface ReminderSummary {
  key: ReminderCategoryKey;
  count: number;
  /** The comma-joined ids (or orderCodes for problem items); empty when there is no entry. */
  orderCodes: string;
  /** The route with `?orderCodes=<value>`, or the bare route when there is no entry. */
  target: string;
}

/**
 * The comma-joined `orderCodes` value of a category's rows: orderCode for problem items, id for the others.
 * Rows without the field are skipped.
 * @example orderCodesOf(REMINDER_CATEGORIES[0], [{ orderCode: 'DM1' }, { orderCode: 'DM2' }]); // 'DM1,DM2'
 */
export function orderCodesOf(category: ReminderCategory, rows: readonly ReminderRow[]): string {
  return rows
    .map((row) => row[category.codeField])
    .filter((value): value is string | number => value !== null && value !== undefined && String(value) !== '')
    .map(String)
    .join(',');
}

/**
 * Where a category opens: its route with the orderCodes query value (each code URL-encoded, the commas kept).
 * @example reminderTarget(REMINDER_CATEGORIES[1], '3,7'); // '/certificationAudit?orderCodes=3,7'
 */
export function reminderTarget(category: ReminderCategory, orderCodes: string): string {
  if (!orderCodes) return category.route;
  return `${category.route}?orderCodes=${orderCodes.split(',').map(encodeURIComponent).join(',')}`;
}

/** The summary of each given category from the lists, in catalogue order. */
export function summarize(lists: ReminderLists, categories: readonly ReminderCategory[] = REMINDER_CATEGORIES): ReminderSummary[] {
  return categories.map((category) => {
    const rows = lists[category.key] ?? [];
    const orderCodes = orderCodesOf(category, rows);
    return { key: category.key, count: rows.length, orderCodes, target: reminderTarget(category, orderCodes) };
  });
}

/** Spec 01 §4: the badge shows when any category has entries. */
export function reminderTotal(summaries: readonly ReminderSummary[]): number {
  return summaries.reduce((sum, summary) => sum + summary.count, 0);
}

/**
 * The categories whose target page the user may open (spec 01 §6): all of them for ROLE_ADMIN, otherwise those
 * whose route is in the server menu. A reminder the user could not open is not shown (nor asked for).
 */
export function visibleCategories(user: { roles: readonly string[] } | null, permittedPaths: ReadonlySet<string>): ReminderCategory[] {
  if (!user) return [];
  return REMINDER_CATEGORIES.filter((category) => canSeeRoute({ path: category.route }, user, permittedPaths));
}

import type { DataQuery } from '../../engine/data/data-query';
import type { ReminderCategory, ReminderLists, ReminderRow } from './reminder-categories';

/**
 * Asks every given category's reminder query at once, silently (spec 01 §8: a failed reminder fetch shows nothing).
 * Only a successful reply with rows fills a category; a failure or an empty reply leaves it empty.
 */
export async function fetchReminderLists(query: Pick<DataQuery, 'findAll'>, categories: readonly ReminderCategory[]): Promise<ReminderLists> {
  const entries = await Promise.all(
    categories.map(async (category) => {
      try {
        const rows = await query.findAll<ReminderRow>({ qid: category.qid, filters: category.filters ? { ...category.filters } : undefined }, { silent: true });
        return [category.key, Array.isArray(rows) ? rows : []] as const;
      } catch {
        return [category.key, []] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

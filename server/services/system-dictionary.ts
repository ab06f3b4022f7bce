/**
 * The system dictionaries (`sys_dict`, /sysdict, schemas/admin/sysdict.json): the installation's own code lists,
 * kept as a tree of types (top level) and their entries. One source for every list the system reads by value:
 * notification types and priorities (`queryNotificationType`, `queryNotificationPriority`, the notification schema's
 * `x-ref`). docs/domain/administration.md "System dictionaries" says how they differ from the tenants' base
 * dictionaries (/dictionaryInformation).
 */
import { sql } from 'kysely';
import type { Language } from '../errors/catalogue';
import type { RequestDb } from '../entity/row-store';

/** One entry of a system dictionary, named in both languages; `label` in the reader's. */
export interface SystemDictEntry {
  value: string;
  label: string;
  zh: string;
  en: string;
  sequence: number;
}

/**
 * The entries of one dictionary type in their order (`dictSequence`, then as added); the type's own top-level row is
 * not an entry. An English name left empty reads as the Chinese one.
 * @example await systemDictEntries(db, 'notificationPriority', 'en') // [{ value: 'high', label: 'High', … }, …]
 */
export async function systemDictEntries(db: RequestDb, dictType: string, lang: Language): Promise<SystemDictEntry[]> {
  const { rows } = await sql<{ value: string; zh: string; en: string | null; sequence: number }>`
    SELECT dict_value AS value, dict_name AS zh, dict_name_en AS en, dict_sequence AS sequence FROM sys_dict
    WHERE dict_type = ${dictType} AND dict_parent IS NOT NULL ORDER BY dict_sequence, id`.execute(db);
  return rows.map((row) => {
    const en = row.en || row.zh;
    return { value: row.value, zh: row.zh, en, label: lang === 'en' ? en : row.zh, sequence: row.sequence };
  });
}

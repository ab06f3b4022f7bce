/**
 * How messages name an entity and one of its records (docs/schemas.md, "Naming a record"): the record's noun is the
 * schema's `item` ("承运商" / "carrier"; the page title when a schema has none), and a record is named by the values
 * of its `label` fields (default: the first unique key), e.g. "承运商 SF 顺丰速运". React-free: the server's command
 * summaries use it too.
 */
import type { EntitySchema, LocalizedText } from './entity-schema';

type Language = 'zh' | 'en';

function pick(text: LocalizedText, language: Language): string {
  return text[language] || text[language === 'zh' ? 'en' : 'zh'] || '';
}

/**
 * The noun of one record in a language; `capital` starts an English sentence with it ("Carrier details").
 * @example recordNoun(carrierSchema, 'en'); // 'carrier'
 */
export function recordNoun(schema: Pick<EntitySchema, 'item' | 'title'>, language: Language, capital = false): string {
  const noun = pick(schema.item ?? schema.title, language);
  return capital && language === 'en' ? noun.charAt(0).toUpperCase() + noun.slice(1) : noun;
}

/** The fields that name a record: the schema's `label`, else its first unique key, else none. */
export function recordLabelFields(schema: Pick<EntitySchema, 'label' | 'storage'>): string[] {
  return schema.label ?? schema.storage?.unique?.[0] ?? [];
}

/**
 * A record's name: its label fields' values (a fixed option by its title), joined by a space; '' when they are all
 * empty.
 * @example recordName(carrierSchema, { carrierCode: 'SF', carrierName: '顺丰速运' }, 'zh'); // 'SF 顺丰速运'
 */
export function recordName(schema: Pick<EntitySchema, 'label' | 'storage' | 'fields'>, row: Record<string, unknown>, language: Language): string {
  return recordLabelFields(schema)
    .map((name) => {
      const value = row[name];
      if (value === undefined || value === null || value === '') return '';
      const field = schema.fields[name];
      const index = field?.enum?.indexOf(value as string | number) ?? -1;
      const title = index >= 0 ? field?.['x-enum-titles']?.[index] : undefined;
      return title ? pick(title, language) : String(value);
    })
    .filter(Boolean)
    .join(' ');
}

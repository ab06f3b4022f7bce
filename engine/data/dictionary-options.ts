/** Dictionary items as options and labels in the interface language (zh: dictionaryName, en: dictionaryNameEn). */
import type { Language } from '../render/localize';
import type { DictionaryItem } from './dictionary-cache';

/** An item's label: the English name in English when it has one, else the Chinese name. */
export function dictionaryLabel(item: DictionaryItem, language: Language): string {
  return (language === 'en' && item.dictionaryNameEn) || item.dictionaryName || item.dictionaryValue;
}

/**
 * Select options of a dictionary, in dictionaryOrder.
 * @example dictionaryOptions(items, 'en'); // [{ value: '0', label: 'Normal' }, …]
 */
export function dictionaryOptions(items: readonly DictionaryItem[], language: Language): { value: string; label: string }[] {
  const order = (item: DictionaryItem) => (item.dictionaryOrder === null || item.dictionaryOrder === undefined || item.dictionaryOrder === '' ? Infinity : Number(item.dictionaryOrder));
  return [...items].sort((a, b) => order(a) - order(b)).map((item) => ({ value: item.dictionaryValue, label: dictionaryLabel(item, language) }));
}

/** The label of a stored value, or the value itself when the dictionary does not hold it. */
export function labelOfValue(items: readonly DictionaryItem[] | undefined, value: unknown, language: Language): string {
  if (value === undefined || value === null || value === '') return '';
  const item = items?.find((candidate) => candidate.dictionaryValue === String(value));
  return item ? dictionaryLabel(item, language) : String(value);
}

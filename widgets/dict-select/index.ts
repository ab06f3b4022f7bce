export { DictSelect, DictSelectBase } from './DictSelect';
export type { DictSelectProps } from './DictSelect';
export { DictTag } from './DictTag';
export type { DictTagProps } from './DictTag';
export { clearDictionaryCache, loadDictionary, cachedDictionary, DICTIONARY_QID } from './dictionary-cache';
export type { DictionaryItem } from './dictionary-cache';
export { dictionaryLabel, dictionaryOptions, labelOfValue } from './dictionary-options';

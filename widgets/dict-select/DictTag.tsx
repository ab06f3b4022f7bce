import { Tag } from 'antd';
import { useLanguage } from '../../engine/render/language-context';
import { labelOfValue } from './dictionary-options';
import { useDictionary } from './use-dictionary';

export interface DictTagProps {
  dictionaryCode: string;
  value?: unknown;
}

/** A stored dictionary value shown as its label (lists, details, read-pretty forms); nothing for an empty value. */
export function DictTag({ dictionaryCode, value }: DictTagProps) {
  const language = useLanguage();
  const { items } = useDictionary(dictionaryCode);
  const label = labelOfValue(items, value, language);
  return label ? <Tag bordered={false}>{label}</Tag> : null;
}

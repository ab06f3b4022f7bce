import { Tag } from 'antd';
import { useLanguage } from '../../engine/render/language-context';
import { TAG_STYLE } from '../../engine/render/tag-style';
import { statusColor } from '../../engine/format/status-color';
import { labelOfValue } from './dictionary-options';
import { useDictionary } from './use-dictionary';

export interface DictTagProps {
  dictionaryCode: string;
  value?: unknown;
  /** The field's declared colours (`x-colors`): a named value gets its colour. */
  colors?: Record<string, string>;
  /** The field says `x-format` tag or status: every value gets a colour (declared, else by its label's meaning). */
  tagged?: boolean;
}

/**
 * A stored dictionary value shown as its label (lists, details, read-pretty forms), in a tag that ends in an ellipsis
 * within its cell; nothing for an empty value.
 */
export function DictTag({ dictionaryCode, value, colors, tagged }: DictTagProps) {
  const language = useLanguage();
  const { items } = useDictionary(dictionaryCode);
  const label = labelOfValue(items, value, language);
  if (!label) return null;
  const color = tagged || (colors && Object.hasOwn(colors, String(value))) ? statusColor(value, [label], colors) : undefined;
  return <Tag bordered={false} color={color} style={TAG_STYLE} title={label}>{label}</Tag>;
}

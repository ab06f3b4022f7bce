import type { FieldSchema } from '../schema/entity-schema';
import { DICT_TAG } from './form/field-component';
import { useComponents } from './components-context';
import { useLanguage } from './language-context';
import { formatFieldValue } from './format-field-value';

/** A stored value as a person reads it: a dictionary value through the registered DictTag, the rest as text. */
export function FieldValue({ field, value }: { field: FieldSchema | undefined; value: unknown }) {
  const language = useLanguage();
  const DictTag = useComponents().get(DICT_TAG);
  if (field?.['x-dict'] && DictTag) return <DictTag dictionaryCode={field['x-dict']} value={value} />;
  return <>{formatFieldValue(field, value, language)}</>;
}

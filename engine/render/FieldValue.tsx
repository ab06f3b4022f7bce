import type { FieldSchema } from '../schema/entity-schema';
import { DICT_TAG } from './form/field-component';
import { useComponents } from './components-context';
import { useLanguage } from './language-context';
import { formatFieldValue, isHtmlField } from './format-field-value';
import { lazyComponent } from '../registry/lazy-component';

/** Sanitised HTML, loaded with DOMPurify the first time a page shows an HTML value. */
const HtmlValue = lazyComponent(() => import('./HtmlValue').then((m) => m.HtmlValue));

/**
 * A stored value as a person reads it: a reference by its target's `label`, a dictionary value through the registered DictTag, an HTML value (rich text)
 * as sanitised HTML, the rest as text.
 */
export function FieldValue({ field, value, label }: { field: FieldSchema | undefined; value: unknown; label?: string }) {
  const language = useLanguage();
  const DictTag = useComponents().get(DICT_TAG);
  // A reference shows its target's label, which the list call sends with the row (`_labels`); the value without one.
  if (field?.['x-ref'] && label !== undefined) return <span title={String(value)}>{label}</span>;
  if (field?.['x-dict'] && DictTag) return <DictTag dictionaryCode={field['x-dict']} value={value} />;
  if (isHtmlField(field) && typeof value === 'string') return value ? <HtmlValue html={value} /> : null;
  return <>{formatFieldValue(field, value, language)}</>;
}

import { Tag } from 'antd';
import type { FieldSchema } from '../schema/entity-schema';
import { DICT_TAG } from './form/field-component';
import { useComponents } from './components-context';
import { useLanguage } from './language-context';
import { enumTitle, formatFieldValue, isHtmlField } from './format-field-value';
import { displayFormatOf } from '../format/display-format';
import { statusColor } from '../format/status-color';
import { downloadUrl, storedFiles } from '../data/stored-files';
import { startDownload } from '../data/start-download';
import { lazyComponent } from '../registry/lazy-component';
import { TAG_STYLE } from './tag-style';

/** Sanitised HTML, loaded with DOMPurify the first time a page shows an HTML value. */
const HtmlValue = lazyComponent(() => import('./HtmlValue').then((m) => m.HtmlValue));

/**
 * A stored value as a person reads it, in the field's display format (docs/schemas.md, "Display formats"): a
 * reference by its target's `label`, a dictionary value through the registered DictTag, a status or tag as a coloured
 * tag, files as download links by name, an HTML value (rich text) as sanitised HTML, e-mail and web addresses as
 * links, the rest as text (money with its currency from `row`).
 */
export function FieldValue({ field, value, label, row }: { field: FieldSchema | undefined; value: unknown; label?: string; row?: Record<string, unknown> }) {
  const language = useLanguage();
  const DictTag = useComponents().get(DICT_TAG);
  const format = displayFormatOf(field);
  // A reference shows its target's label, which the list call sends with the row (`_labels`); the value without one.
  if (field?.['x-ref'] && label !== undefined) return <span title={String(value)}>{label}</span>;
  // A link (several references, `x-link`) without labels: its values, or nothing when it holds none.
  if (field?.['x-ref'] && Array.isArray(value)) return value.length ? <>{value.join(', ')}</> : null;
  if (field?.['x-dict'] && DictTag) return <DictTag dictionaryCode={field['x-dict']} value={value} colors={field['x-colors']} tagged={format === 'tag' || format === 'status'} />;
  if (isHtmlField(field) && typeof value === 'string') return value ? <HtmlValue html={value} /> : null;
  if (value === undefined || value === null || value === '') return null;
  if (field && (format === 'status' || format === 'tag')) {
    const title = enumTitle(field, value, language) ?? String(value);
    const titles = field.enum ? [enumTitle(field, value, 'zh'), enumTitle(field, value, 'en')] : [title];
    const color = format === 'status' || field['x-colors'] ? statusColor(value, titles, field['x-colors']) : undefined;
    return <Tag color={color} bordered={format !== 'status'} style={TAG_STYLE} title={title} data-format={format}>{title}</Tag>;
  }
  if (format === 'file') {
    const files = storedFiles(Array.isArray(value) ? value : [value]);
    return (
      <>
        {files.map((file) => (
          <a key={file.key} href={downloadUrl(file)} style={{ marginInlineEnd: 8 }} onClick={(event) => { event.preventDefault(); startDownload(downloadUrl(file), file.name); }}>{file.name}</a>
        ))}
      </>
    );
  }
  const text = formatFieldValue(field, value, language, row);
  if (format === 'email') return <a href={`mailto:${text}`}>{text}</a>;
  if (format === 'url' && /^https?:\/\//i.test(text)) return <a href={text} target="_blank" rel="noopener noreferrer">{text}</a>;
  if (format === 'phone' || format === 'mask') return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
  return <>{text}</>;
}

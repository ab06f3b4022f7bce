/** The template preview's words, zh and en (widgets keep their own texts, as printing does). */
import type { Language } from '../../engine/render/localize';

const zh = {
  editor: '版式',
  preview: '预览',
  search: '示例订单',
  searchPlaceholder: '订单号或运单号，留空取最新订单',
  loading: '正在读取示例订单…',
  sample: '示例订单：{{code}}',
  noSample: '没有找到订单，占位符按原样显示',
  notFound: '没有找到订单 {{search}}，占位符按原样显示',
  otherRecords: '此类模板不按订单填充（如交接清单按装载单元），占位符按原样显示',
  forbidden: '您没有 2C 订单的查看权限，无法取示例订单，占位符按原样显示',
  failed: '示例订单读取失败，占位符按原样显示',
  unknown: '订单中没有这些字段：{{names}}',
  unknownMark: '订单中没有此字段',
  paper: '纸张 {{width}}×{{height}} mm',
};

type PreviewTextKey = keyof typeof zh;

const en: Record<PreviewTextKey, string> = {
  editor: 'Layout',
  preview: 'Preview',
  search: 'Sample order',
  searchPlaceholder: 'Order or tracking no.; empty: the latest order',
  loading: 'Reading the sample order…',
  sample: 'Sample order: {{code}}',
  noSample: 'No order found: placeholders are shown as written',
  notFound: 'No order {{search}}: placeholders are shown as written',
  otherRecords: 'Templates of this type are not filled from an order (a hand-over list takes a load unit): placeholders are shown as written',
  forbidden: 'You may not read 2C orders, so there is no sample order: placeholders are shown as written',
  failed: 'Could not read a sample order: placeholders are shown as written',
  unknown: 'The order has no such fields: {{names}}',
  unknownMark: 'The order has no such field',
  paper: 'Paper {{width}} × {{height}} mm',
};

/**
 * A text of the preview in a language, `{{name}}` replaced by the values given.
 * @example previewText('en', 'sample', { code: 'CW261126000400' }); // 'Sample order: CW261126000400'
 */
export function previewText(language: Language, key: PreviewTextKey, values: Record<string, string | number> = {}): string {
  const text = (language === 'en' ? en : zh)[key];
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

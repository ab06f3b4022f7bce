/**
 * The names a sample table would get under a generator template: the template detail's preview tab
 * (schemas/devtool/generator-template.json, command `preview`). Pure.
 */
import { endpointsOf } from '../../../engine/schema/entity-model';
import type { EntitySchema } from '../../../engine/schema/entity-schema';
import { entityOfTable, namesFor, type GeneratorTemplate } from './generator-template';

export interface PreviewLine {
  item: string;
  value: string;
}

/** The table the preview reverses: the template's strip prefix in front of `sample_order`. */
export const sampleTable = (template: GeneratorTemplate): string => `${template.stripPrefix}sample_order`;

type Texts = Record<'table' | 'entity' | 'id' | 'file' | 'newTable' | 'calls' | 'qid' | 'demo' | 'form' | 'list', string>;

const TEXTS: Record<'zh' | 'en', Texts> = {
  zh: { table: '示例表（逆向）', entity: '实体', id: '架构 ID', file: '架构文件', newTable: '新表（正向）', calls: '接口', qid: '列表查询 ID', demo: '演示数据文件', form: '表单', list: '列表' },
  en: { table: 'Sample table (reverse)', entity: 'Entity', id: 'Schema id', file: 'Schema file', newTable: 'New table (forward)', calls: 'Calls', qid: 'List qid', demo: 'Demo rows file', form: 'Form', list: 'List' },
};

/**
 * The preview's lines, labels in the request's language.
 * @example namingPreview(DEFAULT_TEMPLATE, 'en')[3]; // { item: 'Schema file', value: 'schemas/generated/sample-order.json' }
 */
export function namingPreview(template: GeneratorTemplate, lang: 'zh' | 'en'): PreviewLine[] {
  const t = TEXTS[lang];
  const table = sampleTable(template);
  const names = namesFor(entityOfTable(table, template), template);
  const endpoints = endpointsOf({ id: names.id, api: names.api, fields: {}, list: { columns: [] } } as unknown as EntitySchema);
  const calls = Object.values(endpoints).map((e) => `${e!.method} ${e!.path}`);
  const zh = lang === 'zh';
  const imports = [template.withImport ? (zh ? '导入' : 'import') : '', template.withExport ? (zh ? '导出' : 'export') : ''].filter(Boolean).join(zh ? '、' : ', ');
  return [
    { item: t.table, value: table },
    { item: t.entity, value: names.entity },
    { item: t.id, value: names.id },
    { item: t.file, value: `schemas/${names.schemaFile}` },
    { item: t.newTable, value: names.table },
    { item: t.calls, value: [...new Set(calls)].join('; ') },
    { item: t.qid, value: names.listQid },
    { item: t.demo, value: `schemas/${names.demoFile}` },
    { item: t.form, value: zh ? `${template.formMode === 'page' ? '页面' : '弹窗'}，${template.formGrid} 列` : `${template.formMode}, ${template.formGrid} column${template.formGrid > 1 ? 's' : ''}` },
    { item: t.list, value: zh ? `最多 ${template.listColumnsMax} 列${imports ? `，${imports}` : ''}` : `at most ${template.listColumnsMax} columns${imports ? `, ${imports}` : ''}` },
  ];
}

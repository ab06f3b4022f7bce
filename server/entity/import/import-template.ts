/**
 * An entity's import template (docs/schemas.md, "Imports"): the first sheet has the columns in order, titled
 * `中文 / English`, each with a note (required, the values it takes, the reference's code field); a second sheet
 * lists the same per column for reading. The reader takes either title back (import-layout.ts headerIndex).
 */
import ExcelJS from 'exceljs';
import type { Language } from '../../errors/catalogue';
import type { ImportColumn, ImportLayout } from './import-layout';

/** What one template column says: its title and hints. Labels are `{ value, label }` of enums and dictionaries. */
export interface TemplateColumn {
  key: string;
  title: string;
  required: boolean;
  /** `M=男 / Male`, … for enums and dictionaries. */
  values: string[];
  /** For a reference: the target's code field a cell holds. */
  refCode?: string;
  /** For a line column: the child key. */
  child?: string;
  /** Part of the import key. */
  key_: boolean;
}

/** Dictionary values of a field, by field key (loaded by the caller): value → { zh, en }. */
export type DictValues = Map<string, { value: string; zh: string; en: string }[]>;

/** The template's columns, in the sheet's order (pure). */
export function templateColumns(layout: ImportLayout, dicts: DictValues = new Map()): TemplateColumn[] {
  return layout.columns.map((column: ImportColumn) => {
    const field = column.model.schema.fields[column.field]!;
    const values: string[] = [];
    const titles = field['x-enum-titles'];
    if (field.enum) field.enum.forEach((value, i) => values.push(titles?.[i] ? `${String(value)}=${titles[i]!.zh} / ${titles[i]!.en}` : String(value)));
    for (const entry of dicts.get(column.key) ?? []) values.push(`${entry.value}=${entry.zh} / ${entry.en}`);
    const ref = field['x-ref'];
    return {
      key: column.key,
      title: `${column.title.zh} / ${column.title.en}`,
      required: column.required,
      values,
      refCode: ref ? `${ref.entity ?? ref.qid}.${ref.value}` : undefined,
      child: column.child,
      key_: !column.child && layout.key.includes(column.field),
    };
  });
}

const HINT = {
  required: { zh: '必填', en: 'Required' },
  key: { zh: '导入键：相同则更新已有数据', en: 'Import key: an existing row with the same value is updated' },
  values: { zh: '可选值', en: 'Values' },
  ref: { zh: '填写编码', en: 'Enter the code' },
  line: { zh: '明细列：每行一条明细，表头列按导入键重复', en: 'Line column: one row per line, the header columns repeated by the import key' },
};

function hints(column: TemplateColumn): { zh: string; en: string }[] {
  const out: { zh: string; en: string }[] = [];
  if (column.required) out.push(HINT.required);
  if (column.key_) out.push(HINT.key);
  if (column.child) out.push(HINT.line);
  if (column.refCode) out.push({ zh: `${HINT.ref.zh}（${column.refCode}）`, en: `${HINT.ref.en} (${column.refCode})` });
  if (column.values.length) out.push({ zh: `${HINT.values.zh}：${column.values.join('；')}`, en: `${HINT.values.en}: ${column.values.join('; ')}` });
  return out;
}

/** The template workbook: the data sheet (titles with notes; required titles red) and the guide sheet. */
export async function templateWorkbook(title: { zh: string; en: string }, columns: TemplateColumn[], lang: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'zh' ? '数据' : 'Data');
  columns.forEach((column, i) => {
    const cell = sheet.getRow(1).getCell(i + 1);
    cell.value = column.title;
    cell.font = { bold: true, color: column.required ? { argb: 'FFFF0000' } : undefined };
    const text = hints(column).map((h) => `${h.zh} / ${h.en}`).join('\n');
    if (text) cell.note = text;
    sheet.getColumn(i + 1).width = Math.max(14, Math.min(40, column.title.length + 4));
  });
  const guide = workbook.addWorksheet(lang === 'zh' ? '说明' : 'Guide');
  guide.addRow([lang === 'zh' ? '列' : 'Column', lang === 'zh' ? '必填' : 'Required', lang === 'zh' ? '说明' : 'Notes']).font = { bold: true };
  guide.addRow([`${title.zh} / ${title.en}`]);
  for (const column of columns) {
    guide.addRow([column.title, column.required ? '✓' : '', hints(column).filter((h) => h !== HINT.required).map((h) => h[lang]).join(lang === 'zh' ? '；' : '; ')]);
  }
  guide.getColumn(1).width = 36;
  guide.getColumn(3).width = 80;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

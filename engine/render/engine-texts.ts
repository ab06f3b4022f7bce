/**
 * The engine's own words (buttons, states, messages of the generated pages), in both languages. The engine does not
 * depend on the app's i18next setup: a page is given its language and reads these through {@link createTranslator}.
 */
import type { Language } from './localize';

const zh = {
  'action.create': '新增', 'action.edit': '编辑', 'action.view': '查看', 'action.delete': '删除', 'action.batchDelete': '批量删除',
  'action.export': '导出', 'action.exportWord': '导出 Word', 'action.exportPDF': '导出 PDF', 'action.import': '导入',
  'action.command': '执行', 'action.print': '打印', 'action.exportTask': '导出', 'exportTask.created': '导出任务已创建，请在「导出任务」页面查看进度并下载', 'exportTask.open': '打开导出任务', 'action.transition': '变更状态', 'action.navigate': '打开', 'action.download': '下载', 'action.nothingToDownload': '没有可下载的文件',
  'list.search': '查询', 'list.reset': '重置', 'list.actions': '操作', 'list.columns': '列设置', 'list.columnsReset': '恢复默认',
  'list.empty': '暂无数据', 'list.error': '数据加载失败', 'list.retry': '重试', 'list.total': '共 {{total}} 条', 'list.from': '起', 'list.to': '止', 'list.pasteValues': '可粘贴多个{{title}}，每行一个',
  'list.selected': '已选择 {{count}} 项', 'list.chooseOne': '请选择一条记录',
  'list.linkFilter': '已按链接筛选', 'list.linkFilterClear': '清除筛选，显示全部',
  'form.createTitle': '新增{{title}}', 'form.editTitle': '编辑{{title}}', 'form.save': '保存', 'form.cancel': '取消', 'form.saving': '保存中…',
  'form.conflict': '数据已被他人修改，请刷新后重试', 'form.reload': '重新加载', 'form.fixErrors': '请检查表单中的错误',
  'form.required': '请输入{{title}}', 'form.requiredChoice': '请选择{{title}}', 'form.maxLength': '{{title}}最多 {{max}} 个字符',
  'form.minLength': '{{title}}至少 {{min}} 个字符', 'form.pattern': '{{title}}格式不正确', 'form.patternRule': '{{title}}格式不正确：{{rule}}', 'form.minimum': '{{title}}不能小于 {{min}}',
  'form.maximum': '{{title}}不能大于 {{max}}', 'form.add': '添加一行', 'form.loading': '加载中…',
  'grid.addRow': '添加一行', 'grid.duplicate': '复制行', 'grid.deleteRow': '删除行', 'grid.undo': '撤销', 'grid.redo': '重做', 'grid.save': '保存明细',
  'grid.discard': '放弃修改', 'grid.saved': '已保存 {{count}} 行', 'grid.rows': '共 {{count}} 行', 'grid.problems': '{{count}} 处错误', 'grid.nextProblem': '下一处错误',
  'grid.at': '第 {{row}} 行 {{title}}：{{message}}', 'grid.notNumber': '{{title}}须为数字', 'grid.notInteger': '{{title}}须为整数',
  'grid.notChoice': '{{title}}没有“{{value}}”这一项', 'grid.notDate': '{{title}}须为日期（YYYY-MM-DD）', 'grid.notUnique': '{{title}}与第 {{row}} 行重复',
  'grid.tooMany': '最多 {{max}} 行', 'grid.locked': '当前状态下明细只读', 'grid.unsaved': '明细有未保存的修改，确定离开？', 'grid.unsavedTitle': '未保存的修改',
  'grid.fixFirst': '请先改正标红的单元格', 'grid.nothing': '没有要保存的修改', 'grid.empty': '暂无明细：按 Enter 或点“添加一行”开始录入，或直接粘贴表格',
  'grid.hint': '方向键、Tab、Enter 移动；直接输入即改写，F2 原位编辑，Esc 取消；Ctrl+V 粘贴表格；Ctrl+Z 撤销，Ctrl+Y 重做；Ctrl+Enter 插入行，Ctrl+D 复制行，Ctrl+Delete 删除行；Ctrl+S 保存',
  'detail.title': '{{title}}详情', 'detail.basic': '基本信息', 'detail.audit': '记录信息', 'detail.back': '返回列表',
  'history.tab': '变更记录', 'history.create': '新增', 'history.update': '修改', 'history.delete': '删除', 'history.transition': '状态变更',
  'history.command': '操作', 'history.empty': '暂无变更记录', 'history.more': '加载更多', 'history.error': '变更记录加载失败', 'history.params': '参数',
  'confirm.delete': '确定删除这条记录吗？', 'confirm.deleteNamed': '删除{{item}} {{name}}？', 'confirm.batchDelete': '确定删除选中的 {{count}} 条记录吗？', 'confirm.ok': '确定', 'confirm.cancel': '取消',
  'reveal.title': '请立即复制保存', 'reveal.note': '关闭后不会再显示，系统只保存它的摘要。',
  'import.title': '导入{{title}}', 'import.template': '下载导入模板', 'import.choose': '选择文件', 'import.preview': '预览（未写入）：{{name}}',
  'import.confirm': '确认导入', 'import.result': '导入完成', 'import.inserted': '新增', 'import.updated': '更新', 'import.unchanged': '未变',
  'import.refused': '拒绝', 'import.refusedFile': '下载未导入的行', 'import.sheet': '工作表', 'import.hint': '先下载模板填写；选择文件后先预览，确认后才写入。',
  'import.done': '已导入 {{count}} 条', 'import.failed': '导入失败：{{count}} 行有错误，未写入任何数据', 'import.row': '行', 'import.field': '字段', 'import.message': '错误', 'import.errorFile': '下载标注了错误的文件',
  'import.templateLabel': '导入模板', 'import.templateNone': '不使用模板（按字段标题）', 'import.templateNeeded': '请选择导入模板', 'import.unmapped': '模板未映射的列（已忽略）：{{columns}}',
  'export.done': '已导出 {{name}}', 'transition.done': '状态已更新', 'transition.doneNamed': '{{item}} {{name}} 状态变为「{{state}}」', 'command.doneNamed': '{{item}} {{name}}：{{verb}}已完成',
  'field.createdAt': '创建时间', 'field.createdBy': '创建人', 'field.updatedAt': '更新时间', 'field.updatedBy': '更新人',
} as const;

export type EngineTextKey = keyof typeof zh;

const en: Record<EngineTextKey, string> = {
  'action.create': 'New', 'action.edit': 'Edit', 'action.view': 'View', 'action.delete': 'Delete', 'action.batchDelete': 'Delete selected',
  'action.export': 'Export', 'action.exportWord': 'Export Word', 'action.exportPDF': 'Export PDF', 'action.import': 'Import',
  'action.command': 'Run', 'action.print': 'Print', 'action.exportTask': 'Export', 'exportTask.created': 'Export task created: follow it and download the file on the Export tasks page', 'exportTask.open': 'Open Export tasks', 'action.transition': 'Change state', 'action.navigate': 'Open', 'action.download': 'Download', 'action.nothingToDownload': 'There is no file to download',
  'list.search': 'Search', 'list.reset': 'Reset', 'list.actions': 'Actions', 'list.columns': 'Columns', 'list.columnsReset': 'Restore defaults',
  'list.empty': 'No data', 'list.error': 'The data could not be loaded', 'list.retry': 'Retry', 'list.total': '{{total}} in all', 'list.from': 'From', 'list.to': 'To', 'list.pasteValues': 'Paste several, one per line',
  'list.selected': '{{count}} selected', 'list.chooseOne': 'Choose a record',
  'list.linkFilter': 'Filtered by link', 'list.linkFilterClear': 'Clear the filter and show all',
  'form.createTitle': 'New {{title}}', 'form.editTitle': 'Edit {{title}}', 'form.save': 'Save', 'form.cancel': 'Cancel', 'form.saving': 'Saving…',
  'form.conflict': 'This record was changed by someone else: reload it and try again', 'form.reload': 'Reload', 'form.fixErrors': 'Check the errors in the form',
  'form.required': '{{title}} is required', 'form.requiredChoice': 'Choose {{title}}', 'form.maxLength': '{{title}} may have at most {{max}} characters',
  'form.minLength': '{{title}} needs at least {{min}} characters', 'form.pattern': '{{title}} is not in the right format', 'form.patternRule': '{{title}} is not in the expected format: {{rule}}', 'form.minimum': '{{title}} may not be less than {{min}}',
  'form.maximum': '{{title}} may not be more than {{max}}', 'form.add': 'Add a row', 'form.loading': 'Loading…',
  'grid.addRow': 'Add row', 'grid.duplicate': 'Duplicate row', 'grid.deleteRow': 'Delete row', 'grid.undo': 'Undo', 'grid.redo': 'Redo', 'grid.save': 'Save lines',
  'grid.discard': 'Discard changes', 'grid.saved': '{{count}} lines saved', 'grid.rows': '{{count}} lines', 'grid.problems': '{{count}} problems', 'grid.nextProblem': 'Next problem',
  'grid.at': 'Row {{row}}, {{title}}: {{message}}', 'grid.notNumber': '{{title}} must be a number', 'grid.notInteger': '{{title}} must be a whole number',
  'grid.notChoice': '{{title}} has no option "{{value}}"', 'grid.notDate': '{{title}} must be a date (YYYY-MM-DD)', 'grid.notUnique': '{{title}} repeats row {{row}}',
  'grid.tooMany': 'At most {{max}} lines', 'grid.locked': 'These lines are read-only in the current state', 'grid.unsaved': 'The lines have unsaved changes. Leave anyway?', 'grid.unsavedTitle': 'Unsaved changes',
  'grid.fixFirst': 'Correct the cells marked in red first', 'grid.nothing': 'Nothing to save', 'grid.empty': 'No lines yet: press Enter or "Add row" to start, or paste from a spreadsheet',
  'grid.hint': 'Arrows, Tab and Enter move; type to replace a cell, F2 edits in place, Esc cancels; Ctrl+V pastes a spreadsheet; Ctrl+Z undoes, Ctrl+Y redoes; Ctrl+Enter inserts a row, Ctrl+D duplicates, Ctrl+Delete deletes; Ctrl+S saves',
  'detail.title': '{{title}} details', 'detail.basic': 'Details', 'detail.audit': 'Record', 'detail.back': 'Back to the list',
  'history.tab': 'History', 'history.create': 'Created', 'history.update': 'Changed', 'history.delete': 'Deleted', 'history.transition': 'State changed',
  'history.command': 'Operation', 'history.empty': 'No changes recorded yet', 'history.more': 'Load more', 'history.error': 'The history could not be loaded', 'history.params': 'Parameters',
  'confirm.delete': 'Delete this record?', 'confirm.deleteNamed': 'Delete {{item}} {{name}}?', 'confirm.batchDelete': 'Delete the {{count}} chosen records?', 'confirm.ok': 'OK', 'confirm.cancel': 'Cancel',
  'reveal.title': 'Copy it now', 'reveal.note': 'It will not be shown again: only a digest of it is kept.',
  'import.title': 'Import {{title}}', 'import.template': 'Download the import template', 'import.choose': 'Choose a file', 'import.preview': 'Preview (nothing written yet): {{name}}',
  'import.confirm': 'Import', 'import.result': 'Import done', 'import.inserted': 'Inserted', 'import.updated': 'Updated', 'import.unchanged': 'Unchanged',
  'import.refused': 'Refused', 'import.refusedFile': 'Download the rows not imported', 'import.sheet': 'Sheet', 'import.hint': 'Fill in the template; a chosen file is previewed first and written only when you confirm.',
  'import.done': '{{count}} rows imported', 'import.failed': 'Import refused: {{count}} rows have errors; nothing was written', 'import.row': 'Row', 'import.field': 'Field', 'import.message': 'Error', 'import.errorFile': 'Download the sheet with its errors marked',
  'import.templateLabel': 'Import template', 'import.templateNone': 'No template (columns by field title)', 'import.templateNeeded': 'Choose an import template', 'import.unmapped': 'Columns the template does not map (ignored): {{columns}}',
  'export.done': '{{name}} exported', 'transition.done': 'State changed', 'transition.doneNamed': '{{item}} {{name}} is now {{state}}', 'command.doneNamed': '{{verb}}: {{item}} {{name}} done',
  'field.createdAt': 'Created', 'field.createdBy': 'Created by', 'field.updatedAt': 'Updated', 'field.updatedBy': 'Updated by',
};

const TEXTS: Record<Language, Record<EngineTextKey, string>> = { zh, en };

/** Looks up an engine text and fills `{{name}}` placeholders. */
export type Translate = (key: EngineTextKey, values?: Record<string, string | number>) => string;

/**
 * The engine's translator for a language.
 * @example createTranslator('zh')('list.total', { total: 3 }); // '共 3 条'
 */
export function createTranslator(language: Language): Translate {
  const texts = TEXTS[language];
  return (key, values) => texts[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
}

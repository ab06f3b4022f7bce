/** The printing widget's words, zh and en (widgets keep their own texts, as warehouse-picker does). */
import type { PrintFailure } from './print-error';

export type PrintLanguage = 'zh' | 'en';

const zh = {
  // Spec 01 §8, "Browser lacks WebSocket" and "Print component connection fails".
  noWebSocket: '当前浏览器不支持 WebSocket，无法打印团购平台电子面单',
  componentNotStarted: '连接打印组件失败，请确认本地打印组件已启动',
  noPrinter: '没有可用的打印机，请先选择打印机',
  rejected: '打印失败：{{detail}}',
  timeout: '打印组件没有应答，请检查打印机',
  section: '打印机',
  placeholder: '选择打印机',
  defaultMark: '（默认）',
  connecting: '正在连接打印组件…',
  testPage: '打印测试页',
  testPageTitle: 'Clearway 打印测试页',
  testPageBody: '看到这一页，说明打印组件和打印机工作正常。',
  testPageSent: '测试页已发送到 {{printer}}',
  jobsSent: '已发送 {{count}} 个打印任务到 {{printer}}',
  noTemplate: '没有启用的默认打印模板（{{type}}），未打印：{{rows}}',
  andMore: ' 等 {{count}} 条',
  noTemplateSpec: '此页面的打印没有指定模板类型，无法打印',
  chooseRows: '请先选择要打印的记录',
};

type PrintTextKey = keyof typeof zh;

const en: Record<PrintTextKey, string> = {
  noWebSocket: 'This browser does not support WebSocket: group-buying platform e-waybills cannot be printed',
  componentNotStarted: 'Could not connect to the print component: make sure the local print component is started',
  noPrinter: 'No printer is available: choose a printer first',
  rejected: 'Printing failed: {{detail}}',
  timeout: 'The print component did not answer: check the printer',
  section: 'Printer',
  placeholder: 'Choose a printer',
  defaultMark: ' (default)',
  connecting: 'Connecting to the print component…',
  testPage: 'Print test page',
  testPageTitle: 'Clearway test page',
  testPageBody: 'If you can read this page, the print component and the printer work.',
  testPageSent: 'Test page sent to {{printer}}',
  jobsSent: '{{count}} print jobs sent to {{printer}}',
  noTemplate: 'No enabled default print template ({{type}}), not printed: {{rows}}',
  andMore: ' and others ({{count}} in all)',
  noTemplateSpec: 'This page\'s print action names no template type: nothing can be printed',
  chooseRows: 'Choose the records to print first',
};

const TEXTS: Record<PrintLanguage, Record<PrintTextKey, string>> = { zh, en };

/** A text in a language, `{{name}}` filled in. @example printText('en', 'testPageSent', { printer: 'A4' }); */
export function printText(language: PrintLanguage, key: PrintTextKey, values: Record<string, string | number> = {}): string {
  return TEXTS[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * What to tell the person when printing failed.
 * @example printFailureText('zh', 'componentNotStarted'); // '连接打印组件失败，请确认本地打印组件已启动'
 */
export function printFailureText(language: PrintLanguage, failure: PrintFailure, detail?: string): string {
  return printText(language, failure, { detail: detail ?? '' });
}

/** 'zh' for Chinese, else 'en'. */
export function printLanguage(language: string | undefined): PrintLanguage {
  return language?.startsWith('zh') ? 'zh' : 'en';
}

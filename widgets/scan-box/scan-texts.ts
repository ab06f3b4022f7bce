/** The scan box's texts in both interface languages (kept with the widget, like every widget's texts). */
import { formatDateTime } from '../../engine/format/format-date';
import type { Language } from '../../engine/render/localize';
import type { EarlierScans } from './scan-records-client';
import type { ScanState } from './scan-station';

export interface ScanTexts {
  placeholder: string;
  repeatTitle: string;
  /** The repeat's question: who scanned it last, where and when, if the server said; else only that it was. */
  repeatContent(code: string, earlier?: EarlierScans): string;
  waiting(count: number): string;
  confirm: string;
  cancel: string;
  queued(count: number): string;
  refused(count: number): string;
  offline: string;
  loginExpired: string;
  noPermission: string;
  noServer: string;
  empty: string;
  repeatConfirmed: string;
  /** The context picker's prompt, and the box's while nothing is chosen (the picker's title: 装载单元). */
  chooseContext(title: string): string;
  states: Record<ScanState | 'sending', string>;
  errors: Record<string, string>;
  /** What the voice says (always Chinese: spec 01 §9 sets the voice to Chinese). */
  voice: { accepted: string; repeat: string; cancelled: string; refused: string };
}

const VOICE = { accepted: '成功', repeat: '重复扫描', cancelled: '已取消', refused: '扫描失败' };

export const SCAN_TEXTS: Record<Language, ScanTexts> = {
  zh: {
    placeholder: '请扫描或输入单号，回车确认',
    repeatTitle: '该单号已扫描过，是否确认？',
    repeatContent: (code, earlier) => earlier?.last
      ? `单号 ${code} 已由 ${earlier.last.scannedBy} 于 ${earlier.last.ownerSiteCode} 在 ${formatDateTime(earlier.last.scannedAt)} 扫描过（共 ${earlier.count} 次）。按回车确认，按 Esc 取消。`
      : `单号 ${code} 已扫描过。按回车确认，按 Esc 取消。`,
    waiting: (count) => `其后还有 ${count} 个扫描等待处理`,
    confirm: '确认',
    cancel: '取消',
    queued: (count) => `离线暂存：${count}`,
    refused: (count) => `已拒绝 ${count}`,
    offline: '网络已断开，扫描将暂存并在恢复后自动上传',
    loginExpired: '登录已失效，扫描已暂存；重新登录后自动上传',
    noPermission: '没有扫描权限',
    noServer: '未连接服务器，无法上传扫描',
    empty: '暂无扫描',
    repeatConfirmed: '重复已确认',
    chooseContext: (title) => `请先选择${title}`,
    states: { checking: '校验中', confirming: '待确认', queued: '已暂存', sending: '上传中', recorded: '已记录', refused: '已拒绝', cancelled: '已取消', error: '失败' },
    errors: { tooLong: '单号超过100个字符', badCharacters: '单号含有非法字符' },
    voice: VOICE,
  },
  en: {
    placeholder: 'Scan or type a number, then Enter',
    repeatTitle: 'This number was already scanned — confirm or cancel',
    repeatContent: (code, earlier) => earlier?.last
      ? `${code} was scanned by ${earlier.last.scannedBy} at ${earlier.last.ownerSiteCode} on ${formatDateTime(earlier.last.scannedAt)} (${earlier.count} times). Enter confirms, Esc cancels.`
      : `${code} was scanned before. Enter confirms, Esc cancels.`,
    waiting: (count) => `${count} more scans are waiting behind it`,
    confirm: 'Confirm',
    cancel: 'Cancel',
    queued: (count) => `Queued offline: ${count}`,
    refused: (count) => `Refused ${count}`,
    offline: 'The network is down: scans are queued and sent when it is back',
    loginExpired: 'The login has expired: scans are queued and sent after you log in again',
    noPermission: 'You are not allowed to scan here',
    noServer: 'No server connection: scans cannot be sent',
    empty: 'No scans yet',
    repeatConfirmed: 'Repeat confirmed',
    chooseContext: (title) => `Choose the ${title.toLowerCase()} first`,
    states: { checking: 'Checking', confirming: 'To confirm', queued: 'Queued', sending: 'Sending', recorded: 'Recorded', refused: 'Refused', cancelled: 'Cancelled', error: 'Error' },
    errors: { tooLong: 'The number is longer than 100 characters', badCharacters: 'The number has characters a scan cannot have' },
    voice: VOICE,
  },
};

/**
 * The colour of a status tag: the one the schema declares for the value (`x-colors`, or a lifecycle state's
 * `color`), else one read from what the value means (its key and its titles): refused and failed red, done and
 * approved green, waiting orange, in progress blue, the rest grey. antd's preset tag colours.
 */

/** The tag colours a schema may declare (antd presets). */
export const TAG_COLORS = ['default', 'blue', 'green', 'orange', 'red', 'gold', 'purple', 'cyan', 'geekblue', 'magenta', 'volcano', 'lime', 'processing', 'success', 'warning', 'error'] as const;
export type TagColor = (typeof TAG_COLORS)[number];

/** Checked in this order: "审核不通过" holds "通过", "unapproved" holds "approved", so refusals come first, then what has not begun. */
const MEANINGS: readonly { color: TagColor; words: RegExp }[] = [
  { color: 'red', words: /reject|refus|fail|error|cancel|void|invalid|disabl|abnormal|exception|lost|expired|unapproved|not ?passed|驳回|不通过|未通过|失败|作废|取消|无效|停用|禁用|异常|拒|退回|过期|锁定/i },
  // Not yet begun ("not submitted", 未提交, a draft) is neutral, whatever the verb after it.
  { color: 'default', words: /\bnot\b|\bun(?:submitted|merged|sent|paid|declared)|draft|未|草稿/i },
  { color: 'green', words: /approv|passed|done|complet|finish|success|valid|activ|enabl|releas|clear|paid|signed|deliver|正常|通过|完成|成功|已审核|启用|放行|有效|已签收|已支付|已结算/i },
  { color: 'orange', words: /pending|wait|review|hold|todo|待|审核中|挂起|暂存/i },
  { color: 'blue', words: /submit|process|progress|sent|send|declar|transit|running|ship|已提交|处理中|申报|运输|进行中|已发送/i },
];

/** The colour of a value: declared, else by meaning, else grey. @example statusColor('rejected', ['Rejected']); // 'red' */
export function statusColor(value: unknown, titles: readonly (string | undefined)[], declared?: Readonly<Record<string, string>>): string {
  const key = String(value ?? '');
  if (declared && Object.hasOwn(declared, key)) return declared[key]!;
  const text = [key, ...titles.filter(Boolean)].join(' ');
  return MEANINGS.find((meaning) => meaning.words.test(text))?.color ?? 'default';
}

import type { CommandReport } from './action-types';

/**
 * The report a command's reply carries for a person to read (`result._report`, docs/schemas.md "Commands": a
 * quotation's 试算 with its breakdown), or undefined when it has none or it is malformed. Pure.
 * @example commandReport({ _report: { title: '试算', lines: [{ label: '合计', value: '8.41 CNY' }] } }); // { title: '试算', lines: [...] }
 */
export function commandReport(reply: unknown): CommandReport | undefined {
  const report = reply && typeof reply === 'object' ? (reply as { _report?: unknown })._report : undefined;
  if (!report || typeof report !== 'object') return undefined;
  const { title, lines } = report as { title?: unknown; lines?: unknown };
  if (!Array.isArray(lines)) return undefined;
  const shown = lines
    .filter((line): line is { label: unknown; value: unknown } => !!line && typeof line === 'object' && 'label' in line)
    .map((line) => ({ label: String(line.label), value: line.value === null || line.value === undefined ? '' : String(line.value) }));
  return { title: typeof title === 'string' ? title : '', lines: shown };
}
